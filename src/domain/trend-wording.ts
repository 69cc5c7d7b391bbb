import { formatCount, formatPercent } from './format.ts'
import type { TrendChange, TrendPoint } from './trend-series.ts'
import { changeAcross } from './trend-series.ts'
import type { ShareChange, ShareEnd, ShareInterval } from './trends.ts'

/**
 * The words of the trend views. A change is "▲"/"▼" or "rose"/"fell" only when shareChange
 * calls it clear (the 95 % intervals do not overlap); otherwise it is "no clear change" or
 * "stayed about the same". Arrows always come with words: colour never carries the meaning.
 */

const dayFormats = new Map<string, Intl.DateTimeFormat>()

function dayFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions) {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`
  let format = dayFormats.get(key)
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
    dayFormats.set(key, format)
  }
  return format
}

const toDate = (day: string) => new Date(`${day}T00:00:00.000Z`)

/** `2025-11-24` → "Nov 2025". */
export function formatMonth(day: string, locale?: string): string {
  return dayFormat(locale, { month: 'short', year: 'numeric' }).format(toDate(day))
}

/** `2025-11-24` → "Nov 24, 2025". */
export function formatDay(day: string, locale?: string): string {
  return dayFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(toDate(day))
}

/** "95% interval 38–58%". */
export function intervalText(interval: ShareInterval, locale?: string): string {
  const low = formatPercent(Math.floor(interval.low), { locale })
  const high = formatPercent(Math.ceil(interval.high), { locale })
  return `95% interval ${low}–${high}`
}

/** "48% (48 of 100; 95% interval 38–58%)". */
export function shareEndText(end: ShareEnd, locale?: string): string {
  return `${formatPercent(end.yes, { locale })} (${formatCount(end.yesCount, locale)} of ${formatCount(end.total, locale)}; ${intervalText(end.interval, locale)})`
}

function pointsWord(points: number, locale?: string): string {
  const size = Math.abs(points)
  if (size === 0) return 'under 1 point'
  return `${formatCount(size, locale)} ${size === 1 ? 'point' : 'points'}`
}

/** The change line of a card: "▲ 4 points since Nov 2025", "No clear change since Oct 25, 2026". */
export function changeText(change: TrendChange, sinceText: string, locale?: string): string {
  if (change.kind === 'no_history') return `No history back to ${sinceText} yet`
  const { change: share } = change
  if (share.status === 'unavailable')
    return `No comparison with ${sinceText}: hidden or not reported`
  switch (share.direction) {
    case 'up':
      return `▲ ${pointsWord(share.points, locale)} since ${sinceText}`
    case 'down':
      return `▼ ${pointsWord(share.points, locale)} since ${sinceText}`
    case 'no_clear_change':
      return `No clear change since ${sinceText}`
  }
}

/** The counts and intervals behind both ends: shown on hover and focus. */
export function changeDetails(
  change: TrendChange,
  latestDate: string,
  locale?: string,
): string | undefined {
  if (change.kind !== 'compared' || change.change.status !== 'ok') return undefined
  const { earlier, later, direction } = change.change
  const verdict =
    direction === 'no_clear_change'
      ? 'The intervals overlap: no clear change.'
      : 'The intervals do not overlap: a clear change.'
  return `${formatDay(change.since, locale)}: ${shareEndText(earlier, locale)}. ${formatDay(latestDate, locale)}: ${shareEndText(later, locale)}. ${verdict}`
}

/**
 * One sentence for a metric's trend: "Pipelines with women rose from 48% to 53% over 12 months."
 * Only "rose"/"fell" when the change is clear; otherwise "stayed about the same".
 */
export function trendSummary(
  label: string,
  points: readonly TrendPoint[],
  period: string,
  locale?: string,
): string {
  return summaryOf(label, changeAcross(points), period, locale)
}

export function summaryOf(
  label: string,
  change: ShareChange,
  period: string,
  locale?: string,
): string {
  if (change.status === 'unavailable') {
    return `${label}: not enough shown data to describe a change ${period}.`
  }
  const from = formatPercent(change.earlier.yes, { locale })
  const to = formatPercent(change.later.yes, { locale })
  switch (change.direction) {
    case 'up':
      return `${label} rose from ${from} to ${to} ${period}.`
    case 'down':
      return `${label} fell from ${from} to ${to} ${period}.`
    case 'no_clear_change':
      return `${label} stayed about the same (${from} to ${to}, no clear change) ${period}.`
  }
}
