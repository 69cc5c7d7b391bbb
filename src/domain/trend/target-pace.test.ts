import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, daysBetween } from '../history/history.ts'
import { PACE_MIN_DAYS, paceOf, paceWindow } from './target-pace.ts'
import { START_DAY } from './testing/census-series.ts'
import { pointsOf } from './testing/census-points.ts'
import { linearDays, linearSeries } from './testing/pace-series.ts'
import { describeTrend } from './trend-summary.ts'

const SEED = 20261127

/** A target of a whole percentage, `ahead` days after the series' last day. */
const targetAhead = fc.record({
  yesShare: fc.integer({ min: 1, max: 100 }),
  ahead: fc.integer({ min: 0, max: 1500 }),
})

/**
 * A linear series' truth in whole counts. The pace starts from the mean of the last 7 days, the
 * count 3 days before the last (decision 0232), and moves `step` a day.
 */
function truth(series: { total: number; step: number; days: readonly { yesCount: number }[] }) {
  const lastCount = series.days.at(-1)?.yesCount ?? 0
  return (days: number, yesShare: number) =>
    (lastCount + series.step * (days - 3)) * 100 >= yesShare * series.total
}

describe('paceOf on series of a known pace', { timeout: 30_000 }, () => {
  it('is on pace exactly when the line from the last week reaches the target, given a direction and six months', () => {
    fc.assert(
      fc.property(linearSeries, targetAhead, (series, { yesShare, ahead }) => {
        const last = series.days.at(-1)
        if (last === undefined) throw new Error('a generated series has days')
        const targetDate = addDays(last.date, ahead)
        const pace = paceOf(
          describeTrend(pointsOf(series.days)),
          { yesShare, targetDate },
          last.date,
        )
        const reaches = truth(series)
        if (reaches(0, yesShare)) {
          expect(pace.status).toBe('met')
          return
        }
        if (series.step === 0 || series.days.length - 1 < PACE_MIN_DAYS) {
          expect(pace.status).toBe('too_early')
          return
        }
        expect(pace.status).toBe(reaches(ahead, yesShare) ? 'on_pace' : 'behind')
        if (pace.status !== 'on_pace' && pace.status !== 'behind') return
        const projected = ((last.yesCount + series.step * (ahead - 3)) / series.total) * 100
        expect(pace.projected).toBeCloseTo(Math.min(100, Math.max(0, projected)), 6)
        expect(pace.low).toBeLessThanOrEqual(pace.projected)
        expect(pace.high).toBeGreaterThanOrEqual(pace.projected)
      }),
      { seed: SEED, numRuns: 300 },
    )
  })

  it('calls a target met however the trend moves, once the last week’s share has reached it', () => {
    fc.assert(
      fc.property(linearSeries, fc.integer({ min: -400, max: 1500 }), (series, ahead) => {
        const last = series.days.at(-1)
        if (last?.yesCount === undefined) throw new Error('a generated series has days')
        const yesShare = Math.floor(((last.yesCount - 3 * series.step) / series.total) * 100)
        const targetDate = addDays(last.date, ahead)
        const pace = paceOf(
          describeTrend(pointsOf(series.days)),
          { yesShare, targetDate },
          last.date,
        )
        expect(pace.status).toBe('met')
      }),
      { seed: SEED, numRuns: 100 },
    )
  })

  it('says the date has passed when the target is not met by then', () => {
    fc.assert(
      fc.property(linearSeries, fc.integer({ min: 1, max: 400 }), (series, late) => {
        const last = series.days.at(-1)
        if (last?.yesCount === undefined) throw new Error('a generated series has days')
        const yesShare = Math.floor(((last.yesCount - 3 * series.step) / series.total) * 100) + 1
        fc.pre(yesShare <= 100)
        const targetDate = addDays(last.date, -late)
        const pace = paceOf(
          describeTrend(pointsOf(series.days)),
          { yesShare, targetDate },
          last.date,
        )
        expect(pace.status).toBe('passed')
      }),
      { seed: SEED, numRuns: 100 },
    )
  })

  it('is too early to tell under six months of history, even a steep rise', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: PACE_MIN_DAYS }),
        fc.integer({ min: 1, max: 4 }),
        (length, step) => {
          const days = linearDays(10_000, 100, step, length)
          const pace = paceOf(
            describeTrend(pointsOf(days)),
            { yesShare: 90, targetDate: addDays(START_DAY, 3000) },
            START_DAY,
          )
          expect(pace.status).toBe('too_early')
        },
      ),
      { seed: SEED, numRuns: 100 },
    )
  })

  it('is too early to tell without a clear direction, however long the history', () => {
    // 40 % of 50 pipelines, one pipeline up and down on alternate weeks for a year: no direction.
    const days = Array.from({ length: 365 }, (_, day) => ({
      date: addDays(START_DAY, day),
      yesCount: 20 + (Math.floor(day / 7) % 2),
      total: 50,
    }))
    const description = describeTrend(pointsOf(days))
    expect(description.status === 'ok' && description.test.direction).toBe('no_clear_direction')
    const pace = paceOf(description, { yesShare: 60, targetDate: '2030-01-01' }, START_DAY)
    expect(pace.status).toBe('too_early')
  })

  it('judges on one fixed window: the last 12 months, whatever the period shown', () => {
    const days = linearDays(10_000, 1000, 2, 700)
    const window = paceWindow(pointsOf(days))
    expect(window).toHaveLength(365)
    expect(daysBetween(window[0]?.date ?? '', days.at(-1)?.date ?? '')).toBe(364)
    expect(paceWindow(pointsOf(days.slice(0, 100)))).toHaveLength(100)
  })

  it('has nothing to say without a shown share', () => {
    const pace = paceOf(
      { status: 'unavailable' },
      { yesShare: 40, targetDate: '2027-12-31' },
      START_DAY,
    )
    expect(pace).toEqual({ status: 'unavailable' })
  })
})
