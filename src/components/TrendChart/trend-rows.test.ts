import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ANNOTATION_FIRST_DAY, ANNOTATION_LAST_DAY } from '../../domain/annotations/annotations.ts'
import {
  addDays,
  daysBetween,
  HISTORY_MAX_RANGE_DAYS,
  isoDay,
} from '../../domain/history/history.ts'
import type { TrendPoint } from '../../domain/trend/trend-series.ts'
import { dayTime, monthTicks } from './trend-rows.ts'

/** A series of `length` consecutive days from `first` (only the dates matter to the ticks). */
function series(first: string, length: number): TrendPoint[] {
  return Array.from({ length }, (_, index) => ({
    date: addDays(first, index),
    status: 'no_data',
    share: undefined,
    distribution: { key: 'k', label: 'K', yesCount: null, noCount: null, status: 'no_data' },
  }))
}

const RANGE_DAYS = daysBetween(ANNOTATION_FIRST_DAY, ANNOTATION_LAST_DAY)
/** Any day of the range targets and events are accepted in. */
const dayInRange = fc
  .nat({ max: RANGE_DAYS })
  .map((offset) => addDays(ANNOTATION_FIRST_DAY, offset))

describe('monthTicks', () => {
  it('gives at most `max` increasing month starts on to any target date of the range', () => {
    fc.assert(
      fc.property(
        dayInRange,
        fc.integer({ min: 1, max: HISTORY_MAX_RANGE_DAYS }),
        dayInRange,
        fc.integer({ min: 1, max: 12 }),
        (first, length, end, max) => {
          const points = series(first, length)
          const last = points.at(-1)?.date ?? first
          const ticks = monthTicks(points, max, dayTime(end))
          expect(ticks.length).toBeGreaterThanOrEqual(1)
          expect(ticks.length).toBeLessThanOrEqual(max)
          expect(ticks[0]).toBe(dayTime(first))
          ticks.forEach((tick, index) => {
            if (index > 0) expect(tick).toBeGreaterThan(ticks[index - 1] ?? tick)
            // A tick is the series' first day or the first day of a month.
            if (index > 0) expect(isoDay(tick).slice(8)).toBe('01')
          })
          // Never past the month of the axis' end: the later of the last day and the target.
          const axisEnd = end > last ? end : last
          expect(isoDay(ticks.at(-1) ?? 0) <= axisEnd).toBe(true)
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('stays bounded for any end, even a date no form accepts', () => {
    const points = series('2026-01-01', 365)
    const started = performance.now()
    for (const end of ['9999-12-01', '9999-12-31']) {
      const ticks = monthTicks(points, 6, dayTime(end))
      expect(ticks.length).toBeLessThanOrEqual(6)
      expect(isoDay(ticks.at(-1) ?? 0) <= end).toBe(true)
    }
    // The largest time a Date holds (year 275760), and a time that is none.
    expect(monthTicks(points, 6, 8.64e15).length).toBeLessThanOrEqual(6)
    expect(monthTicks(points, 6, Number.NaN)).toEqual(monthTicks(points, 6))
    expect(performance.now() - started).toBeLessThan(100)
  })

  it('keeps the series’ month starts when no target lies beyond it', () => {
    const ticks = monthTicks(series('2026-01-15', 80), 6, dayTime('2026-02-01'))
    expect(ticks.map(isoDay)).toEqual(['2026-01-15', '2026-02-01', '2026-03-01', '2026-04-01'])
    expect(monthTicks([], 6, dayTime('2030-01-01'))).toEqual([])
  })
})
