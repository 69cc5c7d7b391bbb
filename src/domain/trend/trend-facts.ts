import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ltr } from '../text/bidi.ts'
import { formatCount, formatPercent, formatPercentBelow } from '../text/format.ts'
import { countedText, distributionDefinition } from '../metrics/metric-texts.ts'
import type { DescribedTrend, TrendEnd } from './trend-summary.ts'

/**
 * The fact of a trend in words (docs/decisions/0230): the shares at each end and the counts behind
 * them ("rose from 17% to 29% (7-day means at each end: 7 → 12 of 42 pipelines)"), with a rare
 * metric's relative change ("all gone", "3.2 times as many").
 */

/**
 * "7 → 12 of 42 pipelines", or "7 of 40 → 12 of 42 pipelines" when the totals differ: the mean
 * counts of the first and last week shown, rounded to whole counts.
 */
export function countsText(
  i18n: I18n,
  description: DescribedTrend,
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
export function relativeText(i18n: I18n, description: DescribedTrend, locale?: string): string {
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
export function endsText(
  i18n: I18n,
  description: DescribedTrend,
  counts: string,
  locale?: string,
): string {
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
export function factText(
  i18n: I18n,
  metric: string,
  description: DescribedTrend,
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
