import type { Distribution } from '../../metrics/organization-info.ts'
import { metricSeries, type TrendPoint } from '../trend-series.ts'
import type { CensusDay } from './census-series.ts'

/** A generated census series as the trend views read it: one metric's points, withheld days as gaps. */
export function pointsOf(days: readonly CensusDay[], key = 'pipelinesWithLeaders'): TrendPoint[] {
  const snapshots = days.map((day) => {
    const distribution: Distribution =
      day.yesCount === undefined
        ? { key, label: key, yesCount: null, noCount: null, status: 'suppressed', minGroupSize: 5 }
        : {
            key,
            label: key,
            yesCount: day.yesCount,
            noCount: day.total - day.yesCount,
            status: 'ok',
          }
    return { date: day.date, distributions: [distribution], percentages: [] }
  })
  return metricSeries(snapshots)[0]?.points ?? []
}
