import { describe, expect, it } from 'vitest'
import { addDays } from '../history/history.ts'
import type { TrendPoint } from './trend-series.ts'
import { weekBack, weeklyShares, weeksBack } from './weeks.ts'

const LAST = '2026-11-21'

function day(daysBefore: number, yesCount: number | undefined, total = 10): TrendPoint {
  return {
    date: addDays(LAST, -daysBefore),
    share: yesCount === undefined ? undefined : { yes: (yesCount / total) * 100, yesCount, total },
  } as TrendPoint
}

describe('weeks counted back from the latest day', () => {
  it('puts days 0–6 before the latest in week 0, 7–13 in week 1', () => {
    expect([0, 6, 7, 13, 14].map(weekBack)).toEqual([0, 0, 1, 1, 2])
  })

  it('groups items oldest week first, each week in the order given', () => {
    const groups = weeksBack([15, 9, 8, 3, 0], (days) => days)
    expect(groups).toEqual([
      { week: 2, items: [15] },
      { week: 1, items: [9, 8] },
      { week: 0, items: [3, 0] },
    ])
  })

  it('gives each week its last day and the mean share of its shown days; a week with none is a gap', () => {
    // Ten days: week 1 is days 9–7 before the last (3 of 10, hidden, 5 of 10), week 0 days 6–0.
    const points = [
      day(9, 3),
      day(8, undefined),
      day(7, 5),
      ...[6, 5, 4, 3, 2, 1, 0].map((before) => day(before, before === 0 ? 10 : 0)),
    ]
    expect(weeklyShares(points)).toEqual([
      { week: 1, date: '2026-11-14', yes: 40 },
      { week: 0, date: LAST, yes: 100 / 7 },
    ])
    expect(weeklyShares([day(8, undefined), day(0, 2)])).toEqual([
      { week: 1, date: '2026-11-13', yes: undefined },
      { week: 0, date: LAST, yes: 20 },
    ])
    expect(weeklyShares([])).toEqual([])
  })
})
