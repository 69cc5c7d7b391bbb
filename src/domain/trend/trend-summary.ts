import { daysBetween } from '../history/history.ts'
import { directionOf, type DayShare, type DirectionTest } from './trend-direction.ts'
import type { TrendPoint } from './trend-series.ts'
import { bendOf, END_DAYS, endMeans, goesAgainst, stepDay, turnOf } from './trend-shape.ts'
import type { ShareEnd } from './trends.ts'

/**
 * What a trend says, before any words (docs/decisions/0230): first the fact, the shown share at
 * each end (the mean of its first and last week of shown days, so one odd day cannot swing it) with
 * the counts; then the judgement of the whole period, which
 * never claims more than its test: a steady rise or fall only when the direction test calls it,
 * the fact agrees, and the shape is neither a step nor a reversal; a step or a reversal by name,
 * with its date; a rise or fall that is not (yet) clearly more than day-to-day movement; and "no
 * clear direction" only when the change's 95 % interval lies within the margin.
 */

/** Shown shares this close (in percentage points) are "about the same"; further apart never. */
export const SAME_MARGIN_POINTS = 1

/** A share below this (in percent) at either end is rare: one decimal, and its relative change. */
const RARE_BELOW_PERCENT = 5

/** For a rare metric, a move of less than this part of its base share is "about the same". */
const RARE_MARGIN_PART = 0.2

type TrendFact = 'rose' | 'fell' | 'about_same' | 'unchanged'

/**
 * `rise`/`fall`: steady; `step`: mostly in one jump (on `date`); `peak`: rose, then fell;
 * `trough`: fell, then rose (turning on `date`); `uneven`: clearly rose (or fell) but went the other
 * way for a stretch; `unclear`: not clearly more than day-to-day movement (the fact gives the way it went); `no_clear_direction`: went both ways, and the
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
interface FittedChange {
  points: number
  low: number
  high: number
}

/**
 * One end of a period as its headline says it (issue 34): the mean of the shown days within a
 * week of its first (last) shown day, so that one odd day cannot swing it by more than a point.
 */
export interface TrendEnd {
  /** The first (last) shown day. */
  date: string
  /** The mean of the exact shares of the days averaged, in percent (0–100). */
  share: number
  /** That mean as the words show it, rounded to the description's `decimals`. */
  shown: number
  /** The mean yes count and total of those days, rounded to whole counts. */
  yesCount: number
  total: number
  /** How many shown days were averaged (up to 7). */
  days: number
}

export type TrendDescription =
  | {
      status: 'ok'
      /** The first and last shown days themselves (the tooltip's single days). */
      first: ShareEnd & { date: string }
      last: ShareEnd & { date: string }
      /** The 7-day means at each end: the headline's figures. */
      start: TrendEnd
      end: TrendEnd
      /** Decimal places of the shares said: 1 for a rare metric, else 0. */
      decimals: number
      /** A share below 5 % at either end: its relative change is said too. */
      rare: boolean
      /** `end.shown − start.shown`, in percentage points (at `decimals`). */
      points: number
      /** The relative change of the means (−1: all gone); undefined from a start of zero. */
      relative: number | undefined
      fact: TrendFact
      judgement: TrendJudgement
      /** The day of the jump (`step`) or of the turn (`peak`, `trough`). */
      date?: string
      test: DirectionTest
      fitted: FittedChange
      /** The last day the points cover, shown or withheld: how old the last shown value is. */
      latest: string
    }
  /** Fewer than two shown days: nothing to describe. */
  | { status: 'unavailable' }

/** A trend with at least two shown days: what its words say. */
export type DescribedTrend = Extract<TrendDescription, { status: 'ok' }>

/** The margin of "about the same", in points: 1, or a fifth of a rare metric's base share. */
function sameMargin(start: number, rare: boolean): number {
  return rare ? Math.min(SAME_MARGIN_POINTS, RARE_MARGIN_PART * start) : SAME_MARGIN_POINTS
}

function factOf(points: number, margin: number): TrendFact {
  if (points === 0) return 'unchanged'
  if (Math.abs(points) <= margin) return 'about_same'
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
  margin: number,
): { judgement: TrendJudgement; date?: string } {
  if (test.direction === 'too_short') return { judgement: 'too_short' }
  const shares = days.map((day) => day.share * 100)
  if (Math.max(...shares) - Math.min(...shares) <= margin) return { judgement: 'level' }
  const moved = fact === 'rose' || fact === 'fell'
  if (moved) {
    const ends = endMeans(days)
    const step = stepDay(days, ends.last - ends.first)
    if (step !== undefined) return { judgement: 'step', date: step }
  }
  const bend = bendOf(days)
  const turn = turnOf(bend, margin / 100, test.critical)
  if (turn !== undefined) return { judgement: turn, date: bend?.date }
  const way =
    test.direction === 'rise' && fact === 'rose'
      ? 1
      : test.direction === 'fall' && fact === 'fell'
        ? -1
        : 0
  if (way !== 0) {
    if (goesAgainst(bend, way, margin / 100)) return { judgement: 'uneven' }
    return { judgement: way > 0 ? 'rise' : 'fall' }
  }
  if (!moved && fitted.low >= -margin && fitted.high <= margin) {
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

/** The mean of the shown days within END_DAYS of `day` (`from: 'start'`: after it, else before). */
function trendEnd(
  shown: readonly (ShareEnd & { date: string })[],
  day: string,
  side: 'start' | 'end',
): Omit<TrendEnd, 'shown'> {
  const near = shown.filter((end) =>
    side === 'start'
      ? daysBetween(day, end.date) < END_DAYS
      : daysBetween(end.date, day) < END_DAYS,
  )
  const mean = (value: (end: ShareEnd) => number) =>
    near.reduce((sum, end) => sum + value(end), 0) / Math.max(1, near.length)
  return {
    date: day,
    share: mean((end) => (end.yesCount / end.total) * 100),
    yesCount: Math.round(mean((end) => end.yesCount)),
    total: Math.round(mean((end) => end.total)),
    days: near.length,
  }
}

const roundTo = (value: number, decimals: number) =>
  Math.round(value * 10 ** decimals) / 10 ** decimals

function describe(points: readonly TrendPoint[]): TrendDescription {
  const shown = points.flatMap((point) =>
    point.share === undefined ? [] : [{ ...point.share, date: point.date }],
  )
  const first = shown[0]
  const last = shown.at(-1)
  const latest = points.at(-1)?.date
  if (first === undefined || last === undefined || first === last || latest === undefined) {
    return { status: 'unavailable' }
  }
  const days = shown.map((end) => ({
    date: end.date,
    share: end.yesCount / end.total,
    total: end.total,
  }))
  const test = directionOf(days)
  const startMean = trendEnd(shown, first.date, 'start')
  const endMean = trendEnd(shown, last.date, 'end')
  const rare = Math.min(startMean.share, endMean.share) < RARE_BELOW_PERCENT
  const decimals = rare ? 1 : 0
  const start = { ...startMean, shown: roundTo(startMean.share, decimals) }
  const end = { ...endMean, shown: roundTo(endMean.share, decimals) }
  const change = roundTo(end.shown - start.shown, decimals)
  const margin = sameMargin(start.share, rare)
  const fact = factOf(change, margin)
  const fitted = fittedChange(days, test)
  return {
    status: 'ok',
    first,
    last,
    start,
    end,
    decimals,
    rare,
    points: change,
    relative: start.share > 0 ? (end.share - start.share) / start.share : undefined,
    fact,
    ...judgementOf(days, fact, test, fitted, margin),
    test,
    fitted,
    latest,
  }
}
