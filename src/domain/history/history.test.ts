import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, historyPath, historyResponseSchema, isoDay } from './history.ts'

describe('history dates', () => {
  it('counts and moves whole UTC days across month, year and leap-day ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
    expect(daysBetween('2025-11-24', '2026-11-24')).toBe(365)
    expect(daysBetween('2026-11-24', '2025-11-24')).toBe(-365)
    expect(isoDay(Date.UTC(2026, 10, 24, 23, 59, 59))).toBe('2026-11-24')
  })

  it('counts days as Date.parse reads them, for any day string, well formed or not', () => {
    // The reference: the two days' starts as the platform parses them, independently of the
    // digit-by-digit reading daysBetween does.
    const parsed = (from: string, to: string) =>
      Math.round(
        (Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / 86_400_000,
      )
    const pad = (value: number, width: number) => String(value).padStart(width, '0')
    const wellFormed = fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 19 }),
        fc.integer({ min: 0, max: 39 }),
      )
      .map(([year, month, day]) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`)
    const anyText = fc.string({ maxLength: 12 })
    const day = fc.oneof(
      wellFormed,
      wellFormed,
      anyText,
      fc.constantFrom('2026-1-01', '2026-01-0a', '+02026-01', ''),
    )
    fc.assert(
      fc.property(day, day, (from, to) => {
        expect(daysBetween(from, to)).toBe(parsed(from, to))
      }),
      { numRuns: 5_000 },
    )
    expect(daysBetween('2026-02-28', '2026-02-30')).toBe(2)
    expect(daysBetween('0099-12-31', '0100-01-01')).toBe(1)
    expect(daysBetween('2026-13-01', '2026-01-01')).toBeNaN()
  })

  it('builds the history path with an encoded region and its query', () => {
    expect(historyPath('us', { from: '2026-01-01', to: '2026-02-01' })).toBe(
      '/api/regions/us/organization-info/history?from=2026-01-01&to=2026-02-01',
    )
    expect(historyPath('a/b', { from: '2026-01-01', to: '2026-01-01' })).toMatch(
      /^\/api\/regions\/a%2Fb\//,
    )
  })

  it('accepts the contract shape and refuses a snapshot without a valid date', () => {
    const snapshot = { date: '2026-11-24', distributions: [], percentages: [] }
    expect(
      historyResponseSchema.safeParse({ region: 'us', demo: true, snapshots: [snapshot] }).success,
    ).toBe(true)
    const bad = { region: 'us', demo: false, snapshots: [{ ...snapshot, date: '2026-13-01' }] }
    expect(historyResponseSchema.safeParse(bad).success).toBe(false)
  })
})
