import type { Target } from '../annotations/annotations.ts'
import { addDays, daysBetween } from '../history/history.ts'
import type { TrendPoint } from './trend-series.ts'
import type { TrendDescription } from './trend-summary.ts'

/**
 * Where a metric stands against its target, from the trend's own pace (docs/decisions/0211,
 * gated and given a range by 0232): the current share (the mean of the last week shown) carried
 * forward at the least-squares slope that the direction test tests (trend-direction.ts), never a
 * second slope, with the slope's uncertainty as a range. A pace is said only when it means
 * something: the direction test calls a direction, and the window holds at least six months of
 * shown days; the window is fixed (the last 12 months of history), whatever period a view shows,
 * so the pace never changes with the selected period. In order: already met; the date has passed;
 * too early to tell; on pace (the line reaches the target by its date); behind.
 */

/** The part of a target the pace reads. */
export type PaceTarget = Pick<Target, 'yesShare' | 'targetDate'>

/** The one window every pace is judged on: the last 12 months of history. */
export const PACE_WINDOW_DAYS = 365
/** Fewer days than this between the first and last shown day of the window: too early to tell. */
export const PACE_MIN_DAYS = 182

export type Pace =
  /** No shown share in the window: nothing to carry forward. */
  | { status: 'unavailable' }
  | { status: 'met'; current: number }
  | { status: 'passed'; current: number }
  /** No clear direction, or under six months of history: no pace is claimed. */
  | { status: 'too_early'; current: number }
  /**
   * Where the line stands on the target date (`projected`, 0–100) and the range its slope's
   * uncertainty allows (`low`–`high`): on pace when `projected` reaches the target.
   */
  | { status: 'on_pace' | 'behind'; current: number; projected: number; low: number; high: number }

/** Rounding slack in percentage points: a line that lands on the target reaches it. */
const SLACK = 1e-9

/** The points of the pace window: the last PACE_WINDOW_DAYS days of `points` (date order). */
export function paceWindow(points: readonly TrendPoint[]): readonly TrendPoint[] {
  const latest = points.at(-1)
  if (latest === undefined) return points
  const from = addDays(latest.date, -PACE_WINDOW_DAYS)
  const first = points.findIndex((point) => point.date > from)
  return first <= 0 ? points : points.slice(first)
}

const clamp = (share: number) => Math.min(100, Math.max(0, share))

/**
 * The pace of `description` (describeTrend of the pace window's points) towards `target`, on
 * `today` (`YYYY-MM-DD`). Shares in percent (0–100).
 */
export function paceOf(description: TrendDescription, target: PaceTarget, today: string): Pace {
  if (description.status !== 'ok') return { status: 'unavailable' }
  const { end, first, last, test } = description
  const current = end.share
  if (current >= target.yesShare - SLACK) return { status: 'met', current }
  if (today > target.targetDate) return { status: 'passed', current }
  const called = test.direction === 'rise' || test.direction === 'fall'
  if (!called || daysBetween(first.date, last.date) < PACE_MIN_DAYS) {
    return { status: 'too_early', current }
  }
  const days = daysBetween(last.date, target.targetDate)
  const projected = current + (test.pointsPerYear / 365) * days
  const spread = test.critical * (test.pointsPerYearError / 365) * days
  return {
    status: projected >= target.yesShare - SLACK ? 'on_pace' : 'behind',
    current,
    projected: clamp(projected),
    low: clamp(projected - spread),
    high: clamp(projected + spread),
  }
}
