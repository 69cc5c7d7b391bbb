import type { Distribution } from './organization-info.ts'

/**
 * Yes/no shares of a Distribution, rounded so the two shown values add up to exactly 100
 * (largest-remainder method, docs/decisions/0030). Never NaN or Infinity.
 */

/** Whole percentages by default: the groups are small, decimals would suggest false precision. */
export const DEFAULT_DECIMALS = 0
const MAX_DECIMALS = 3

export type DistributionShares =
  | {
      status: 'ok'
      /** Rounded share of yes, in percent (0–100). */
      yes: number
      /** Rounded share of no, in percent (0–100); yes + no is exactly 100 at `decimals`. */
      no: number
      yesCount: number
      noCount: number
      total: number
      decimals: number
    }
  | {
      status: 'no_data'
      /** `none_counted`: both counts are zero; `not_reported`: a count is missing or null. */
      reason: NoDataReason
    }
  | { status: 'suppressed'; minGroupSize?: number }

type NoDataReason = 'not_reported' | 'none_counted'

export interface ShareOptions {
  /** Decimal places of the shown percentages, an integer in 0..MAX_DECIMALS. */
  decimals?: number
}

function checkDecimals(decimals: number): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(`decimals must be an integer from 0 to ${MAX_DECIMALS}, got ${decimals}`)
  }
  return decimals
}

function isCount(value: number | null): value is number {
  return value !== null && Number.isSafeInteger(value) && value >= 0
}

/**
 * Splits 100 % between non-negative integer counts by the largest-remainder method, in units of
 * 10^-decimals percent. Exact integer arithmetic, so the parts add up to exactly 100 · 10^decimals
 * units. Ties between equal remainders go to the larger count, then to the earlier one: swapping
 * two counts swaps their shares.
 */
export function largestRemainderUnits(
  counts: readonly number[],
  decimals = DEFAULT_DECIMALS,
): number[] {
  checkDecimals(decimals)
  if (counts.some((count) => !Number.isSafeInteger(count) || count < 0)) {
    throw new RangeError('counts must be non-negative safe integers')
  }
  const total = counts.reduce((sum, count) => sum + count, 0)
  if (total === 0) return counts.map(() => 0)
  const units = 100 * 10 ** decimals
  const bigTotal = BigInt(total)
  const parts = counts.map((count, index) => {
    const scaled = BigInt(count) * BigInt(units)
    return { index, count, floor: Number(scaled / bigTotal), remainder: scaled % bigTotal }
  })
  let left = units - parts.reduce((sum, part) => sum + part.floor, 0)
  const order = [...parts].sort((a, b) =>
    a.remainder !== b.remainder
      ? a.remainder > b.remainder
        ? -1
        : 1
      : b.count - a.count || a.index - b.index,
  )
  for (const part of order) {
    if (left === 0) break
    if (part.remainder === 0n) continue
    part.floor += 1
    left -= 1
  }
  return parts.map((part) => part.floor)
}

/** The yes/no shares of one distribution, or why none can be shown. */
export function distributionShares(
  distribution: Pick<Distribution, 'yesCount' | 'noCount' | 'status' | 'minGroupSize'>,
  options: ShareOptions = {},
): DistributionShares {
  const decimals = checkDecimals(options.decimals ?? DEFAULT_DECIMALS)
  if (distribution.status === 'suppressed') {
    return distribution.minGroupSize === undefined
      ? { status: 'suppressed' }
      : { status: 'suppressed', minGroupSize: distribution.minGroupSize }
  }
  const { yesCount, noCount } = distribution
  if (!isCount(yesCount) || !isCount(noCount)) return { status: 'no_data', reason: 'not_reported' }
  const total = yesCount + noCount
  if (total === 0) return { status: 'no_data', reason: 'none_counted' }
  if (distribution.status !== 'ok') return { status: 'no_data', reason: 'not_reported' }
  const [yesUnits = 0, noUnits = 0] = largestRemainderUnits([yesCount, noCount], decimals)
  const scale = 10 ** decimals
  return {
    status: 'ok',
    yes: yesUnits / scale,
    no: noUnits / scale,
    yesCount,
    noCount,
    total,
    decimals,
  }
}
