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
import { distributionCountedText, statusText } from '../DistributionChart/summary.ts'
import {
  asOfLine,
  cardImageLabel,
  cardLabel,
  contextLine,
  dashboardDescription,
  dashboardTitle,
  type CardItem,
  type ImageContext,
} from './chart-image-text.ts'
import {
  element,
  HATCH_ID,
  IMAGE_COLORS,
  svgDocument,
  text,
  type SvgDocument,
} from './svg-markup.ts'

/**
 * The chart images (issue 15, docs/decisions/0103): one metric card, or the whole dashboard, drawn
 * as a standalone SVG from the same data, texts, shares and formatting as the page, so a slide
 * shows what the screen shows. A withheld or missing metric is drawn with its text, never a count.
 */

export const CARD_WIDTH = 480
export const CARD_HEIGHT = 176
const PAD = 24
const GAP = 24
/** The line with the region and as-of time a standalone card carries. */
const CONTEXT_HEIGHT = 24

function cardFrame(height: number): string {
  return element('rect', {
    x: 0.5,
    y: 0.5,
    width: CARD_WIDTH - 1,
    height: height - 1,
    rx: 8,
    fill: IMAGE_COLORS.surface,
    stroke: IMAGE_COLORS.border,
  })
}

/** The inside of a yes/no card below its title, starting at `top`. */
function distributionFigure(distribution: Distribution, context: ImageContext, top: number) {
  const shares = distributionShares(
    distribution,
    context.decimals === undefined ? {} : { decimals: context.decimals },
  )
  if (shares.status !== 'ok') {
    return text(statusText(context.i18n, shares, context.locale), {
      x: PAD,
      y: top + 44,
      size: 15,
      color: IMAGE_COLORS.muted,
    })
  }
  const barWidth = CARD_WIDTH - 2 * PAD
  const yesWidth = (barWidth * shares.yes) / 100
  const { i18n } = context
  const yesShare = formatPercent(shares.yes, { locale: context.locale, decimals: shares.decimals })
  const noShare = formatPercent(shares.no, { locale: context.locale, decimals: shares.decimals })
  const valuesY = top + 76
  return [
    element('rect', { x: PAD, y: top + 12, width: yesWidth, height: 32, fill: IMAGE_COLORS.yes }),
    element('rect', {
      x: PAD + yesWidth,
      y: top + 12,
      width: barWidth - yesWidth,
      height: 32,
      fill: `url(#${HATCH_ID})`,
    }),
    element('rect', { x: PAD, y: valuesY - 13, width: 14, height: 14, fill: IMAGE_COLORS.yes }),
    text(
      i18n._(
        msg({ comment: 'Legend of a yes/no chart: the share of yes', message: `Yes ${yesShare}` }),
      ),
      { x: PAD + 22, y: valuesY, size: 16, weight: 600 },
    ),
    element('rect', {
      x: CARD_WIDTH / 2,
      y: valuesY - 13,
      width: 14,
      height: 14,
      fill: `url(#${HATCH_ID})`,
      stroke: IMAGE_COLORS.no,
    }),
    text(
      i18n._(
        msg({ comment: 'Legend of a yes/no chart: the share of no', message: `No ${noShare}` }),
      ),
      { x: CARD_WIDTH / 2 + 22, y: valuesY, size: 16, weight: 600 },
    ),
    text(distributionCountedText(i18n, distribution, shares.total, context.locale), {
      x: PAD,
      y: valuesY + 30,
      size: 14,
      color: IMAGE_COLORS.muted,
    }),
  ].join('')
}

/** The inside of a percentage card below its title: the figure and its 0–100 % gauge. */
function percentageFigure(percentage: PercentageItem, context: ImageContext, top: number) {
  if (percentage.value === null) {
    return text(context.i18n._(STATUS_TEXTS.notReported), {
      x: PAD,
      y: top + 44,
      size: 15,
      color: IMAGE_COLORS.muted,
    })
  }
  const value = formatPercent(percentage.value, {
    locale: context.locale,
    decimals: PERCENTAGE_DECIMALS,
  })
  const gaugeWidth = CARD_WIDTH - 2 * PAD
  const filled = (gaugeWidth * Math.min(Math.max(percentage.value, 0), 100)) / 100
  return [
    text(value, { x: PAD, y: top + 44, size: 32, weight: 700 }),
    element('rect', {
      x: PAD,
      y: top + 60,
      width: gaugeWidth,
      height: 8,
      rx: 4,
      fill: IMAGE_COLORS.track,
    }),
    element('rect', {
      x: PAD,
      y: top + 60,
      width: filled,
      height: 8,
      rx: 4,
      fill: IMAGE_COLORS.yes,
    }),
    text(context.i18n._(STATUS_TEXTS.baseNotStated), {
      x: PAD,
      y: top + 94,
      size: 14,
      color: IMAGE_COLORS.muted,
    }),
  ].join('')
}

/** One card, at the origin; with `withContext` it carries its own region and as-of line. */
function card(item: CardItem, context: ImageContext, withContext: boolean): string {
  const height = CARD_HEIGHT + (withContext ? CONTEXT_HEIGHT : 0)
  const top = 36 + (withContext ? CONTEXT_HEIGHT : 0)
  const figure =
    item.kind === 'distribution'
      ? distributionFigure(item.distribution, context, top)
      : percentageFigure(item.percentage, context, top)
  return [
    cardFrame(height),
    text(cardLabel(item, context), { x: PAD, y: 36, size: 18, weight: 600 }),
    withContext
      ? text(contextLine(context), { x: PAD, y: 60, size: 13, color: IMAGE_COLORS.muted })
      : '',
    figure,
  ].join('')
}

/** One metric card as a standalone image: its title, region, as-of time, figure and n. */
export function cardImage(item: CardItem, context: ImageContext): SvgDocument {
  return svgDocument(
    { width: CARD_WIDTH, height: CARD_HEIGHT + CONTEXT_HEIGHT },
    cardImageLabel(item, context),
    card(item, context, true),
  )
}

const COLUMNS = 2
const HEADER_HEIGHT = 96

/** The whole dashboard: a header with the region and as-of time, then every card in a grid. */
export function dashboardImage(info: OrganizationInfo, context: ImageContext): SvgDocument {
  const items: CardItem[] = [
    ...percentageItems(info).map((percentage) => ({ kind: 'percentage' as const, percentage })),
    ...info.distributions.map((distribution) => ({ kind: 'distribution' as const, distribution })),
  ]
  const width = COLUMNS * CARD_WIDTH + (COLUMNS + 1) * GAP
  const rows = Math.ceil(items.length / COLUMNS)
  const height = HEADER_HEIGHT + rows * (CARD_HEIGHT + GAP)
  const title = dashboardTitle(context)
  const asOfText = asOfLine(context)
  const cards = items.map((item, index) => {
    const x = GAP + (index % COLUMNS) * (CARD_WIDTH + GAP)
    const y = HEADER_HEIGHT + Math.floor(index / COLUMNS) * (CARD_HEIGHT + GAP)
    return element('g', { transform: `translate(${x} ${y})` }, card(item, context, false))
  })
  return svgDocument(
    { width, height },
    {
      title,
      description: dashboardDescription(items, context),
    },
    element('rect', { width, height, fill: IMAGE_COLORS.background }) +
      text(title, { x: GAP, y: 44, size: 26, weight: 700 }) +
      text(asOfText, { x: GAP, y: 72, size: 15, color: IMAGE_COLORS.muted }) +
      cards.join(''),
  )
}
