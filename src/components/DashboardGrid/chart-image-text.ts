import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatPercent, joinSentences } from '../../domain/text/format.ts'
import { metricName, percentageStatusText } from '../../domain/metrics/metric-texts.ts'
import type { Distribution } from '../../domain/metrics/organization-info.ts'
import {
  PERCENTAGE_DECIMALS,
  type PercentageItem,
} from '../../domain/metrics/percentage-figures.ts'
import { distributionShares } from '../../domain/metrics/percentages.ts'
import type { OrganizationWording } from '../../domain/annotations/organization-definitions.ts'
import {
  regionListText,
  sourceText,
  suppressionText,
} from '../../domain/board-pack/report-texts.ts'
import type { TrendPoint } from '../../domain/trend/trend-series.ts'
import { distributionSummary } from '../DistributionChart/summary.ts'

/**
 * The words of the chart images (docs/decisions/0140), in the page's language: titles, the
 * region and as-of lines and the descriptions screen readers and slide programs read.
 */

export interface ImageContext {
  /** The language of the image's words (the page's). */
  i18n: I18n
  /** The region's display name ("United States"). */
  regionLabel: string
  /** The as-of time as the page formats it ("Nov 21, 2026, 10:00 AM"). */
  asOf: string
  decimals?: number | undefined
  locale?: string | undefined
  /** The figures are the demo mode's generated data: the image says so. */
  demo?: boolean | undefined
  /** ORGANIZATION_NAME, the slide's first line (default "Pipeline Diversity"). */
  organizationName?: string | undefined
  /** MIN_GROUP_SIZE, for the suppression rule (0: small groups are shown; unknown: no rule). */
  minGroupSize?: number | undefined
  /** A metric's daily points over the dashboard's 12 months, for its trend; none while loading. */
  trend?: ((key: string) => readonly TrendPoint[] | undefined) | undefined
  /** The organization's own definitions, shown instead of the built-in ones where it has one. */
  wording?: OrganizationWording | undefined
}

export type CardItem =
  | { kind: 'distribution'; distribution: Distribution }
  | { kind: 'percentage'; percentage: PercentageItem }

/** "As of Nov 21, 2026, 10:00 AM". */
function asOfLine({ i18n, asOf }: ImageContext): string {
  return i18n._(
    msg({
      comment: '{asOf} is a date and time (“Nov 21, 2026, 10:00 AM”)',
      message: `As of ${asOf}`,
    }),
  )
}

/** "United States · As of Nov 21, 2026, 10:00 AM": the line a standalone card carries. */
export function contextLine(context: ImageContext): string {
  const { regionLabel } = context
  const asOfText = asOfLine(context)
  return context.i18n._(
    msg({
      comment:
        'Line of a chart image: {regionLabel} is the region’s name, {asOfText} “As of <date>”',
      message: `${regionLabel} · ${asOfText}`,
    }),
  )
}

/** The report's source line, and its suppression rule when the server's is known. */
export function sourceLines(context: ImageContext): string[] {
  const { i18n, locale, minGroupSize } = context
  const source = sourceText(i18n, regionListText([context.regionLabel], locale), context.asOf)
  // "Confidential" as on every printed page and slide (issue 35): an image travels alone.
  const confidential = i18n._(
    msg({ comment: 'Print footer: the document is not for circulation', message: 'Confidential' }),
  )
  return minGroupSize === undefined
    ? [source, confidential]
    : [source, suppressionText(i18n, minGroupSize, locale), confidential]
}

/** The metric's name, the card's title. */
function cardLabel(item: CardItem, { i18n }: ImageContext): string {
  const { key, label } = item.kind === 'distribution' ? item.distribution : item.percentage
  return metricName(i18n, key, label)
}

/** The card's one-sentence summary, as the page's charts give it. */
export function cardDescription(item: CardItem, context: ImageContext): string {
  const { i18n } = context
  if (item.kind === 'distribution') {
    const shares = distributionShares(
      item.distribution,
      context.decimals === undefined ? {} : { decimals: context.decimals },
    )
    return distributionSummary(i18n, item.distribution, shares, context.locale)
  }
  const { value } = item.percentage
  const metric = cardLabel(item, context)
  const text =
    value === null
      ? percentageStatusText(i18n, item.percentage)
      : formatPercent(value, { locale: context.locale, decimals: PERCENTAGE_DECIMALS })
  return i18n._(
    msg({
      comment: 'Summary of a percentage figure; {text} is the value (“41.5%”) or “Not reported”',
      message: `${metric}: ${text}.`,
    }),
  )
}

/** The title and description of a one-card image. */
export function cardImageLabel(item: CardItem, context: ImageContext) {
  const { i18n, regionLabel } = context
  const metric = cardLabel(item, context)
  const summary = cardDescription(item, context)
  const contextText = contextLine(context)
  return {
    title: i18n._(
      msg({
        comment:
          'Title of a chart image: {metric} is the metric’s name, {regionLabel} the region’s',
        message: `${metric}: ${regionLabel}`,
      }),
    ),
    description: i18n._(
      msg({
        comment:
          'Description of a chart image: {summary} is the chart’s one-sentence summary, {contextText} “<region> · As of <date>”',
        message: `${summary} ${contextText}.`,
      }),
    ),
  }
}

/** The title of the dashboard's image, as the page's heading says it. */
export function dashboardTitle({ i18n, regionLabel }: ImageContext): string {
  return i18n._(
    msg({
      comment: 'Title of a region’s dashboard; {regionLabel} is the region’s name',
      message: `Pipeline diversity: ${regionLabel}`,
    }),
  )
}

/** The dashboard image's description: the as-of sentence, then one sentence per card. */
export function dashboardDescription(items: readonly CardItem[], context: ImageContext): string {
  const { asOf } = context
  return joinSentences(
    [
      context.i18n._(
        msg({
          comment: 'A sentence; {asOf} is a date and time (“Nov 21, 2026, 10:00 AM”)',
          message: `As of ${asOf}.`,
        }),
      ),
      ...items.map((item) => cardDescription(item, context)),
    ],
    context.locale ?? context.i18n.locale,
  )
}
