import { addDays, daysBetween, type HistorySnapshot } from './history.ts'
import type { Distribution } from './organization-info.ts'
import { shareChange, shareEnd, type ShareChange, type ShareEnd } from './trends.ts'

/**
 * History snapshots turned into what the trend views draw: one series per metric, one point per
 * recorded day. A withheld or unreported day is a point without a share (a gap), never a count.
 */

export type TrendPointStatus = Distribution['status']

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

/** The points from `from` on (inclusive). */
export function pointsSince(points: readonly TrendPoint[], from: string): TrendPoint[] {
  return points.filter((point) => point.date >= from)
}

/** The latest point on or before `day`, when one is at most `toleranceDays` older. */
export function pointOn(
  points: readonly TrendPoint[],
  day: string,
  toleranceDays = 7,
): TrendPoint | undefined {
  let found: TrendPoint | undefined
  for (const point of points) {
    if (point.date > day) break
    found = point
  }
  return found !== undefined && daysBetween(found.date, day) <= toleranceDays ? found : undefined
}

export type TrendChange =
  /** Both ends exist: the honest change between them (it may still be `unavailable`). */
  | { kind: 'compared'; since: string; change: ShareChange }
  /** No snapshot that far back (history too short). */
  | { kind: 'no_history'; since: string }

/** The change of the latest point against the point `days` before it. */
export function changeOverDays(
  points: readonly TrendPoint[],
  days: number,
): TrendChange | undefined {
  const latest = points.at(-1)
  if (latest === undefined) return undefined
  const since = addDays(latest.date, -days)
  const earlier = pointOn(points, since)
  if (earlier === undefined) return { kind: 'no_history', since }
  return {
    kind: 'compared',
    since: earlier.date,
    change: shareChange(earlier.distribution, latest.distribution),
  }
}

/** Days with a share and days withheld (`suppressed`) among `points`. */
export function countWithheld(points: readonly TrendPoint[]): number {
  return points.filter((point) => point.status === 'suppressed').length
}

/** The first and last points that have a share, and their honest change. */
export function changeAcross(points: readonly TrendPoint[]): ShareChange {
  const shown = points.filter((point) => point.share !== undefined)
  const first = shown[0]
  const last = shown.at(-1)
  if (first === undefined || last === undefined || first === last) return { status: 'unavailable' }
  return shareChange(first.distribution, last.distribution)
}
