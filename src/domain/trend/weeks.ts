import { daysBetween } from '../history/history.ts'
import type { TrendPoint } from './trend-series.ts'

/**
 * The weeks of the weekly views (the sparklines, the slides' line charts, a trend plot narrower
 * than its days, the direction test's degrees of freedom): 7-day weeks counted back from the
 * latest day, so the last week always ends on the latest day and only the first may be short.
 */
const WEEK_DAYS = 7

/** The week `days` days before the latest day falls in: 0 is the week ending on it. */
export function weekBack(days: number): number {
  return Math.floor(days / WEEK_DAYS)
}

/** `items` grouped by their week back from the latest (`daysBefore` each), oldest week first. */
export function weeksBack<T>(
  items: readonly T[],
  daysBefore: (item: T) => number,
): { week: number; items: T[] }[] {
  const weeks = new Map<number, T[]>()
  for (const item of items) {
    const week = weekBack(daysBefore(item))
    const group = weeks.get(week)
    if (group === undefined) weeks.set(week, [item])
    else group.push(item)
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => b - a)
    .map(([week, grouped]) => ({ week, items: grouped }))
}

/** A week of daily points: its last day and the mean yes share of its shown days. */
export interface WeekShare {
  week: number
  date: string
  /** Percent (0–100); undefined when no day of the week is shown (a gap, never a zero). */
  yes: number | undefined
}

/** `points` (in date order) as weeks back from the last point's day, oldest first. */
export function weeklyShares(points: readonly TrendPoint[]): WeekShare[] {
  const latest = points.at(-1)
  if (latest === undefined) return []
  return weeksBack(points, (point) => daysBetween(point.date, latest.date)).map(
    ({ week, items }) => {
      const shares = items.flatMap((point) =>
        point.share === undefined ? [] : [(point.share.yesCount / point.share.total) * 100],
      )
      return {
        week,
        date: items.at(-1)?.date ?? latest.date,
        yes:
          shares.length === 0
            ? undefined
            : shares.reduce((sum, share) => sum + share, 0) / shares.length,
      }
    },
  )
}
