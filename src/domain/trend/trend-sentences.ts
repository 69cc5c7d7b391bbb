import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { ltr } from '../text/bidi.ts'
import type { TrendPoint } from './trend-series.ts'
import { countsText, endsText, factText, relativeText } from './trend-facts.ts'
import { judgementText } from './trend-judgements.ts'
import { periodText, staleSince, type TrendPeriod } from './trend-periods.ts'
import { describeTrend } from './trend-summary.ts'
import { formatDay } from './trend-wording.ts'

/**
 * The words of a trend (docs/decisions/0230), from the catalogs: the fact first, in shares and
 * counts ("rose from 17% to 29% (7 → 12 of 42 pipelines) over 18 months"), then the judgement
 * of the whole period ("a steady rise", "mostly in one jump, on Mar 3, 2026", "a rise not yet
 * clearly more than day-to-day movement"). Both come from describeTrend, which keeps them in
 * agreement with each other and with the chart's ends, and never claims more than its test.
 * The parts are trend-facts.ts, trend-judgements.ts and trend-periods.ts; here they make the
 * chart's sentence and the card's line.
 */

/**
 * One sentence for a metric's trend: the fact, then the judgement, and how old its last value is
 * when more than a week ("The latest value shown is from Aug 12, 2026."). With the metric's
 * target share (`target`, percent), a share short of it is never said rounded onto it.
 */
export function trendSentence(
  i18n: I18n,
  metric: string,
  points: readonly TrendPoint[],
  period: TrendPeriod,
  locale?: string,
  target?: number,
): string {
  const description = describeTrend(points)
  if (description.status === 'unavailable') {
    return i18n._(
      msg({
        comment:
          'Summary of a chart: {metric} names a metric ("Pipelines with women") that has fewer than two shown days',
        message: `${metric}: not enough shown data to describe a change.`,
      }),
    )
  }
  const { key, label } = points[0]?.distribution ?? { key: '', label: metric }
  const counts = endsText(
    i18n,
    description,
    countsText(i18n, description, key, label, locale),
    locale,
  )
  const { phrase } = periodText(i18n, description, period, locale)
  const fact = factText(i18n, metric, description, counts, phrase, locale, target)
  const judgement = judgementText(i18n, description, locale)
  const sentence = i18n._(
    msg({
      comment:
        'A trend in one sentence: {fact} says what happened, {judgement} how to read it (“a steady rise”)',
      message: `${fact}: ${judgement}.`,
    }),
  )
  const stale = staleSince(description, period)
  if (stale === undefined) return sentence
  const date = ltr(formatDay(stale, locale), locale)
  return `${sentence} ${i18n._(
    msg({
      comment: 'After a trend’s sentence when its last shown value is more than a week old',
      message: `The latest value shown is from ${date}.`,
    }),
  )}`
}

const signedNumbers = new Map<string, Intl.NumberFormat>()

function signed(points: number, decimals: number, locale?: string): string {
  const key = `${locale ?? ''}|${decimals}`
  let format = signedNumbers.get(key)
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, {
      signDisplay: 'exceptZero',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    signedNumbers.set(key, format)
  }
  return format.format(points)
}

/**
 * A sparkline card's one line: "12 months: +13 points, a steady rise", from the 7-day means at
 * each end ("40 days: …", "Since Oct 12, 2026: …" from the data's own dates); a rare metric's
 * relative change ("3 months: -1.2 points, all gone, a steady fall"); "latest Aug 12, 2026" when
 * the last shown value is more than a week old.
 */
export function trendLine(
  i18n: I18n,
  points: readonly TrendPoint[],
  period: TrendPeriod,
  locale?: string,
): string {
  const description = describeTrend(points)
  if (description.status === 'unavailable') {
    return i18n._(
      msg({
        comment: 'A trend card’s line when fewer than two days are shown',
        message: 'Not enough shown data for a trend',
      }),
    )
  }
  const { label: periodLabel } = periodText(i18n, description, period, locale)
  const judgement = judgementText(i18n, description, locale)
  const relative = relativeText(i18n, description, locale)
  const change = ltr(signed(description.points, description.decimals, locale), locale)
  const moved = i18n._(
    msg({
      comment:
        'A trend card’s line; {periodLabel} is a period such as “12 months”, {change} a signed number of percentage points (“+13”), {judgement} e.g. “a steady rise”',
      message: plural(description.points, {
        0: `${periodLabel}: no change, ${judgement}`,
        one: `${periodLabel}: ${change} point, ${judgement}`,
        other: `${periodLabel}: ${change} points, ${judgement}`,
      }),
    }),
  )
  const line =
    relative === ''
      ? moved
      : i18n._(
          msg({
            comment:
              'A rare metric’s trend card line; {periodLabel} a period (“3 months”), {change} signed points (“-1.2”), {relative} its relative change (“all gone”), {judgement} e.g. “a steady fall”',
            message: `${periodLabel}: ${change} points, ${relative}, ${judgement}`,
          }),
        )
  const stale = staleSince(description, period)
  if (stale === undefined) return line
  const date = ltr(formatDay(stale, locale), locale)
  return i18n._(
    msg({
      comment:
        'A trend card’s line whose last shown value is more than a week old; {line} is the line, {date} that value’s day',
      message: `${line} · latest ${date}`,
    }),
  )
}
