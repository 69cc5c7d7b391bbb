import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { formatCount, formatPercent } from './format.ts'
import type { TrendChange, TrendPoint } from './trend-series.ts'
import { changeAcross } from './trend-series.ts'
import type { ShareChange, ShareEnd, ShareInterval } from './trends.ts'

/**
 * The words of the trend views, from the catalogs (docs/decisions/0110): the caller passes its
 * `i18n`. A change is "▲"/"▼" or "rose"/"fell" only when shareChange calls it clear (the 95 %
 * intervals do not overlap); otherwise it is "no clear change" or "stayed about the same". Arrows
 * always come with words: colour never carries the meaning.
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

/** "▲ 4 points since Nov 2025", "▼ under 1 point since …": the direction in a symbol and words. */
function clearChangeText(
  i18n: I18n,
  direction: 'up' | 'down',
  points: number,
  sinceDate: string,
  locale?: string,
): string {
  const pointCount = formatCount(points, locale)
  if (direction === 'up') {
    return points === 0
      ? i18n._(msg`▲ under 1 point since ${sinceDate}`)
      : i18n._(
          msg({
            comment:
              'A rise of a percentage in percentage points; {pointCount} is the number of points, {sinceDate} a day or a month',
            message: plural(points, {
              one: `▲ ${pointCount} point since ${sinceDate}`,
              other: `▲ ${pointCount} points since ${sinceDate}`,
            }),
          }),
        )
  }
  return points === 0
    ? i18n._(msg`▼ under 1 point since ${sinceDate}`)
    : i18n._(
        msg({
          comment:
            'A fall of a percentage in percentage points; {pointCount} is the number of points, {sinceDate} a day or a month',
          message: plural(points, {
            one: `▼ ${pointCount} point since ${sinceDate}`,
            other: `▼ ${pointCount} points since ${sinceDate}`,
          }),
        }),
      )
}

/** The change line of a card: "▲ 4 points since Nov 2025", "No clear change since Oct 25, 2026". */
export function changeText(
  i18n: I18n,
  change: TrendChange,
  sinceDate: string,
  locale?: string,
): string {
  if (change.kind === 'no_history') return i18n._(msg`No history back to ${sinceDate} yet`)
  const { change: share } = change
  if (share.status === 'unavailable') {
    return i18n._(msg`No comparison with ${sinceDate}: hidden or not reported`)
  }
  if (share.direction === 'no_clear_change') return i18n._(msg`No clear change since ${sinceDate}`)
  return clearChangeText(i18n, share.direction, Math.abs(share.points), sinceDate, locale)
}

/** The counts and intervals behind both ends: shown on hover and focus. */
export function changeDetails(
  i18n: I18n,
  change: TrendChange,
  latestDate: string,
  locale?: string,
): string | undefined {
  if (change.kind !== 'compared' || change.change.status !== 'ok') return undefined
  const { earlier, later, direction } = change.change
  const earlierDay = formatDay(change.since, locale)
  const earlierShare = shareEndText(i18n, earlier, locale)
  const laterDay = formatDay(latestDate, locale)
  const laterShare = shareEndText(i18n, later, locale)
  return direction === 'no_clear_change'
    ? i18n._(
        msg`${earlierDay}: ${earlierShare}. ${laterDay}: ${laterShare}. The intervals overlap: no clear change.`,
      )
    : i18n._(
        msg`${earlierDay}: ${earlierShare}. ${laterDay}: ${laterShare}. The intervals do not overlap: a clear change.`,
      )
}

/**
 * One sentence for a metric's trend: "Pipelines with women rose from 48% to 53% over 12 months."
 * Only "rose"/"fell" when the change is clear; otherwise "stayed about the same". `period` is a
 * phrase from the catalogs ("over 12 months").
 */
export function trendSummary(
  i18n: I18n,
  label: string,
  points: readonly TrendPoint[],
  period: string,
  locale?: string,
): string {
  return summaryOf(i18n, label, changeAcross(points), period, locale)
}

export function summaryOf(
  i18n: I18n,
  metric: string,
  change: ShareChange,
  period: string,
  locale?: string,
): string {
  if (change.status === 'unavailable') {
    return i18n._(
      msg({
        comment:
          'Summary of a chart: {metric} names a metric ("Pipelines with women"), {period} is a phrase such as "over 12 months"',
        message: `${metric}: not enough shown data to describe a change ${period}.`,
      }),
    )
  }
  const from = formatPercent(change.earlier.yes, { locale })
  const to = formatPercent(change.later.yes, { locale })
  switch (change.direction) {
    case 'up':
      return i18n._(
        msg({
          comment:
            'Summary of a chart: {metric} names a metric ("Pipelines with women"), {period} is a phrase such as "over 12 months"',
          message: `${metric} rose from ${from} to ${to} ${period}.`,
        }),
      )
    case 'down':
      return i18n._(
        msg({
          comment:
            'Summary of a chart: {metric} names a metric ("Pipelines with women"), {period} is a phrase such as "over 12 months"',
          message: `${metric} fell from ${from} to ${to} ${period}.`,
        }),
      )
    case 'no_clear_change':
      return i18n._(
        msg({
          comment:
            'Summary of a chart: {metric} names a metric ("Pipelines with women"), {period} is a phrase such as "over 12 months"',
          message: `${metric} stayed about the same (${from} to ${to}, no clear change) ${period}.`,
        }),
      )
  }
}
