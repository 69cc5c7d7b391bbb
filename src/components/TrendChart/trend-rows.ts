import { addDays } from '../../domain/history.ts'
import type { TrendPoint } from '../../domain/trend-series.ts'

/** One day of a trend chart as Recharts reads it; a withheld or unreported day has nulls (a gap). */
export interface TrendRow {
  /** The day as a UTC timestamp: the time axis spaces days by date, so missing days show. */
  time: number
  yes: number | null
  /** The 95 % interval, drawn as a band (a range `Area`). */
  band: [number, number] | null
  /** A shown day between two gaps: drawn as a dot, or it would vanish. */
  lone: boolean
}

export function dayTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`)
}

export function trendRows(points: readonly TrendPoint[]): TrendRow[] {
  return points.map((point, index) => ({
    time: dayTime(point.date),
    yes: point.share?.yes ?? null,
    band: point.share === undefined ? null : [point.share.interval.low, point.share.interval.high],
    lone:
      point.share !== undefined &&
      points[index - 1]?.share === undefined &&
      points[index + 1]?.share === undefined,
  }))
}

/**
 * The first day of each month in the series, and on to `end` when the axis runs past the last
 * day (a target's date), as times, thinned to at most `max` ticks.
 */
export function monthTicks(points: readonly TrendPoint[], max = 6, end?: string): number[] {
  const starts: string[] = []
  points.forEach((point, index) => {
    if (index === 0 || point.date.slice(0, 7) !== points[index - 1]?.date.slice(0, 7)) {
      starts.push(point.date)
    }
  })
  let month = points.at(-1)?.date
  while (month !== undefined && end !== undefined) {
    month = `${addDays(`${month.slice(0, 7)}-01`, 31).slice(0, 7)}-01`
    if (month > end) break
    starts.push(month)
  }
  const step = Math.ceil(starts.length / max)
  return starts.filter((_, i) => i % step === 0).map(dayTime)
}
