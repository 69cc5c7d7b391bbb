import type { Target } from './annotations.ts'
import { addDays, daysBetween } from './history.ts'
import type { TrendDescription } from './trend-summary.ts'

/**
 * Where a metric stands against its target, from the trend's own pace (docs/decisions/0211): the
 * last shown share carried forward at the Sen's slope that sizes the trend's direction
 * (trend-direction.ts), never a second slope. A target is a share to reach or pass ("at least
 * 40 % by December 2027"). In order: already met; the date has passed; too short a history to
 * have a pace; on pace (the line reaches the target by its date: when); behind (where the line
 * stands at the target date).
 */

/** The part of a target the pace reads. */
export type PaceTarget = Pick<Target, 'yesShare' | 'targetDate'>

export type Pace =
  /** No shown share in the period: nothing to carry forward. */
  | { status: 'unavailable' }
  | { status: 'met'; current: number }
  | { status: 'passed'; current: number }
  | { status: 'too_short'; current: number }
  /** `expected`: the first day the line reaches the target, on or before the target date. */
  | { status: 'on_pace'; current: number; expected: string }
  /** `projected`: the share the line reaches by the target date (0–100). */
  | { status: 'behind'; current: number; projected: number }

/** Rounding slack in percentage points: a line that lands on the target reaches it. */
const SLACK = 1e-9

/**
 * The pace of `description` (describeTrend of the shown period) towards `target`, on `today`
 * (`YYYY-MM-DD`). Shares in percent (0–100).
 */
export function paceOf(description: TrendDescription, target: PaceTarget, today: string): Pace {
  if (description.status !== 'ok') return { status: 'unavailable' }
  const { last, test } = description
  const current = (last.yesCount / last.total) * 100
  if (current >= target.yesShare - SLACK) return { status: 'met', current }
  if (today > target.targetDate) return { status: 'passed', current }
  if (test.direction === 'too_short') return { status: 'too_short', current }
  const pointsPerDay = test.pointsPerYear / 365
  const remaining = daysBetween(last.date, target.targetDate)
  const projected = current + pointsPerDay * remaining
  if (projected >= target.yesShare - SLACK && pointsPerDay > 0) {
    // The first whole day on the line at or above the target.
    let days = Math.ceil((target.yesShare - current) / pointsPerDay)
    if (current + pointsPerDay * (days - 1) >= target.yesShare - SLACK) days -= 1
    return {
      status: 'on_pace',
      current,
      expected: addDays(last.date, Math.min(remaining, Math.max(0, days))),
    }
  }
  return { status: 'behind', current, projected: Math.min(100, Math.max(0, projected)) }
}
