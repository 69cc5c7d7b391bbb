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
