import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { formatCount, formatPercent, formatPercentBelow } from './format.ts'
import { daysBetween } from './history.ts'
import { countedText, distributionDefinition } from './metric-texts.ts'
import type { TrendPoint } from './trend-series.ts'
import { ltr } from './bidi.ts'
import { describeTrend, type TrendDescription, type TrendEnd } from './trend-summary.ts'
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

/**
 * "7 → 12 of 42 pipelines", or "7 of 40 → 12 of 42 pipelines" when the totals differ: the mean
 * counts of the first and last week shown, rounded to whole counts.
 */
export function countsText(
  i18n: I18n,
  description: Described,
  key: string,
  label: string,
  locale?: string,
): string {
  const { start, end } = description
  const { counted } = distributionDefinition(key, label)
  const fromCount = formatCount(start.yesCount, locale)
  const toCount = formatCount(end.yesCount, locale)
  const toCounted = countedText(i18n, end.total, counted, locale)
  if (start.total === end.total) {
    return i18n._(
      msg({
        comment:
          'The yes counts at the start and end of a trend; {toCounted} is e.g. “of 42 pipelines”',
        message: `${fromCount} → ${toCount} ${toCounted}`,
      }),
    )
  }
  const fromTotal = formatCount(start.total, locale)
  return i18n._(
    msg({
      comment:
        'The yes counts at the start and end of a trend whose total changed; {toCounted} is e.g. “of 42 pipelines”',
      message: `${fromCount} of ${fromTotal} → ${toCount} ${toCounted}`,
    }),
  )
}

/**
 * A rare metric's relative change (its share below 5 %): "all gone", "from none", "58% fewer",
 * "3.2 times as many"; '' for any other metric or no change.
 */
export function relativeText(i18n: I18n, description: Described, locale?: string): string {
  const { rare, relative, start, end } = description
  if (!rare || start.yesCount === end.yesCount) return ''
  if (end.share === 0) {
    return i18n._(
      msg({ comment: 'A rare metric’s change: none left at the end', message: 'all gone' }),
    )
  }
  if (relative === undefined) {
    return i18n._(
      msg({
        comment: 'A rare metric’s change: there were none at the start',
        message: 'from none',
      }),
    )
  }
  if (relative >= 1) {
    // Never "1.0 times as many" for 1.96: one decimal, cut rather than rounded.
    const times = ltr(
      new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
        Math.floor((1 + relative) * 10 + 1e-9) / 10,
      ),
      locale,
    )
    return i18n._(
      msg({
        comment: 'A rare metric’s relative change; {times} is a number such as 3.2',
        message: `${times} times as many`,
      }),
    )
  }
  // Never rounded onto 0 % or 100 %: a change short of all gone is short of 100 %.
  const part = ltr(formatPercentBelow(Math.abs(relative) * 100, 100, { locale }), locale)
  return relative > 0
    ? i18n._(
        msg({
          comment: 'A rare metric’s relative change; {part} is a percentage (“60%”)',
          message: `${part} more`,
        }),
      )
    : i18n._(
        msg({
          comment: 'A rare metric’s relative change; {part} is a percentage (“60%”)',
          message: `${part} fewer`,
        }),
      )
}

/**
 * What the fact's parenthesis says: the ends are 7-day means, their counts, and a rare metric's
 * relative change ("7-day means at each end: 553 → 0 of 44,400 pipelines, all gone").
 */
function endsText(i18n: I18n, description: Described, counts: string, locale?: string): string {
  const relative = relativeText(i18n, description, locale)
  return relative === ''
    ? i18n._(
        msg({
          comment:
            'In a trend’s fact: its two shares are the means of the first and last 7 days shown; {counts} are their mean yes counts (“7 → 12 of 42 pipelines”)',
          message: `7-day means at each end: ${counts}`,
        }),
      )
    : i18n._(
        msg({
          comment:
            'In a trend’s fact, for a rare metric: {counts} as before, {relative} its relative change (“all gone”, “60% fewer”)',
          message: `7-day means at each end: ${counts}, ${relative}`,
        }),
      )
}

/** The fact: "Pipelines with leaders rose from 17% to 29% (7-day means at each end: 7 → 12 of 42 pipelines) over 18 months". */
function factText(
  i18n: I18n,
  metric: string,
  description: Described,
  counts: string,
  period: string,
  locale?: string,
  target?: number,
): string {
  const decimals = description.decimals
  // Beside a target not reached, a share never rounds onto it: 39.96 % reads "39.96%" (0232).
  const said = (end: TrendEnd) =>
    ltr(
      target === undefined
        ? formatPercent(end.shown, { locale, decimals })
        : formatPercentBelow(end.share, target, { locale, decimals }),
      locale,
    )
  const from = said(description.start)
  const to = said(description.end)
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
 * Which period a trend covers and when it is read: `days`, the days the view asks for (365 for
 * 12 months); `today`, the day the words are read (by default the last day the points cover).
 */
export interface TrendPeriod {
  days: number
  today?: string | undefined
}

/** Up to this many days, a period is said in days ("over 40 days"), then in months. */
const PERIOD_IN_DAYS_UNTIL = 56
/** A last shown value older than this many days is said to be old. */
export const STALE_AFTER_DAYS = 7

/**
 * The period the shown days cover, from their own first and last dates: "over 40 days", "over
 * 12 months", or "since Oct 12, 2026" when the history starts inside the period asked for.
 * `phrase` ends a sentence; `label` starts a card's line ("40 days", "Since Oct 12, 2026").
 */
export function periodText(
  i18n: I18n,
  description: Described,
  period: TrendPeriod,
  locale?: string,
): { phrase: string; label: string } {
  const days = daysBetween(description.first.date, description.last.date)
  const short = days + STALE_AFTER_DAYS < period.days
  if (short && days >= PERIOD_IN_DAYS_UNTIL) {
    const date = ltr(formatDay(description.first.date, locale), locale)
    return {
      phrase: i18n._(
        msg({
          comment:
            'Ends a trend’s fact when its history starts inside the period: since a day (“Oct 12, 2026”)',
          message: `since ${date}`,
        }),
      ),
      label: i18n._(
        msg({
          comment:
            'Starts a trend card’s line when its history starts inside the period: since a day',
          message: `Since ${date}`,
        }),
      ),
    }
  }
  if (days < PERIOD_IN_DAYS_UNTIL) {
    const count = ltr(formatCount(days, locale), locale)
    return {
      phrase: i18n._(
        msg({
          comment: 'Ends a trend’s fact: the days between its first and last shown day',
          message: plural(days, { one: `over ${count} day`, other: `over ${count} days` }),
        }),
      ),
      label: i18n._(
        msg({
          comment: 'Starts a trend card’s line: the days between its first and last shown day',
          message: plural(days, { one: `${count} day`, other: `${count} days` }),
        }),
      ),
    }
  }
  const months = Math.round(days / 30.44)
  const count = ltr(formatCount(months, locale), locale)
  return {
    phrase: i18n._(
      msg({
        comment: 'Ends a trend’s fact: the months between its first and last shown day',
        message: plural(months, { one: `over ${count} month`, other: `over ${count} months` }),
      }),
    ),
    label: i18n._(
      msg({
        comment: 'Starts a trend card’s line: the months between its first and last shown day',
        message: plural(months, { one: `${count} month`, other: `${count} months` }),
      }),
    ),
  }
}

/** The day of the last shown value when it is more than a week old on `today`, else undefined. */
export function staleSince(description: Described, period: TrendPeriod): string | undefined {
  const today = period.today ?? description.latest
  return daysBetween(description.last.date, today) > STALE_AFTER_DAYS
    ? description.last.date
    : undefined
}

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
