import { msg } from '@lingui/core/macro'
import { formatPercent } from '../../domain/format.ts'
import { STATUS_TEXTS } from '../../domain/metric-texts.ts'
import type { Distribution, OrganizationInfo } from '../../domain/organization-info.ts'
import {
  PERCENTAGE_DECIMALS,
  percentageItems,
  type PercentageItem,
} from '../../domain/percentage-figures.ts'
import { distributionShares } from '../../domain/percentages.ts'
import { chartSize, type ImageLine, type ImagePanel } from '../ChartImage/chart-image-types.ts'
import { CHART_COLORS } from '../charts/chart-colors.ts'
import { distributionCountedText, statusText } from '../DistributionChart/summary.ts'
import { ShareBar } from '../DistributionChart/ShareBar.tsx'
import { cardLabel, type CardItem, type ImageContext } from './chart-image-text.ts'

/**
 * The dashboard's cards as panels of a chart image (docs/decisions/0140): the same chart
 * component, texts, shares and formatting as the page, so a slide shows what the screen shows.
 * A withheld or missing metric is its text, never a count.
 */

const BAR_HEIGHT = 32

function distributionPanel(
  distribution: Distribution,
  context: ImageContext,
  index: number,
): Omit<ImagePanel, 'title'> {
  const { i18n, locale } = context
  const shares = distributionShares(
    distribution,
    context.decimals === undefined ? {} : { decimals: context.decimals },
  )
  if (shares.status !== 'ok') {
    return { notes: [{ text: statusText(i18n, shares, locale), muted: true }] }
  }
  const yesShare = formatPercent(shares.yes, { locale, decimals: shares.decimals })
  const noShare = formatPercent(shares.no, { locale, decimals: shares.decimals })
  const patternId = `image-no-hatch-${index}`
  return {
    chartHeight: BAR_HEIGHT,
    chart: (
      <ShareBar
        yes={shares.yes}
        no={shares.no}
        patternId={patternId}
        size={chartSize({ chartHeight: BAR_HEIGHT })}
      />
    ),
    notes: [
      {
        text: i18n._(
          msg({
            comment: 'Legend of a yes/no chart: the share of yes',
            message: `Yes ${yesShare}`,
          }),
        ),
        weight: 600,
        swatch: { fill: CHART_COLORS.yes },
      },
      {
        text: i18n._(
          msg({ comment: 'Legend of a yes/no chart: the share of no', message: `No ${noShare}` }),
        ),
        weight: 600,
        swatch: { fill: `url(#${patternId})`, stroke: CHART_COLORS.no },
      },
      { text: distributionCountedText(i18n, distribution, shares.total, locale), muted: true },
    ],
  }
}

function percentagePanel(
  percentage: PercentageItem,
  context: ImageContext,
): Omit<ImagePanel, 'title'> {
  const { i18n, locale } = context
  if (percentage.value === null) {
    return { notes: [{ text: i18n._(STATUS_TEXTS.notReported), muted: true }] }
  }
  return {
    notes: [
      {
        text: formatPercent(percentage.value, { locale, decimals: PERCENTAGE_DECIMALS }),
        size: 28,
        weight: 700,
      },
      { text: i18n._(STATUS_TEXTS.baseNotStated), muted: true },
    ],
  }
}

/** One card as a panel; `lines` go under its title (a standalone card's region and date). */
export function cardPanel(
  item: CardItem,
  context: ImageContext,
  index: number,
  lines: readonly ImageLine[] = [],
): ImagePanel {
  const body =
    item.kind === 'distribution'
      ? distributionPanel(item.distribution, context, index)
      : percentagePanel(item.percentage, context)
  return { title: cardLabel(item, context), lines, ...body }
}

/** The dashboard's cards in the page's order: the percentages, then the yes/no metrics. */
export function cardItems(info: OrganizationInfo): CardItem[] {
  return [
    ...percentageItems(info).map((percentage) => ({ kind: 'percentage' as const, percentage })),
    ...info.distributions.map((distribution) => ({ kind: 'distribution' as const, distribution })),
  ]
}
