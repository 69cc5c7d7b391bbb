import { msg } from '@lingui/core/macro'
import { formatPercent } from '../../domain/text/format.ts'
import {
  distributionDefinition,
  metricName,
  percentageDefinition,
  percentageStatusText,
  STATUS_TEXTS,
} from '../../domain/metrics/metric-texts.ts'
import type { Distribution, OrganizationInfo } from '../../domain/metrics/organization-info.ts'
import { PERCENTAGE_DECIMALS, percentageItems } from '../../domain/metrics/percentage-figures.ts'
import { distributionShares } from '../../domain/metrics/percentages.ts'
import { trendLine } from '../../domain/trend/trend-sentences.ts'
import type { ImageBlock, ImageChart, ImageText } from '../ChartImage/chart-image-types.ts'
import { CHART_COLORS } from '../charts/chart-colors.ts'
import { distributionCountedText, statusText } from '../DistributionChart/summary.ts'
import { ShareBar } from '../DistributionChart/ShareBar.tsx'
import { isolateLtr } from '../../domain/text/bidi.ts'
import { countWithheld } from '../../domain/trend/trend-series.ts'
import { Sparkline } from '../MetricTrend/Sparkline.tsx'
import { withheldNote } from '../MetricTrend/withheld-note.ts'
import { sparklineModel } from '../MetricTrend/sparkline-model.ts'
import { CARD_PERIOD } from '../MetricTrend/trend-period.ts'
import type { CardItem, ImageContext } from './chart-image-text.ts'

/**
 * The dashboard's cards as blocks of a chart image (docs/decisions/0140, 0195): the same chart
 * components, texts, shares and formatting as the page, so an image shows what the screen shows.
 * A withheld or missing metric is its text, never a count.
 */

/** The sizes of a card's text and charts: a card image's or the slide's. */
export interface CardScale {
  title: number
  value: number
  text: number
  note: number
  /** The charts' width: the card's inner width. */
  width: number
  bar: number
  sparkline: number
}

/** Collects the charts of an image: a block refers to its chart by index. */
export class ChartList {
  readonly charts: ImageChart[] = []

  add(chart: ImageChart): ImageBlock {
    this.charts.push(chart)
    return { kind: 'chart', index: this.charts.length - 1 }
  }
}

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹'

/** "³": a footnote's mark. */
export function footnoteMark(number: number): string {
  return [...String(number)].map((digit) => SUPERSCRIPTS[Number(digit)]).join('')
}

const text = (value: string, size: number, rest: Partial<ImageText> = {}): ImageText => ({
  kind: 'text',
  text: value,
  size,
  ...rest,
})

/** The metric's definition: the organization's own where it has one, else the built-in one. */
export function cardDefinition(item: CardItem, context: ImageContext): string {
  const { key, label } = item.kind === 'distribution' ? item.distribution : item.percentage
  const own = context.wording?.(key)
  if (own !== undefined) return own
  const description =
    item.kind === 'distribution'
      ? distributionDefinition(key, label)
      : percentageDefinition(key, label)
  return context.i18n._(description.definition)
}

/** The chart, its legend and n, or why the figures are not shown. */
function distributionBlocks(
  distribution: Distribution,
  context: ImageContext,
  scale: CardScale,
  charts: ChartList,
): ImageBlock[] {
  const { i18n, locale } = context
  const shares = distributionShares(
    distribution,
    context.decimals === undefined ? {} : { decimals: context.decimals },
  )
  if (shares.status !== 'ok') {
    return [text(statusText(i18n, shares, locale), scale.text, { muted: true })]
  }
  const yesShare = formatPercent(shares.yes, { locale, decimals: shares.decimals })
  const noShare = formatPercent(shares.no, { locale, decimals: shares.decimals })
  const patternId = `image-no-hatch-${charts.charts.length}`
  const size = { width: scale.width, height: scale.bar }
  return [
    charts.add({
      ...size,
      node: <ShareBar yes={shares.yes} no={shares.no} patternId={patternId} size={size} />,
    }),
    { kind: 'gap', size: 8 },
    text(
      i18n._(
        msg({ comment: 'Legend of a yes/no chart: the share of yes', message: `Yes ${yesShare}` }),
      ),
      scale.text,
      { weight: 600, swatch: { fill: CHART_COLORS.yes } },
    ),
    text(
      i18n._(
        msg({ comment: 'Legend of a yes/no chart: the share of no', message: `No ${noShare}` }),
      ),
      scale.text,
      { weight: 600, swatch: { fill: `url(#${patternId})`, stroke: CHART_COLORS.no } },
    ),
    text(distributionCountedText(i18n, distribution, shares.total, locale), scale.text, {
      muted: true,
    }),
  ]
}

/** The 12-month sparkline and the card's line of words about it, as the screen shows them. */
function trendBlocks(
  key: string,
  context: ImageContext,
  scale: CardScale,
  charts: ChartList,
): ImageBlock[] {
  const points = context.trend?.(key)
  if (points === undefined || points.length < 2) return []
  const size = { width: scale.width, height: scale.sparkline }
  const { i18n, locale } = context
  const model = sparklineModel(points)
  // The line's exact first and last shares, as the screen writes them at its ends (issue 35):
  // from the line's start to its end, each a left-to-right island in a right-to-left image.
  const ends = [model.start, model.end]
    .flatMap((end) =>
      end?.yes === undefined ? [] : [isolateLtr(formatPercent(end.yes, { locale }))],
    )
    .join(' … ')
  const withheld = countWithheld(points)
  return [
    { kind: 'gap', size: 12 },
    charts.add({ ...size, node: <Sparkline model={model} size={size} /> }),
    ...(ends === '' ? [] : [text(ends, scale.note, { muted: true })]),
    { kind: 'gap', size: 4 },
    text(trendLine(i18n, points, CARD_PERIOD, locale), scale.text),
    ...(withheld > 0
      ? [text(withheldNote(i18n, withheld, points, locale), scale.note, { muted: true })]
      : []),
  ]
}

/** One card's blocks: its title with the footnote's mark, `lines` under it, figures and trend. */
export function cardBlocks(
  item: CardItem,
  context: ImageContext,
  options: { scale: CardScale; mark: string; lines?: readonly ImageBlock[]; charts: ChartList },
): ImageBlock[] {
  const { i18n, locale } = context
  const { scale, charts } = options
  const { key, label } = item.kind === 'distribution' ? item.distribution : item.percentage
  const title = text(`${metricName(i18n, key, label)}${options.mark}`, scale.title, { weight: 600 })
  const gap: ImageBlock = { kind: 'gap', size: 10 }
  if (item.kind === 'distribution') {
    return [
      title,
      ...(options.lines ?? []),
      gap,
      ...distributionBlocks(item.distribution, context, scale, charts),
      ...trendBlocks(key, context, scale, charts),
    ]
  }
  const { value } = item.percentage
  return [
    title,
    ...(options.lines ?? []),
    gap,
    ...(value === null
      ? [text(percentageStatusText(i18n, item.percentage), scale.text, { muted: true })]
      : [
          text(formatPercent(value, { locale, decimals: PERCENTAGE_DECIMALS }), scale.value, {
            weight: 700,
          }),
          text(i18n._(STATUS_TEXTS.baseNotStated), scale.text, { muted: true }),
        ]),
  ]
}

/** The dashboard's cards in the page's order: the percentages, then the yes/no metrics. */
export function cardItems(info: OrganizationInfo): CardItem[] {
  return [
    ...percentageItems(info).map((percentage) => ({ kind: 'percentage' as const, percentage })),
    ...info.distributions.map((distribution) => ({ kind: 'distribution' as const, distribution })),
  ]
}
