import type { Distribution } from './organization-info.ts'
import { distributionShares } from './percentages.ts'

/**
 * Honest changes (issue 14): every yes share carries its 95 % Wilson score interval, and a change
 * between two days is called up or down only when the two intervals do not overlap. Small groups
 * have wide intervals, so a swing of a few pipelines in a small region reads as "no clear change".
 */

/** z of a two-sided 95 % interval. */
export const Z_95 = 1.959963984540054

/** An interval of a yes share, in percent (0–100). */
export interface ShareInterval {
  low: number
  high: number
}

/**
 * The Wilson score interval of `yes` successes in `total` trials, in percent. Unlike the normal
 * approximation it stays inside 0–100 and is sensible for small groups and shares near 0 or 100.
 */
export function wilsonInterval(yes: number, total: number, z: number = Z_95): ShareInterval {
  if (
    !Number.isSafeInteger(yes) ||
    !Number.isSafeInteger(total) ||
    yes < 0 ||
    total <= 0 ||
    yes > total
  ) {
    throw new RangeError(`need 0 <= yes <= total and total > 0, got yes=${yes}, total=${total}`)
  }
  const p = yes / total
  const z2 = z * z
  const denominator = 1 + z2 / total
  const centre = (p + z2 / (2 * total)) / denominator
  const half = (z * Math.sqrt((p * (1 - p)) / total + z2 / (4 * total * total))) / denominator
  // At a share of 0 or 1 the bound is exactly 0 or 100; floating point would leave 99.999….
  return {
    low: yes === 0 ? 0 : Math.max(0, (centre - half) * 100),
    high: yes === total ? 100 : Math.min(100, (centre + half) * 100),
  }
}

/** One end of a comparison: the shown (rounded) yes share, its counts and its interval. */
export interface ShareEnd {
  /** The yes share as the dashboard shows it (largest-remainder rounding, whole percent). */
  yes: number
  yesCount: number
  total: number
  interval: ShareInterval
}

export type ChangeDirection = 'up' | 'down' | 'no_clear_change'

export type ShareChange =
  | {
      status: 'ok'
      direction: ChangeDirection
      /** Later shown share minus earlier shown share, in percentage points. */
      points: number
      earlier: ShareEnd
      later: ShareEnd
    }
  /** One end is withheld, not reported or empty: no change can be stated. */
  | { status: 'unavailable' }

type Counts = Pick<Distribution, 'yesCount' | 'noCount' | 'status' | 'minGroupSize'>

/** The shown share and interval of a distribution, or undefined when it has none to show. */
export function shareEnd(distribution: Counts): ShareEnd | undefined {
  const shares = distributionShares(distribution)
  if (shares.status !== 'ok') return undefined
  return {
    yes: shares.yes,
    yesCount: shares.yesCount,
    total: shares.total,
    interval: wilsonInterval(shares.yesCount, shares.total),
  }
}

/** Whether two intervals share at least one point. */
export function intervalsOverlap(a: ShareInterval, b: ShareInterval): boolean {
  return a.low <= b.high && b.low <= a.high
}

/**
 * The change of a distribution's yes share from `earlier` to `later`: up or down only when the
 * 95 % intervals of the two ends do not overlap, otherwise "no clear change".
 */
export function shareChange(earlier: Counts, later: Counts): ShareChange {
  const from = shareEnd(earlier)
  const to = shareEnd(later)
  if (from === undefined || to === undefined) return { status: 'unavailable' }
  const clear = !intervalsOverlap(from.interval, to.interval)
  const direction: ChangeDirection = !clear
    ? 'no_clear_change'
    : to.yesCount / to.total > from.yesCount / from.total
      ? 'up'
      : 'down'
  return { status: 'ok', direction, points: to.yes - from.yes, earlier: from, later: to }
}
