import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { wilsonInterval } from './trends.ts'

const group = fc
  .integer({ min: 1, max: 100_000 })
  .chain((total) =>
    fc.record({ total: fc.constant(total), yes: fc.integer({ min: 0, max: total }) }),
  )

describe('wilsonInterval', () => {
  it('matches hand-computed values (12 of 42; 0 of 10; 10 of 10)', () => {
    // p = 12/42 = 0.2857, z² = 3.8415: centre 0.3037, half-width 0.1320 (by hand from the formula).
    const interval = wilsonInterval(12, 42)
    expect(interval.low).toBeCloseTo(17.17, 1)
    expect(interval.high).toBeCloseTo(43.57, 1)
    expect(wilsonInterval(0, 10).low).toBe(0)
    expect(wilsonInterval(0, 10).high).toBeCloseTo(27.75, 1)
    expect(wilsonInterval(10, 10).high).toBe(100)
    expect(wilsonInterval(10, 10).low).toBeCloseTo(72.25, 1)
  })

  it('stays within 0..100 and contains the observed share', () => {
    fc.assert(
      fc.property(group, ({ yes, total }) => {
        const { low, high } = wilsonInterval(yes, total)
        const share = (yes / total) * 100
        expect(low).toBeGreaterThanOrEqual(0)
        expect(high).toBeLessThanOrEqual(100)
        expect(low).toBeLessThanOrEqual(share + 1e-9)
        expect(high).toBeGreaterThanOrEqual(share - 1e-9)
      }),
    )
  })

  it('mirrors: the interval of no is 100 minus the interval of yes', () => {
    fc.assert(
      fc.property(group, ({ yes, total }) => {
        const a = wilsonInterval(yes, total)
        const b = wilsonInterval(total - yes, total)
        expect(a.low).toBeCloseTo(100 - b.high, 9)
        expect(a.high).toBeCloseTo(100 - b.low, 9)
      }),
    )
  })

  it('narrows as the group grows at the same share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 50 }),
        (yes, scale) => {
          const small = wilsonInterval(yes, 20)
          const large = wilsonInterval(yes * (scale + 1), 20 * (scale + 1))
          expect(large.high - large.low).toBeLessThan(small.high - small.low)
        },
      ),
    )
  })

  it('refuses impossible counts', () => {
    expect(() => wilsonInterval(1, 0)).toThrow(RangeError)
    expect(() => wilsonInterval(5, 4)).toThrow(RangeError)
    expect(() => wilsonInterval(-1, 4)).toThrow(RangeError)
    expect(() => wilsonInterval(0.5, 4)).toThrow(RangeError)
  })
})
