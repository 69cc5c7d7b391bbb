import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatCount, formatPercent } from '../text/format.ts'
import type { TrendPoint } from './trend-series.ts'
import type { ShareEnd, ShareInterval } from './trends.ts'

/**
 * The words of single values in the trend views, from the catalogs (docs/decisions/0110): days,
 * shares with their counts and 95 % intervals. The words of a change over a period are in
 * trend-sentences.ts. Every day is written one way (formatDay); short months label chart axes,
 * long months a target's date.
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

/** `2027-12-31` → "December 2027": a target's month and the pace's, in sentences. */
export function formatLongMonth(day: string, locale?: string): string {
  return dayFormat(locale, { month: 'long', year: 'numeric' }).format(toDate(day))
}

/** `2025-11-24` → "Nov 24, 2025". */
export function formatDay(day: string, locale?: string): string {
  return dayFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(toDate(day))
}

/** "38%–58%": the bounds of a 95 % interval, rounded outwards. */
export function intervalRange(i18n: I18n, interval: ShareInterval, locale?: string): string {
  const low = formatPercent(Math.floor(interval.low), { locale })
  const high = formatPercent(Math.ceil(interval.high), { locale })
  return i18n._(
    msg({ comment: 'A range of two percentages, from {low} to {high}', message: `${low}–${high}` }),
  )
}

/** "95% interval 38%–58%". */
export function intervalText(i18n: I18n, interval: ShareInterval, locale?: string): string {
  const range = intervalRange(i18n, interval, locale)
  return i18n._(
    msg({
      comment:
        'Statistics: the 95 % confidence interval of a share; {range} is a range such as 38%–58%',
      message: `95% interval ${range}`,
    }),
  )
}

/** "48% (48 of 100; 95% interval 38%–58%)". */
export function shareEndText(i18n: I18n, end: ShareEnd, locale?: string): string {
  const share = formatPercent(end.yes, { locale })
  const yesCount = formatCount(end.yesCount, locale)
  const total = formatCount(end.total, locale)
  const interval = intervalText(i18n, end.interval, locale)
  return i18n._(
    msg({
      comment:
        'The share answering yes on one day, its counts ({yesCount} yes of {total} counted) and its 95 % interval',
      message: `${share} (${yesCount} of ${total}; ${interval})`,
    }),
  )
}

/**
 * The counts and intervals behind both ends of a trend, for hover and focus: "Nov 21, 2025: 45%
 * (450 of 1,000; 95% interval 41%–49%). Nov 21, 2026: 55% (…)."; undefined without two shown days.
 */
export function trendDetails(
  i18n: I18n,
  points: readonly TrendPoint[],
  locale?: string,
): string | undefined {
  const shown = points.filter((point) => point.share !== undefined)
  const first = shown[0]
  const last = shown.at(-1)
  if (first?.share === undefined || last?.share === undefined || first === last) return undefined
  const firstDay = formatDay(first.date, locale)
  const firstShare = shareEndText(i18n, first.share, locale)
  const lastDay = formatDay(last.date, locale)
  const lastShare = shareEndText(i18n, last.share, locale)
  return i18n._(
    msg({
      comment: 'The first and last shown days of a trend, each with its share, counts and interval',
      message: `${firstDay}: ${firstShare}. ${lastDay}: ${lastShare}.`,
    }),
  )
}
