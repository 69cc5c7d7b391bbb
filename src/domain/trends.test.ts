import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { intervalsOverlap, shareChange, wilsonInterval } from './trends.ts'

const group = fc
  .integer({ min: 1, max: 100_000 })
  .chain((total) =>
    fc.record({ total: fc.constant(total), yes: fc.integer({ min: 0, max: total }) }),
  )

const ok = (yesCount: number, noCount: number) => ({ yesCount, noCount, status: 'ok' as const })

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

describe('shareChange', () => {
  it('calls a large change in a large group a change, with the shown points', () => {
    const change = shareChange(ok(4800, 5200), ok(5300, 4700))
    expect(change).toMatchObject({ status: 'ok', direction: 'up', points: 5 })
    expect(shareChange(ok(5300, 4700), ok(4800, 5200))).toMatchObject({
      direction: 'down',
      points: -5,
    })
  })

  it('calls the same shift in a small group "no clear change"', () => {
    // 48 % → 53 % of 20 pipelines: the intervals overlap widely.
    expect(shareChange(ok(10, 11), ok(11, 10))).toMatchObject({
      status: 'ok',
      direction: 'no_clear_change',
      points: 4,
    })
  })

  it('is unavailable when either end is withheld, empty or not reported', () => {
    const withheld = {
      yesCount: null,
      noCount: null,
      status: 'suppressed' as const,
      minGroupSize: 5,
    }
    expect(shareChange(withheld, ok(3, 4))).toEqual({ status: 'unavailable' })
    expect(shareChange(ok(3, 4), ok(0, 0))).toEqual({ status: 'unavailable' })
    expect(shareChange(ok(3, 4), { yesCount: null, noCount: 3, status: 'no_data' })).toEqual({
      status: 'unavailable',
    })
  })

  it('states a direction exactly when the intervals do not overlap, and it follows the shares', () => {
    fc.assert(
      fc.property(group, group, (a, b) => {
        const change = shareChange(ok(a.yes, a.total - a.yes), ok(b.yes, b.total - b.yes))
        if (change.status !== 'ok') throw new Error('expected a change')
        const apart = !intervalsOverlap(change.earlier.interval, change.later.interval)
        expect(change.direction !== 'no_clear_change').toBe(apart)
        if (change.direction === 'up') expect(b.yes / b.total).toBeGreaterThan(a.yes / a.total)
        if (change.direction === 'down') expect(b.yes / b.total).toBeLessThan(a.yes / a.total)
      }),
    )
  })

  it('never calls a day against itself a change', () => {
    fc.assert(
      fc.property(group, ({ yes, total }) => {
        expect(shareChange(ok(yes, total - yes), ok(yes, total - yes))).toMatchObject({
          direction: 'no_clear_change',
          points: 0,
        })
      }),
    )
  })
})
