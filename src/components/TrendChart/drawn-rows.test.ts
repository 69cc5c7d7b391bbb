import { describe, expect, it } from 'vitest'
import { addDays } from '../../domain/history/history.ts'
import { pointsOf as censusPoints } from '../../domain/trend/testing/census-points.ts'
import { drawnRows } from './drawn-rows.ts'
import { dayTime } from './trend-rows.ts'

const day = (index: number) => addDays('2026-01-01', index)
/** Daily yes counts of 10 counted (null: a withheld day). */
const pointsOf = (values: readonly (number | null)[]) =>
  censusPoints(
    values.map((yesCount, index) => ({
      date: day(index),
      yesCount: yesCount ?? undefined,
      total: 10,
    })),
  )

describe('drawnRows (decision 0392)', () => {
  it('draws every day when the plot has a pixel for each', () => {
    const points = pointsOf(Array(90).fill(4))
    const rows = drawnRows(points, 300)
    expect(rows).toHaveLength(90)
    expect(rows.map((row) => row.day)).toEqual(points.map((_, index) => index))
  })

  it('draws a year on a narrow plot by week, its first and last days exact', () => {
    const values = Array.from({ length: 365 }, (_, index): number => (index % 7 === 0 ? 6 : 4))
    values[364] = 9
    const points = pointsOf(values)
    const rows = drawnRows(points, 300)
    expect(rows.length).toBeLessThanOrEqual(300)
    expect(rows.length).toBe(2 + Math.ceil(363 / 7))
    expect(rows[0]).toMatchObject({ time: dayTime(day(0)), yes: 60, day: 0 })
    expect(rows.at(-1)).toMatchObject({ time: dayTime(day(364)), yes: 90, day: 364 })
    // A whole week between: six days at 40 % and one at 60 %.
    expect(rows[10]?.yes).toBeCloseTo(((6 * 4 + 6) / 7) * 10, 9)
    expect(rows.map((row) => row.time)).toEqual(
      [...rows.map((row) => row.time)].sort((a, b) => a - b),
    )
    // The row a pointer lands on reads a day of its week.
    for (const row of rows)
      expect(Math.abs(dayTime(day(row.day)) - row.time)).toBeLessThan(4 * 86_400_000)
  })

  it('leaves a week without a shown day as a gap, never a zero, and marks a lone week', () => {
    const values: (number | null)[] = Array.from({ length: 365 }, () => null)
    values[0] = 5
    values[364] = 5
    for (let index = 100; index < 103; index += 1) values[index] = 2
    const rows = drawnRows(pointsOf(values), 200)
    expect(rows.some((row) => row.yes === null && row.band === null)).toBe(true)
    expect(rows.every((row) => row.yes !== 0)).toBe(true)
    const shown = rows.filter((row) => row.yes !== null)
    expect(shown).toHaveLength(3)
    expect(shown.every((row) => row.lone)).toBe(true)
  })
})
