import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { anySeries, noiseSeries, steadySeries, stepSeries } from './testing/census-series.ts'
import { pointsOf } from './testing/census-points.ts'
import { daysBetween } from '../history/history.ts'
import { describeTrend, SAME_MARGIN_POINTS } from './trend-summary.ts'

const SEED = 20261124

describe('describeTrend on generated census series', { timeout: 30_000 }, () => {
  it('calls pure noise (autocorrelated, tiny and large n) a rise in at most 5 % of cases', () => {
    const samples = fc.sample(noiseSeries, { numRuns: 200, seed: SEED })
    const judged = samples.map((series) => describeTrend(pointsOf(series.days)))
    const rises = judged.filter((d) => d.status === 'ok' && d.judgement === 'rise').length
    const falls = judged.filter((d) => d.status === 'ok' && d.judgement === 'fall').length
    expect(rises / samples.length).toBeLessThanOrEqual(0.05)
    expect(falls / samples.length).toBeLessThanOrEqual(0.05)
  })

  it('words a line of 5 points or more over 12 months, with a daily wobble, by its direction: steady in nine of ten, never the other way', () => {
    // A line with a wobble is kinder than real data (trend-truth.test.ts): in a group of 60, a
    // yearly move of 3 pipelines is within what a census of slowly turning pipelines makes alone,
    // and is said to be "not yet clearly more than day-to-day movement", never "no direction".
    const samples = fc.sample(steadySeries, { numRuns: 200, seed: SEED })
    let steady = 0
    for (const series of samples) {
      const description = describeTrend(pointsOf(series.days))
      if (description.status !== 'ok') throw new Error('a 12-month series is described')
      expect(description.fact).toBe(series.truth === 'rise' ? 'rose' : 'fell')
      expect(['unclear', series.truth]).toContain(description.judgement)
      if (description.judgement === series.truth) steady += 1
    }
    expect(steady / samples.length).toBeGreaterThanOrEqual(0.9)
  })

  it('never calls a step the opposite way', () => {
    fc.assert(
      fc.property(stepSeries, (series) => {
        const description = describeTrend(pointsOf(series.days))
        if (description.status !== 'ok') return
        const opposite = series.truth === 'rise' ? 'fall' : 'rise'
        expect(description.judgement).not.toBe(opposite)
        expect(description.fact).not.toBe(series.truth === 'rise' ? 'fell' : 'rose')
      }),
      { seed: SEED, numRuns: 150 },
    )
  })

  it('never disagrees with the chart’s marked ends in sign, with or without gaps', () => {
    fc.assert(
      fc.property(anySeries, (series) => {
        const points = pointsOf(series.days)
        const description = describeTrend(points)
        const drawn = points.flatMap((point) =>
          point.share === undefined
            ? []
            : [{ date: point.date, share: (point.share.yesCount / point.share.total) * 100 }],
        )
        if (description.status !== 'ok') {
          expect(drawn.length).toBeLessThan(2)
          return
        }
        // The sparkline marks the means of the first and last week shown: worked out here anew.
        const firstDay = drawn[0]?.date ?? ''
        const lastDay = drawn.at(-1)?.date ?? ''
        const mean = (near: (date: string) => boolean) => {
          const week = drawn.filter((day) => near(day.date))
          return week.reduce((sum, day) => sum + day.share, 0) / week.length
        }
        const start = mean((date) => daysBetween(firstDay, date) < 7)
        const end = mean((date) => daysBetween(date, lastDay) < 7)
        const scale = 10 ** description.decimals
        const chartSign = Math.sign(Math.round(end * scale) - Math.round(start * scale))
        expect(Math.sign(description.points)).toBe(chartSign)
        if (description.judgement === 'rise') expect(description.fact).toBe('rose')
        if (description.judgement === 'fall') expect(description.fact).toBe('fell')
        if (Math.abs(description.points) > SAME_MARGIN_POINTS) {
          expect(description.fact).toBe(chartSign > 0 ? 'rose' : 'fell')
        }
      }),
      { seed: SEED, numRuns: 150 },
    )
  })
})
