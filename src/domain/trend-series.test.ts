// The English catalog is compiled on import by the Lingui plugin (unit project, vitest.config.ts);
// its module type is the SPA's (src/vite-env.d.ts), which the Node typecheck does not include.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- no import of a .d.ts script
/// <reference path="../vite-env.d.ts" />
import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../locales/en.po'
import type { HistorySnapshot } from './history.ts'
import { addDays } from './history.ts'
import type { Distribution } from './organization-info.ts'
import {
  changeAcross,
  changeOverDays,
  countWithheld,
  metricSeries,
  pointOn,
  pointsSince,
} from './trend-series.ts'
import { changeText, summaryOf, trendSummary } from './trend-wording.ts'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', locales: ['en'], messages })
})

const women = (yesCount: number, total: number): Distribution => ({
  key: 'pipelinesWithWomen',
  label: 'Pipelines with women',
  yesCount,
  noCount: total - yesCount,
  status: 'ok',
})

const withheld: Distribution = {
  key: 'pipelinesWithWomen',
  label: 'Pipelines with women',
  yesCount: null,
  noCount: null,
  status: 'suppressed',
  minGroupSize: 5,
}

function snapshot(date: string, distribution: Distribution): HistorySnapshot {
  return { date, distributions: [distribution], percentages: [] }
}

describe('metricSeries', () => {
  it('orders points by date and keeps a withheld day as a point without a share', () => {
    const series = metricSeries([
      snapshot('2026-01-03', women(50, 100)),
      snapshot('2026-01-01', women(40, 100)),
      snapshot('2026-01-02', withheld),
    ])
    expect(series).toHaveLength(1)
    const points = series[0]?.points ?? []
    expect(points.map((point) => point.date)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03'])
    expect(points[1]?.share).toBeUndefined()
    expect(points[1]?.status).toBe('suppressed')
    expect(points[2]?.share?.yes).toBe(50)
    expect(countWithheld(points)).toBe(1)
  })

  it('lists metrics in the latest snapshot’s order, then keys only older snapshots have', () => {
    const other: Distribution = { ...women(1, 10), key: 'old', label: 'Old' }
    const series = metricSeries([
      { date: '2026-01-01', distributions: [other, women(1, 10)], percentages: [] },
      { date: '2026-01-02', distributions: [women(2, 10)], percentages: [] },
    ])
    expect(series.map((entry) => entry.key)).toEqual(['pipelinesWithWomen', 'old'])
  })
})

describe('pointOn and changeOverDays', () => {
  const days = Array.from({ length: 400 }, (_, index) => addDays('2025-01-01', index))
  const points =
    metricSeries(days.map((day, index) => snapshot(day, women(400 + index, 1000))))[0]?.points ?? []

  it('finds the latest point on or before a day, within a week', () => {
    expect(pointOn(points, '2025-01-10')?.date).toBe('2025-01-10')
    expect(pointOn(points, '2024-12-31')).toBeUndefined()
    expect(pointOn(pointsSince(points, '2025-06-01'), '2025-05-20')).toBeUndefined()
  })

  it('compares the latest day with the day a year before', () => {
    const change = changeOverDays(points, 365)
    expect(change).toMatchObject({ kind: 'compared', since: addDays(days.at(-1) ?? '', -365) })
    if (change?.kind !== 'compared' || change.change.status !== 'ok') throw new Error('no change')
    expect(change.change.direction).toBe('up')
    expect(change.change.earlier.yesCount).toBe(434)
    expect(change.change.later.yesCount).toBe(799)
  })

  it('says there is no history that far back', () => {
    expect(changeOverDays(points.slice(-20), 30)).toEqual({
      kind: 'no_history',
      since: addDays(days.at(-1) ?? '', -30),
    })
  })
})

describe('the wording of a change', () => {
  const compared = (earlier: Distribution, later: Distribution) =>
    changeAcross(
      metricSeries([snapshot('2025-11-01', earlier), snapshot('2026-11-01', later)])[0]?.points ??
        [],
    )

  it('says up with an arrow and the points only when the intervals do not overlap', () => {
    const change = compared(women(450, 1000), women(550, 1000))
    expect(changeText(i18n, { kind: 'compared', since: '2025-11-01', change }, 'Nov 2025')).toBe(
      '▲ 10 points since Nov 2025',
    )
    expect(summaryOf(i18n, 'Pipelines with women', change, 'over 12 months', 'en-US')).toBe(
      'Pipelines with women rose from 45% to 55% over 12 months.',
    )
  })

  it('says down with the other arrow', () => {
    const change = compared(women(400, 1000), women(300, 1000))
    expect(changeText(i18n, { kind: 'compared', since: '2025-11-01', change }, 'Nov 2025')).toBe(
      '▼ 10 points since Nov 2025',
    )
    expect(summaryOf(i18n, 'Pipelines with women', change, 'over 12 months', 'en-US')).toMatch(
      / fell from 40% to 30% /,
    )
  })

  it('calls a small group’s swing "no clear change" and "stayed about the same"', () => {
    // 10 of 42 → 12 of 42: the 95 % intervals overlap widely.
    const change = compared(women(10, 42), women(12, 42))
    expect(changeText(i18n, { kind: 'compared', since: '2025-11-01', change }, 'Nov 2025')).toBe(
      'No clear change since Nov 2025',
    )
    expect(summaryOf(i18n, 'Pipelines with women', change, 'over 12 months', 'en-US')).toBe(
      'Pipelines with women stayed about the same (24% to 29%, no clear change) over 12 months.',
    )
  })

  it('says "under 1 point" for a clear change that rounds to zero points', () => {
    const change = compared(women(450, 1000), women(550, 1000))
    if (change.status !== 'ok') throw new Error('expected a clear change')
    expect(
      changeText(
        i18n,
        { kind: 'compared', since: '2025-11-01', change: { ...change, points: 0 } },
        'Nov 2025',
      ),
    ).toBe('▲ under 1 point since Nov 2025')
    expect(
      changeText(
        i18n,
        { kind: 'compared', since: '2025-11-01', change: { ...change, points: 1 } },
        'Nov 2025',
      ),
    ).toBe('▲ 1 point since Nov 2025')
  })

  it('never states a change when an end is withheld', () => {
    const points =
      metricSeries([snapshot('2025-11-01', withheld), snapshot('2026-11-01', women(5, 10))])[0]
        ?.points ?? []
    expect(changeAcross(points)).toEqual({ status: 'unavailable' })
    expect(
      changeText(
        i18n,
        { kind: 'compared', since: '2025-11-01', change: { status: 'unavailable' } },
        'Nov 2025',
      ),
    ).toBe('No comparison with Nov 2025: hidden or not reported')
    expect(trendSummary(i18n, 'Pipelines with women', points, 'over 12 months')).toBe(
      'Pipelines with women: not enough shown data to describe a change over 12 months.',
    )
  })
})
