import { formatCount, formatPercent } from '../../domain/format.ts'
import type { TrendPoint } from '../../domain/trend-series.ts'
import { formatDay, intervalText } from '../../domain/trend-wording.ts'
import { suppressedText, NO_DATA_TEXT } from '../DistributionChart/summary.ts'

/** One day of a trend chart: null values on a withheld or unreported day draw a gap. */
export interface TrendDatum {
  date: string
  /** The shown yes share, or null. */
  yes: number | null
  /** The 95 % interval as [low, high], or null. */
  band: [number, number] | null
  /** What the tooltip and table say about the day. */
  readout: string
}

/** The hover/focus text of a day: share, counts and interval, or why it is hidden. */
export function dayReadout(point: TrendPoint, locale?: string): string {
  const day = formatDay(point.date, locale)
  if (point.share === undefined) {
    return `${day}: ${point.status === 'suppressed' ? suppressedText(point.minGroupSize, locale) : NO_DATA_TEXT}`
  }
  const { yes, yesCount, total, interval } = point.share
  return `${day}: ${formatPercent(yes, { locale })} yes (${formatCount(yesCount, locale)} of ${formatCount(total, locale)}; ${intervalText(interval, locale)})`
}

export function trendData(points: readonly TrendPoint[], locale?: string): TrendDatum[] {
  return points.map((point) => ({
    date: point.date,
    yes: point.share?.yes ?? null,
    band: point.share === undefined ? null : [point.share.interval.low, point.share.interval.high],
    readout: dayReadout(point, locale),
  }))
}
