import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_DECIMALS,
  distributionShares,
  largestRemainderUnits,
  type DistributionShares,
} from './percentages.ts'

const count = fc.integer({ min: 0, max: 2 ** 31 - 1 })
const decimals = fc.integer({ min: 0, max: 3 })

function ok(yesCount: number, noCount: number, d = DEFAULT_DECIMALS) {
  const shares = distributionShares({ yesCount, noCount, status: 'ok' }, { decimals: d })
  if (shares.status !== 'ok') throw new Error(`expected ok, got ${shares.status}`)
  return shares
}

/** Sum in integer units, so the check is exact whatever the binary floating point does. */
const unitsSum = (shares: Extract<DistributionShares, { status: 'ok' }>) =>
  Math.round(shares.yes * 10 ** shares.decimals) + Math.round(shares.no * 10 ** shares.decimals)

describe('distributionShares', () => {
  it('uses whole percentages by default and rounds the example of the brief', () => {
    expect(ok(12, 30)).toMatchObject({ yes: 29, no: 71, total: 42, decimals: 0 })
    expect(ok(12, 30, 1)).toMatchObject({ yes: 28.6, no: 71.4 })
  })

  it('gives the unit left by rounding to the larger remainder (1/3 vs 2/3)', () => {
    expect(ok(1, 2)).toMatchObject({ yes: 33, no: 67 })
    expect(ok(2, 1)).toMatchObject({ yes: 67, no: 33 })
    expect(ok(1, 2, 2)).toMatchObject({ yes: 33.33, no: 66.67 })
  })

  it('breaks an exact tie toward the larger count, symmetrically (101 vs 99 of 200 at 0 dp)', () => {
    // 50.5 % and 49.5 %: both remainders are one half.
    expect(ok(101, 99)).toMatchObject({ yes: 51, no: 49 })
    expect(ok(99, 101)).toMatchObject({ yes: 49, no: 51 })
  })

  it('adds up to exactly 100 at every precision', () => {
    fc.assert(
      fc.property(count, count, decimals, (y, n, d) => {
        fc.pre(y + n > 0)
        expect(unitsSum(ok(y, n, d))).toBe(100 * 10 ** d)
      }),
    )
  })

  it('keeps each share in [0, 100], finite, within one unit of the exact value', () => {
    fc.assert(
      fc.property(count, count, decimals, (y, n, d) => {
        fc.pre(y + n > 0)
        const shares = ok(y, n, d)
        for (const [value, part] of [
          [shares.yes, y],
          [shares.no, n],
        ] as const) {
          expect(Number.isFinite(value)).toBe(true)
          expect(value).toBeGreaterThanOrEqual(0)
          expect(value).toBeLessThanOrEqual(100)
          expect(Math.abs(value - (100 * part) / (y + n))).toBeLessThan(10 ** -d + 1e-9)
        }
      }),
    )
  })

  it('is symmetric: swapping yes and no swaps the shares', () => {
    fc.assert(
      fc.property(count, count, decimals, (y, n, d) => {
        fc.pre(y + n > 0)
        const a = ok(y, n, d)
        const b = ok(n, y, d)
        expect([b.yes, b.no]).toEqual([a.no, a.yes])
      }),
    )
  })

  it('is monotone: more yes (same no) never lowers the yes share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 1000 }),
        decimals,
        (y, n, extra, d) => {
          fc.pre(y + n > 0)
          expect(ok(y + extra, n, d).yes).toBeGreaterThanOrEqual(ok(y, n, d).yes)
        },
      ),
    )
  })

  it('gives exactly 0 and 100 only for zero counts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), decimals, (n, d) => {
        expect(ok(0, n, d)).toMatchObject({ yes: 0, no: 100 })
        expect(ok(n, 0, d)).toMatchObject({ yes: 100, no: 0 })
      }),
    )
  })

  it('reports no_data for null counts and an explicit no_data status as not reported', () => {
    const notReported = { status: 'no_data', reason: 'not_reported' }
    expect(distributionShares({ yesCount: null, noCount: 3, status: 'ok' })).toEqual(notReported)
    expect(distributionShares({ yesCount: 3, noCount: null, status: 'no_data' })).toEqual(
      notReported,
    )
    expect(distributionShares({ yesCount: 4, noCount: 5, status: 'no_data' })).toEqual(notReported)
  })

  it('tells a zero total (none counted) apart from a missing count', () => {
    const noneCounted = { status: 'no_data', reason: 'none_counted' }
    expect(distributionShares({ yesCount: 0, noCount: 0, status: 'ok' })).toEqual(noneCounted)
    expect(distributionShares({ yesCount: 0, noCount: 0, status: 'no_data' })).toEqual(noneCounted)
  })

  it('reports suppressed with the group size, never a count', () => {
    const shares = distributionShares({
      yesCount: null,
      noCount: null,
      status: 'suppressed',
      minGroupSize: 5,
    })
    expect(shares).toEqual({ status: 'suppressed', minGroupSize: 5 })
    expect(distributionShares({ yesCount: 1, noCount: 2, status: 'suppressed' })).toEqual({
      status: 'suppressed',
    })
  })

  it('never yields NaN or Infinity, whatever the input', () => {
    const nullableCount = fc.oneof(fc.constant(null), count, fc.constant(-1), fc.constant(0.5))
    fc.assert(
      fc.property(
        nullableCount,
        nullableCount,
        fc.constantFrom('ok' as const, 'no_data' as const, 'suppressed' as const),
        (yesCount, noCount, status) => {
          const shares = distributionShares({ yesCount, noCount, status })
          for (const value of Object.values(shares)) {
            if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true)
          }
        },
      ),
    )
  })

  it('rejects an unsupported precision', () => {
    expect(() =>
      distributionShares({ yesCount: 1, noCount: 1, status: 'ok' }, { decimals: 4 }),
    ).toThrow(RangeError)
    expect(() => largestRemainderUnits([1, 2], 0.5)).toThrow(RangeError)
  })
})

describe('largestRemainderUnits', () => {
  it('splits any number of counts into parts that sum to 100 · 10^decimals', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        decimals,
        (counts, d) => {
          fc.pre(counts.some((c) => c > 0))
          const parts = largestRemainderUnits(counts, d)
          expect(parts.reduce((a, b) => a + b, 0)).toBe(100 * 10 ** d)
          parts.forEach((part, i) => {
            expect(part).toBeGreaterThanOrEqual(0)
            if (counts[i] === 0) expect(part).toBe(0)
          })
        },
      ),
    )
  })

  it('returns zeros for an all-zero input', () => {
    expect(largestRemainderUnits([0, 0, 0])).toEqual([0, 0, 0])
  })
})
