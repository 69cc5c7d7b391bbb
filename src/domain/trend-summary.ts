import { daysBetween } from './history.ts'
import { directionOf, type DayShare, type DirectionTest } from './trend-direction.ts'
import type { TrendPoint } from './trend-series.ts'
import { bendOf, goesAgainst, stepDay, turnOf } from './trend-shape.ts'
import type { ShareEnd } from './trends.ts'

/**
 * What a trend says, before any words (docs/decisions/0230): first the fact, the shown share on
 * the first and last shown days with their counts; then the judgement of the whole period, which
 * never claims more than its test: a steady rise or fall only when the direction test calls it,
 * the fact agrees, and the shape is neither a step nor a reversal; a step or a reversal by name,
 * with its date; a rise or fall that is not (yet) clearly more than day-to-day movement; and "no
 * clear direction" only when the change's 95 % interval lies within the margin.
 */

/** Shown shares this close (in percentage points) are "about the same"; further apart never. */
export const SAME_MARGIN_POINTS = 1

export type TrendFact = 'rose' | 'fell' | 'about_same' | 'unchanged'

/**
 * `rise`/`fall`: steady; `step`: mostly in one jump (on `date`); `peak`: rose, then fell;
 * `trough`: fell, then rose (turning on `date`); `uneven`: clearly rose (or fell) but went the other
 * way for a stretch; `unclear`: not clearly more than day-to-day
 * movement (the fact gives the way it went); `no_clear_direction`: went both ways, and the
 * change's interval lies within the margin; `level`: never moved by more than the margin;
 * `too_short`: too few weeks to judge.
 */
export type TrendJudgement =
  | 'rise'
  | 'fall'
  | 'step'
  | 'peak'
  | 'trough'
  | 'uneven'
  | 'unclear'
  | 'no_clear_direction'
  | 'level'
  | 'too_short'

/** The change the direction test fitted over the period, and its 95 % interval, in points. */
export interface FittedChange {
  points: number
  low: number
  high: number
}

export type TrendDescription =
  | {
      status: 'ok'
      first: ShareEnd & { date: string }
      last: ShareEnd & { date: string }
      /** Last shown share minus first shown share, in whole percentage points (as drawn). */
      points: number
      fact: TrendFact
      judgement: TrendJudgement
      /** The day of the jump (`step`) or of the turn (`peak`, `trough`). */
      date?: string
      test: DirectionTest
      fitted: FittedChange
    }
  /** Fewer than two shown days: nothing to describe. */
  | { status: 'unavailable' }

function factOf(points: number): TrendFact {
  if (points === 0) return 'unchanged'
  if (Math.abs(points) <= SAME_MARGIN_POINTS) return 'about_same'
  return points > 0 ? 'rose' : 'fell'
}

function fittedChange(days: readonly DayShare[], test: DirectionTest): FittedChange {
  const first = days[0]
  const last = days.at(-1)
  const years =
    first === undefined || last === undefined ? 0 : daysBetween(first.date, last.date) / 365
  const points = test.pointsPerYear * years
  const margin = test.critical * test.pointsPerYearError * years
  return { points, low: points - margin, high: points + margin }
}

function judgementOf(
  days: readonly DayShare[],
  fact: TrendFact,
  test: DirectionTest,
  fitted: FittedChange,
): { judgement: TrendJudgement; date?: string } {
  if (test.direction === 'too_short') return { judgement: 'too_short' }
  const shares = days.map((day) => day.share * 100)
  if (Math.max(...shares) - Math.min(...shares) <= SAME_MARGIN_POINTS) return { judgement: 'level' }
  const moved = fact === 'rose' || fact === 'fell'
  if (moved) {
    const net = (days.at(-1)?.share ?? 0) - (days[0]?.share ?? 0)
    const step = stepDay(days, net)
    if (step !== undefined) return { judgement: 'step', date: step }
  }
  const bend = bendOf(days)
  const turn = turnOf(bend, SAME_MARGIN_POINTS / 100, test.critical)
  if (turn !== undefined) return { judgement: turn, date: bend?.date }
  const way =
    test.direction === 'rise' && fact === 'rose'
      ? 1
      : test.direction === 'fall' && fact === 'fell'
        ? -1
        : 0
  if (way !== 0) {
    if (goesAgainst(bend, way, SAME_MARGIN_POINTS / 100)) return { judgement: 'uneven' }
    return { judgement: way > 0 ? 'rise' : 'fall' }
  }
  if (!moved && fitted.low >= -SAME_MARGIN_POINTS && fitted.high <= SAME_MARGIN_POINTS) {
    return { judgement: 'no_clear_direction' }
  }
  return { judgement: 'unclear' }
}

const described = new WeakMap<readonly TrendPoint[], TrendDescription>()

/** The fact and the judgement of a metric's points (date order; withheld days are gaps). */
export function describeTrend(points: readonly TrendPoint[]): TrendDescription {
  const known = described.get(points)
  if (known !== undefined) return known
  const description = describe(points)
  described.set(points, description)
  return description
}

function describe(points: readonly TrendPoint[]): TrendDescription {
  const shown = points.flatMap((point) =>
    point.share === undefined ? [] : [{ ...point.share, date: point.date }],
  )
  const first = shown[0]
  const last = shown.at(-1)
  if (first === undefined || last === undefined || first === last) return { status: 'unavailable' }
  const days = shown.map((end) => ({
    date: end.date,
    share: end.yesCount / end.total,
    total: end.total,
  }))
  const test = directionOf(days)
  const change = last.yes - first.yes
  const fact = factOf(change)
  const fitted = fittedChange(days, test)
  return {
    status: 'ok',
    first,
    last,
    points: change,
    fact,
    ...judgementOf(days, fact, test, fitted),
    test,
    fitted,
  }
}
