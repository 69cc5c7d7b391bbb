import type { HistorySnapshot } from '../history/history.ts'
import type { Distribution } from '../metrics/organization-info.ts'
import { shareEnd, type ShareEnd } from './trends.ts'

/**
 * History snapshots turned into what the trend views draw: one series per metric, one point per
 * recorded day. A withheld or unreported day is a point without a share (a gap), never a count.
 */

type TrendPointStatus = Distribution['status']

export interface TrendPoint {
  date: string
  status: TrendPointStatus
  /** The shown share, counts and interval; undefined on a withheld or unreported day. */
  share: ShareEnd | undefined
  /** With status `suppressed`: the group size that was not reached. */
  minGroupSize?: number | undefined
  /** The distribution as recorded, for comparisons. */
  distribution: Distribution
}

export interface MetricSeries {
  key: string
  label: string
  points: TrendPoint[]
}

/**
 * One series per distribution key, in the order of the latest snapshot (then any key only older
 * snapshots have); points in date order.
 */
export function metricSeries(snapshots: readonly HistorySnapshot[]): MetricSeries[] {
  const sorted = [...snapshots].sort((a, b) => a.date.localeCompare(b.date))
  const byKey = new Map<string, MetricSeries>()
  for (const snapshot of [...sorted].reverse()) {
    for (const distribution of snapshot.distributions) {
      if (!byKey.has(distribution.key)) {
        byKey.set(distribution.key, {
          key: distribution.key,
          label: distribution.label,
          points: [],
        })
      }
    }
  }
  for (const snapshot of sorted) {
    for (const distribution of snapshot.distributions) {
      byKey.get(distribution.key)?.points.push({
        date: snapshot.date,
        status: distribution.status,
        share: shareEnd(distribution),
        minGroupSize: distribution.minGroupSize,
        distribution,
      })
    }
  }
  return [...byKey.values()]
}

/** Days with a share and days withheld (`suppressed`) among `points`. */
export function countWithheld(points: readonly TrendPoint[]): number {
  return points.filter((point) => point.status === 'suppressed').length
}
