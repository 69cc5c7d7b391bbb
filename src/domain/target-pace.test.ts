import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, daysBetween } from './history.ts'
import { paceOf } from './target-pace.ts'
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

describe('paceOf on series of a known pace', { timeout: 30_000 }, () => {
  it('is on pace exactly when the pace times the time left reaches the target', () => {
    fc.assert(
      fc.property(linearSeries, targetAhead, (series, { yesShare, ahead }) => {
        const last = series.days.at(-1)
        if (last === undefined) throw new Error('a generated series has days')
        const lastCount = last.yesCount
        const targetDate = addDays(last.date, ahead)
        const pace = paceOf(
          describeTrend(pointsOf(series.days)),
          { yesShare, targetDate },
          last.date,
        )
        // The truth in whole counts: yes counts × 100 against the target × the total.
        const reaches = (days: number) =>
          (lastCount + series.step * days) * 100 >= yesShare * series.total
        if (reaches(0)) {
          expect(pace.status).toBe('met')
          return
        }
        if (!reaches(ahead)) {
          expect(pace.status).toBe('behind')
          const projected = ((lastCount + series.step * ahead) / series.total) * 100
          if (pace.status === 'behind') {
            expect(pace.projected).toBeCloseTo(Math.max(0, projected), 6)
          }
          return
        }
        expect(pace.status).toBe('on_pace')
        if (pace.status !== 'on_pace') return
        // The expected day is the first the line reaches the target.
        const days = daysBetween(last.date, pace.expected)
        expect(reaches(days)).toBe(true)
        expect(reaches(days - 1)).toBe(false)
      }),
      { seed: SEED, numRuns: 300 },
    )
  })

  it('calls a target met however the trend moves, once the last share has reached it', () => {
    fc.assert(
      fc.property(linearSeries, fc.integer({ min: -400, max: 1500 }), (series, ahead) => {
        const last = series.days.at(-1)
        if (last?.yesCount === undefined) throw new Error('a generated series has days')
        const yesShare = Math.floor((last.yesCount / series.total) * 100)
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
        const yesShare = Math.floor((last.yesCount / series.total) * 100) + 1
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

  it('has no pace on too short a history, even a steep rise', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 35 }),
        fc.integer({ min: 1, max: 20 }),
        (length, step) => {
          const days = linearDays(1000, 100, step, length)
          const pace = paceOf(
            describeTrend(pointsOf(days)),
            { yesShare: 90, targetDate: addDays(START_DAY, 3000) },
            START_DAY,
          )
          expect(pace.status).toBe('too_short')
        },
      ),
      { seed: SEED, numRuns: 100 },
    )
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
