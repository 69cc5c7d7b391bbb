import { describe, expect, it } from 'vitest'
import type { HistorySnapshot } from '../history/history.ts'
import type { Distribution } from '../metrics/organization-info.ts'
import { countWithheld, metricSeries } from './trend-series.ts'

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
