import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { formatCount, formatPercent } from './format.ts'
import { countedText, distributionDefinition } from './metric-texts.ts'
import type { TrendPoint } from './trend-series.ts'
import { ltr } from './bidi.ts'
import { describeTrend, type TrendDescription } from './trend-summary.ts'
import { formatDay } from './trend-wording.ts'

/**
 * The words of a trend (docs/decisions/0230), from the catalogs: the fact first, in shares and
 * counts ("rose from 17% to 29% (7 → 12 of 42 pipelines) over 18 months"), then the judgement
 * of the whole period ("a steady rise", "mostly in one jump, on Mar 3, 2026", "a rise not yet
 * clearly more than day-to-day movement"). Both come from describeTrend, which keeps them in
 * agreement with each other and with the chart's ends, and never claims more than its test.
 */

const JUDGEMENTS = {
  rise: msg({
    comment:
      'Judgement of a trend over a whole period: it rose, clearly more than day-to-day movement, and without a step or a reversal (see the methodology page)',
    message: 'a steady rise',
  }),
  fall: msg({
    comment:
      'Judgement of a trend over a whole period: it fell, clearly more than day-to-day movement, and without a step or a reversal',
    message: 'a steady fall',
  }),
  rose_uneven: msg({
    comment:
      'Judgement of a trend that clearly rose over the period, but went down for a stretch on the way',
    message: 'a rise, but not a steady one',
  }),
  fell_uneven: msg({
    comment:
      'Judgement of a trend that clearly fell over the period, but went up for a stretch on the way',
    message: 'a fall, but not a steady one',
  }),
  rose_unclear: msg({
    comment:
      'Judgement of a trend that rose, but by too little, for its size and noise, to tell from the ups and downs of ordinary days; it may yet prove a real rise',
    message: 'a rise not yet clearly more than day-to-day movement',
  }),
  fell_unclear: msg({
    comment:
      'Judgement of a trend that fell, but by too little, for its size and noise, to tell from the ups and downs of ordinary days',
    message: 'a fall not yet clearly more than day-to-day movement',
  }),
  unclear: msg({
    comment:
      'Judgement of a trend that ended within 1 point of where it started and moved both ways, not clearly more than the ups and downs of ordinary days',
    message: 'up and down, not clearly more than day-to-day movement',
  }),
  no_clear_direction: msg({
    comment:
      'Judgement of a trend that went both up and down and whose change over the period is known to be within 1 point: it really has no direction',
    message: 'up and down, no clear direction',
  }),
  level: msg({
    comment: 'Judgement of a trend that never moved by more than one percentage point',
    message: 'level throughout',
  }),
  too_short: msg({
    comment: 'Judgement of a trend whose history is too short to judge its direction',
    message: 'too short a history to judge a direction',
  }),
} as const

type Described = Extract<TrendDescription, { status: 'ok' }>

/** The judgement of a described trend in words: "a steady rise", "rose until Mar 3, 2026, then fell". */
export function judgementText(i18n: I18n, description: Described, locale?: string): string {
  const { judgement, fact } = description
  const date =
    description.date === undefined ? '' : ltr(formatDay(description.date, locale), locale)
  switch (judgement) {
    case 'step':
      return i18n._(
        msg({
          comment:
            'Judgement of a trend whose change happened mostly on one day. {date} is that day (“Mar 3, 2026”)',
          message: `mostly in one jump, on ${date}`,
        }),
      )
    case 'peak':
      return i18n._(
        msg({
          comment:
            'Judgement of a trend that clearly rose, then clearly fell. {date} is the day it turned (“Mar 3, 2026”)',
          message: `rose until ${date}, then fell`,
        }),
      )
    case 'trough':
      return i18n._(
        msg({
          comment:
            'Judgement of a trend that clearly fell, then clearly rose. {date} is the day it turned (“Mar 3, 2026”)',
          message: `fell until ${date}, then rose`,
        }),
      )
    case 'uneven':
      return i18n._(fact === 'fell' ? JUDGEMENTS.fell_uneven : JUDGEMENTS.rose_uneven)
    case 'unclear':
      return i18n._(
        fact === 'rose'
          ? JUDGEMENTS.rose_unclear
          : fact === 'fell'
            ? JUDGEMENTS.fell_unclear
            : JUDGEMENTS.unclear,
      )
    default:
      return i18n._(JUDGEMENTS[judgement])
  }
}

/** "7 → 12 of 42 pipelines", or "7 of 40 → 12 of 42 pipelines" when the totals differ. */
export function countsText(
  i18n: I18n,
  description: Described,
  key: string,
  label: string,
  locale?: string,
): string {
  const { first, last } = description
  const { counted } = distributionDefinition(key, label)
  const fromCount = formatCount(first.yesCount, locale)
  const toCount = formatCount(last.yesCount, locale)
  const toCounted = countedText(i18n, last.total, counted, locale)
  if (first.total === last.total) {
    return i18n._(
      msg({
        comment:
          'The yes counts at the start and end of a trend; {toCounted} is e.g. “of 42 pipelines”',
        message: `${fromCount} → ${toCount} ${toCounted}`,
      }),
    )
  }
  const fromTotal = formatCount(first.total, locale)
  return i18n._(
    msg({
      comment:
        'The yes counts at the start and end of a trend whose total changed; {toCounted} is e.g. “of 42 pipelines”',
      message: `${fromCount} of ${fromTotal} → ${toCount} ${toCounted}`,
    }),
  )
}

/** The fact: "Pipelines with leaders rose from 17% to 29% (7 → 12 of 42 pipelines) over 18 months". */
function factText(
  i18n: I18n,
  metric: string,
  description: Described,
  counts: string,
  period: string,
  locale?: string,
): string {
  const from = formatPercent(description.first.yes, { locale })
  const to = formatPercent(description.last.yes, { locale })
  switch (description.fact) {
    case 'rose':
      return i18n._(
        msg({
          comment:
            'A trend’s fact. {metric} names a metric (plural noun, e.g. “Pipelines with women”), {counts} the yes counts (“7 → 12 of 42 pipelines”), {period} a past period (“over 12 months”)',
          message: `${metric} rose from ${from} to ${to} (${counts}) ${period}`,
        }),
      )
    case 'fell':
      return i18n._(
        msg({
          comment:
            'A trend’s fact. {metric} names a metric (plural noun, e.g. “Pipelines with women”), {counts} the yes counts (“12 → 7 of 42 pipelines”), {period} a past period (“over 12 months”)',
          message: `${metric} fell from ${from} to ${to} (${counts}) ${period}`,
        }),
      )
    case 'about_same':
      return i18n._(
        msg({
          comment:
            'A trend’s fact when the two shares differ by one percentage point at most. {metric} names a metric (plural noun), {counts} the yes counts, {period} a past period',
          message: `${metric} moved from ${from} to ${to} (${counts}) ${period}, within 1 point`,
        }),
      )
    case 'unchanged':
      return i18n._(
        msg({
          comment:
            'A trend’s fact when the first and last shares are equal. {metric} names a metric (plural noun), {counts} the yes counts, {period} a past period',
          message: `${metric} ended where they started, at ${to} (${counts}) ${period}`,
        }),
      )
  }
}

/**
 * One sentence for a metric's trend: the fact, then the judgement. `period` is a phrase from
 * the catalogs ("over 12 months").
 */
export function trendSentence(
  i18n: I18n,
  metric: string,
  points: readonly TrendPoint[],
  period: string,
  locale?: string,
): string {
  const description = describeTrend(points)
  if (description.status === 'unavailable') {
    return i18n._(
      msg({
        comment:
          'Summary of a chart: {metric} names a metric ("Pipelines with women"), {period} is a phrase such as "over 12 months"',
        message: `${metric}: not enough shown data to describe a change ${period}.`,
      }),
    )
  }
  const { key, label } = points[0]?.distribution ?? { key: '', label: metric }
  const counts = countsText(i18n, description, key, label, locale)
  const fact = factText(i18n, metric, description, counts, period, locale)
  const judgement = judgementText(i18n, description, locale)
  return i18n._(
    msg({
      comment:
        'A trend in one sentence: {fact} says what happened, {judgement} how to read it (“a steady rise”)',
      message: `${fact}: ${judgement}.`,
    }),
  )
}

const signedNumbers = new Map<string, Intl.NumberFormat>()

function signed(points: number, locale?: string): string {
  const key = locale ?? ''
  let format = signedNumbers.get(key)
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' })
    signedNumbers.set(key, format)
  }
  return format.format(points)
}

/** A sparkline card's one line: "12 months: +13 points, a steady rise". */
export function trendLine(
  i18n: I18n,
  points: readonly TrendPoint[],
  periodLabel: string,
  locale?: string,
): string {
  const description = describeTrend(points)
  if (description.status === 'unavailable') {
    return i18n._(
      msg({
        comment: 'A trend card’s line; {periodLabel} is a period such as “12 months”',
        message: `${periodLabel}: not enough shown data`,
      }),
    )
  }
  const judgement = judgementText(i18n, description, locale)
  const change = signed(description.points, locale)
  return i18n._(
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
}
