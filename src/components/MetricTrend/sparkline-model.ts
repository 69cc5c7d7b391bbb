import { daysBetween } from '../../domain/history.ts'
import type { TrendPoint } from '../../domain/trend-series.ts'

/**
 * What a sparkline draws (issue 24): the yes share smoothed to the week, so a day's wobble does
 * not read as a move, with its two ends exact. The first and last shown days keep their own
 * shares, which are marked and are the ones the card's words name, so the line and the words
 * never disagree in sign. A week with no shown day is a gap, never a zero.
 */

export interface SparkPoint {
  /** The day the value stands for: the week's last day, or the exact first or last shown day. */
  date: string
  /** The share in percent, or undefined for a week without a shown day (a gap). */
  yes: number | undefined
}

export interface SparklineModel {
  points: SparkPoint[]
  /** The first and last shown days, exact (the marked ends). */
  start: SparkPoint | undefined
  end: SparkPoint | undefined
}

const WEEK = 7

/** Weekly means (7-day weeks counted back from the latest day) between the exact ends. */
export function sparklineModel(points: readonly TrendPoint[]): SparklineModel {
  const shown = points.filter((point) => point.share !== undefined)
  const first = shown[0]
  const last = shown.at(-1)
  const latest = points.at(-1)
  if (first?.share === undefined || last?.share === undefined || latest === undefined) {
    return { points: [], start: undefined, end: undefined }
  }
  const start = { date: first.date, yes: first.share.yes }
  const end = { date: last.date, yes: last.share.yes }
  const weeks = new Map<number, { date: string; sum: number; days: number }>()
  for (const point of points) {
    const week = Math.floor(daysBetween(point.date, latest.date) / WEEK)
    const entry = weeks.get(week) ?? { date: point.date, sum: 0, days: 0 }
    entry.date = point.date
    if (point.share !== undefined) {
      entry.sum += (point.share.yesCount / point.share.total) * 100
      entry.days += 1
    }
    weeks.set(week, entry)
  }
  const firstWeek = Math.floor(daysBetween(first.date, latest.date) / WEEK)
  const lastWeek = Math.floor(daysBetween(last.date, latest.date) / WEEK)
  const middle = [...weeks.entries()]
    .filter(([week]) => week < firstWeek && week > lastWeek)
    .sort(([a], [b]) => b - a)
    .map(([, entry]) => ({
      date: entry.date,
      yes: entry.days === 0 ? undefined : entry.sum / entry.days,
    }))
  return { points: first === last ? [start] : [start, ...middle, end], start, end }
}
