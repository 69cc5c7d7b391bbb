import { describe, expect, it } from 'vitest'
import { addDays } from '../../domain/history/history.ts'
import type { Distribution } from '../../domain/metrics/organization-info.ts'
import { metricSeries } from '../../domain/trend/trend-series.ts'
import { sparklineModel } from './sparkline-model.ts'

const day = (index: number) => addDays('2026-01-01', index)
const counts = (yesCount: number | null, total = 10): Distribution =>
  yesCount === null
    ? { key: 'k', label: 'K', yesCount: null, noCount: null, status: 'suppressed', minGroupSize: 5 }
    : { key: 'k', label: 'K', yesCount, noCount: total - yesCount, status: 'ok' }
const pointsOf = (values: readonly (number | null)[]) =>
  metricSeries(
    values.map((value, index) => ({
      date: day(index),
      distributions: [counts(value)],
      percentages: [],
    })),
  )[0]?.points ?? []

describe('sparklineModel', () => {
  it('averages each 7-day week back from the latest day, between ends that are the words’ 7-day means', () => {
    // 22 days: weeks (back from day 21) are days 15–21, 8–14, 1–7 and day 0 alone.
    const values = [1, 2, 2, 2, 2, 2, 2, 2, 4, 4, 4, 4, 4, 4, 6, 6, 6, 6, 6, 6, 6, 9]
    const model = sparklineModel(pointsOf(values))
    // Days 0–6: one 1 and six 2s (19 %); days 15–21: six 6s and a 9 (64 %), whole percent.
    expect(model.start).toEqual({ date: day(0), yes: 19 })
    expect(model.end).toEqual({ date: day(21), yes: 64 })
    expect(model.points.map((point) => point.date)).toEqual([day(0), day(7), day(14), day(21)])
    // Days 1–7 are all 2 of 10; days 8–14 are six 4s and one 6 (days 14 is in this week).
    expect(model.points[1]?.yes).toBeCloseTo(20, 9)
    expect(model.points[2]?.yes).toBeCloseTo(((6 * 4 + 6) / 7) * 10, 9)
  })

  it('leaves a week without a shown day as a gap, never a zero', () => {
    // Days 8–14 (the second week back from day 21) are all withheld.
    const values = [...Array(8).fill(3), ...Array(7).fill(null), ...Array(7).fill(5)]
    const model = sparklineModel(pointsOf(values))
    expect(model.points.some((point) => point.yes === undefined)).toBe(true)
    expect(model.points.every((point) => point.yes !== 0)).toBe(true)
  })

  it('marks the ends the card’s words name: one odd first or last day cannot swing them', () => {
    const values = [5, 9, 9, 9, 9, 9, 9, 9, 1, 1, 1, 1, 1, 1, 4]
    const model = sparklineModel(pointsOf(values))
    // Days 0–6: a 5 and six 9s; days 8–14: six 1s and a 4.
    expect(model.points[0]?.yes).toBe(84)
    expect(model.points.at(-1)?.yes).toBe(14)
  })

  it('has nothing to draw without a shown day', () => {
    expect(sparklineModel(pointsOf([null, null]))).toEqual({
      points: [],
      start: undefined,
      end: undefined,
      decimals: 0,
    })
  })
})
