import { describe, expect, it } from 'vitest'
import { HISTORY_MAX_RANGE_DAYS, addDays } from './history.ts'
import { checkHistoryRange, isCalendarDay } from './history-range.ts'

describe('history range check', () => {
  it('accepts real days, one day and the longest range', () => {
    expect(checkHistoryRange({ from: '2026-01-01', to: '2026-01-01' })).toEqual({
      ok: true,
      range: { from: '2026-01-01', to: '2026-01-01' },
    })
    const to = '2026-11-24'
    const from = addDays(to, 1 - HISTORY_MAX_RANGE_DAYS)
    expect(checkHistoryRange({ from, to }).ok).toBe(true)
  })

  it('refuses a range one day longer than the cap, naming the cap', () => {
    const to = '2026-11-24'
    const check = checkHistoryRange({ from: addDays(to, -HISTORY_MAX_RANGE_DAYS), to })
    expect(check).toEqual({ ok: false, message: expect.stringContaining('at most 1100 days') })
  })

  it('refuses missing, repeated, malformed and impossible days, naming each', () => {
    expect(checkHistoryRange({})).toEqual({
      ok: false,
      message: 'Give `from` as a day, YYYY-MM-DD. Give `to` as a day, YYYY-MM-DD.',
    })
    expect(checkHistoryRange({ from: ['2026-01-01', '2026-01-02'], to: '2026-01-03' })).toEqual({
      ok: false,
      message: 'Give `from` once, as a day, YYYY-MM-DD.',
    })
    for (const bad of ['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', '2026-01-01T00:00']) {
      expect(isCalendarDay(bad)).toBe(false)
      expect(checkHistoryRange({ from: bad, to: '2026-12-31' })).toEqual({
        ok: false,
        message: '`from` is not a calendar day written YYYY-MM-DD.',
      })
    }
    expect(isCalendarDay('2024-02-29')).toBe(true)
  })

  it('refuses from after to', () => {
    expect(checkHistoryRange({ from: '2026-02-02', to: '2026-02-01' })).toEqual({
      ok: false,
      message: '`from` is after `to`.',
    })
  })
})
