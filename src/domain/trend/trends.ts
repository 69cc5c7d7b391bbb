import type { Distribution } from '../metrics/organization-info.ts'
import { distributionShares } from '../metrics/percentages.ts'

/**
 * Single values with their uncertainty (issue 14): every shown yes share carries its 95 % Wilson
 * score interval (tooltips, tables, the trend band). A change over a period is judged by
 * src/domain/trend/trend-direction.ts (docs/decisions/0150), not by comparing two days' intervals.
 */

/** z of a two-sided 95 % interval. */
const Z_95 = 1.959963984540054

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
