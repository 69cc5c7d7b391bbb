import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { formatCount, formatPercent } from './format.ts'
import { countedText, distributionDefinition } from './metric-texts.ts'
import type { TrendPoint } from './trend-series.ts'
import { describeTrend, type TrendDescription, type TrendJudgement } from './trend-summary.ts'

/**
 * The words of a trend (docs/decisions/0150), from the catalogs: the fact first, in shares and
 * counts ("rose from 17% to 29% (7 → 12 of 42 pipelines) over 18 months"), then the judgement
 * of the whole period ("a steady rise"). Both come from describeTrend, which keeps them in
 * agreement with each other and with the chart's ends.
 */

const JUDGEMENTS = {
  rise: msg({
    comment:
      'Judgement of a trend over a whole period: it rose steadily (see the methodology page)',
    message: 'a steady rise',
  }),
  fall: msg({
    comment: 'Judgement of a trend over a whole period: it fell steadily',
    message: 'a steady fall',
  }),
  not_steady: msg({
    comment:
      'Judgement of a trend that moved one way only, but too little or in one jump: no steady trend',
    message: 'not a steady trend',
  }),
  up_and_down: msg({
    comment: 'Judgement of a trend that went both up and down without a clear direction',
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

export function judgementText(i18n: I18n, judgement: TrendJudgement): string {
  return i18n._(JUDGEMENTS[judgement])
}

type Described = Extract<TrendDescription, { status: 'ok' }>

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
  const judgement = judgementText(i18n, description.judgement)
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
  const judgement = judgementText(i18n, description.judgement)
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
