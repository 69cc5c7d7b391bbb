import fc from 'fast-check'
import { addDays } from '../../history/history.ts'
import { START_DAY, type CensusDay } from './census-series.ts'

/**
 * Generated truth for the pace towards a target (issue 26's property tests): a series of
 * exactly `step` more yes counts each day, of a constant total, over whole 30-day periods, so
 * the trend's pace is known exactly: `step / total` of the share a day.
 */
export interface LinearSeries {
  total: number
  /** Yes counts on the first day, and added each day (negative: a fall). */
  start: number
  step: number
  days: LinearDay[]
}

/** A day of a linear series: never withheld. */
export type LinearDay = CensusDay & { yesCount: number }

export function linearDays(
  total: number,
  start: number,
  step: number,
  length: number,
): LinearDay[] {
  return Array.from({ length }, (_, day) => ({
    date: addDays(START_DAY, day),
    yesCount: start + step * day,
    total,
  }))
}

/** Six to eighteen whole 30-day periods (enough to judge a direction), rising, falling or flat. */
export const linearSeries: fc.Arbitrary<LinearSeries> = fc
  .record({
    total: fc.integer({ min: 1000, max: 100_000 }),
    periods: fc.integer({ min: 6, max: 18 }),
    step: fc.integer({ min: -3, max: 40 }),
    startShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .filter(({ total, periods, step }) => Math.abs(step) * periods * 30 < total)
  .map(({ total, periods, step, startShare }) => {
    const length = periods * 30
    const span = Math.abs(step) * (length - 1)
    // A start that keeps every day's count within 0 and the total.
    const low = step < 0 ? span : 0
    const start = low + Math.round(startShare * (total - span))
    return { total, start, step, days: linearDays(total, start, step, length) }
  })
