import { daysBetween } from '../../domain/history/history.ts'
import type { TrendPoint } from '../../domain/trend/trend-series.ts'
import { describeTrend } from '../../domain/trend/trend-summary.ts'
import { weekBack, weeklyShares } from '../../domain/trend/weeks.ts'

/**
 * What a sparkline draws (issue 24): the yes share smoothed to the week, so a day's wobble does
 * not read as a move. Its two marked ends are the means of the first and last week shown, dated
 * on the first and last shown days: the very figures the card's words name (describeTrend, from
 * every day, decision 0232), so the line and the words never disagree; the tooltip gives the
 * single days. A week with no shown day is a gap, never a zero.
 */

export interface SparkPoint {
  /** The day the value stands for: the week's last day, or the exact first or last shown day. */
  date: string
  /** The share in percent, or undefined for a week without a shown day (a gap). */
  yes: number | undefined
}

export interface SparklineModel {
  points: SparkPoint[]
  /** The 7-day means at each end (the marked ends), on the first and last shown days. */
  start: SparkPoint | undefined
  end: SparkPoint | undefined
  /** Decimal places the ends are said with: 1 for a rare metric (below 5 %), else 0. */
  decimals: number
}

/** Weekly means (7-day weeks counted back from the latest day) between the exact ends. */
export function sparklineModel(points: readonly TrendPoint[]): SparklineModel {
  const shown = points.filter((point) => point.share !== undefined)
  const first = shown[0]
  const last = shown.at(-1)
  const latest = points.at(-1)
  if (first?.share === undefined || last?.share === undefined || latest === undefined) {
    return { points: [], start: undefined, end: undefined, decimals: 0 }
  }
  const description = describeTrend(points)
  const ends =
    description.status === 'ok'
      ? { from: description.start.shown, to: description.end.shown, decimals: description.decimals }
      : { from: first.share.yes, to: last.share.yes, decimals: 0 }
  const start = { date: first.date, yes: ends.from }
  const end = { date: last.date, yes: ends.to }
  const firstWeek = weekBack(daysBetween(first.date, latest.date))
  const lastWeek = weekBack(daysBetween(last.date, latest.date))
  const middle = weeklyShares(points)
    .filter(({ week }) => week < firstWeek && week > lastWeek)
    .map(({ date, yes }) => ({ date, yes }))
  return {
    points: first === last ? [start] : [start, ...middle, end],
    start,
    end,
    decimals: ends.decimals,
  }
}
