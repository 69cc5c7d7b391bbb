import type { TrendPoint } from '../../domain/trend/trend-series.ts'

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

/** Months since the start of year 0 of a UTC time: month arithmetic, never string order. */
function monthOf(time: number): number {
  const day = new Date(time)
  return day.getUTCFullYear() * 12 + day.getUTCMonth()
}

/** The UTC time of the first day of month `month` (as monthOf counts). */
function monthStart(month: number): number {
  const day = new Date(0)
  day.setUTCFullYear(Math.floor(month / 12), month % 12, 1)
  return day.getTime()
}

/**
 * The first day of each month in the series, and on to the month of `end` (a UTC time) when the
 * axis runs past the last day (a target's date), as times, thinned to at most `max` ticks.
 *
 * Bounded by construction: the months past the series are counted by arithmetic and only the
 * ticks kept are made, so the work is the series' length plus `max`, whatever `end` is (a target
 * dated 9999-12-01 once made a loop on ISO strings run forever: `+010000-…` sorts before `9999-…`).
 */
export function monthTicks(points: readonly TrendPoint[], max = 6, end?: number): number[] {
  const last = points.at(-1)?.date
  if (last === undefined) return []
  const starts: number[] = []
  points.forEach((point, index) => {
    if (index === 0 || point.date.slice(0, 7) !== points[index - 1]?.date.slice(0, 7)) {
      starts.push(dayTime(point.date))
    }
  })
  const lastMonth = monthOf(dayTime(last))
  const after = end === undefined || !Number.isFinite(end) ? 0 : monthOf(end) - lastMonth
  const count = starts.length + Math.max(0, after)
  const step = Math.max(1, Math.ceil(count / Math.max(1, max)))
  const ticks: number[] = []
  for (let index = 0; index < count; index += step) {
    ticks.push(starts[index] ?? monthStart(lastMonth + 1 + index - starts.length))
  }
  return ticks
}
