import { directionOf, type Direction, type DirectionTest } from './trend-direction.ts'
import type { TrendPoint } from './trend-series.ts'
import type { ShareEnd } from './trends.ts'

/**
 * What a trend says, before any words (docs/decisions/0150): first the fact, the shown share on
 * the first and last shown days with their counts; then the judgement of the whole period. The
 * judgement never contradicts the fact: a rise is called "steady" only when the shown share rose
 * by more than the margin, and likewise a fall, so words and chart never disagree in sign.
 */

/** Shown shares this close (in percentage points) are "about the same"; further apart never. */
export const SAME_MARGIN_POINTS = 1

export type TrendFact = 'rose' | 'fell' | 'about_same' | 'unchanged'

/**
 * `rise`/`fall`: steady (the test's verdict agrees with the fact); `not_steady`: moved one way
 * only, but too little or too unevenly to call (a single step); `up_and_down`: moved both ways;
 * `level`: never moved by more than the margin; `too_short`: too few periods to judge.
 */
export type TrendJudgement =
  Exclude<Direction, 'no_clear_direction'> | 'not_steady' | 'up_and_down' | 'level'

export type TrendDescription =
  | {
      status: 'ok'
      first: ShareEnd & { date: string }
      last: ShareEnd & { date: string }
      /** Last shown share minus first shown share, in whole percentage points (as drawn). */
      points: number
      fact: TrendFact
      judgement: TrendJudgement
      test: DirectionTest
    }
  /** Fewer than two shown days: nothing to describe. */
  | { status: 'unavailable' }

function factOf(points: number): TrendFact {
  if (points === 0) return 'unchanged'
  if (Math.abs(points) <= SAME_MARGIN_POINTS) return 'about_same'
  return points > 0 ? 'rose' : 'fell'
}

/** Whether the shown shares ever moved against the fact's direction by more than the margin. */
function wentBothWays(yeses: readonly number[], fact: TrendFact): boolean {
  let high = -Infinity
  let low = Infinity
  for (const yes of yeses) {
    high = Math.max(high, yes)
    low = Math.min(low, yes)
    if (fact !== 'fell' && high - yes > SAME_MARGIN_POINTS) return true
    if (fact !== 'rose' && yes - low > SAME_MARGIN_POINTS) return true
  }
  return false
}

function judgementOf(
  fact: TrendFact,
  test: DirectionTest,
  yeses: readonly number[],
): TrendJudgement {
  if (test.direction === 'too_short') return 'too_short'
  if (test.direction === 'rise' && fact === 'rose') return 'rise'
  if (test.direction === 'fall' && fact === 'fell') return 'fall'
  if (Math.max(...yeses) - Math.min(...yeses) <= SAME_MARGIN_POINTS) return 'level'
  return wentBothWays(yeses, fact) ? 'up_and_down' : 'not_steady'
}

/** The fact and the judgement of a metric's points (date order; withheld days are gaps). */
export function describeTrend(points: readonly TrendPoint[]): TrendDescription {
  const shown = points.flatMap((point) =>
    point.share === undefined ? [] : [{ ...point.share, date: point.date }],
  )
  const first = shown[0]
  const last = shown.at(-1)
  if (first === undefined || last === undefined || first === last) return { status: 'unavailable' }
  const test = directionOf(
    shown.map((end) => ({ date: end.date, share: end.yesCount / end.total, total: end.total })),
  )
  const change = last.yes - first.yes
  const fact = factOf(change)
  const yeses = shown.map((end) => end.yes)
  return {
    status: 'ok',
    first,
    last,
    points: change,
    fact,
    judgement: judgementOf(fact, test, yeses),
    test,
  }
}
