import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatPercent } from '../text/format.ts'
import { textDirection } from '../text/languages.ts'
import {
  countedText,
  distributionDefinition,
  metricName,
  percentageDefinition,
  percentageStatusText,
  STATUS_TEXTS,
  statusText,
} from '../metrics/metric-texts.ts'
import { PERCENTAGE_DECIMALS, percentageItems } from '../metrics/percentage-figures.ts'
import { distributionShares } from '../metrics/percentages.ts'
import { metricSeries, type MetricSeries } from '../trend/trend-series.ts'
import { trendLine } from '../trend/trend-sentences.ts'
import { comparisonSlide } from './deck-comparison-slide.ts'
import { dashboardTitle, footerOf } from './deck-footer.ts'
import { eventsSlide, metricSlides, periodEvents } from './deck-metric-slides.ts'
import type { DeckInput, DeckModel, Slide, SummaryRow } from './deck-types.ts'

/**
 * What goes on which slide of the board deck (issue 25, decision 0192), from the same data and
 * wording functions the screen uses: the renderer (src/app/lib/pptx-deck.ts) only lays it out.
 * Shares are the screen's rounded percents (0–100), so a chart's embedded values equal the
 * screen's; a withheld or unreported day is `null`, a gap in the line.
 */

function seriesByKey(input: DeckInput): Map<string, MetricSeries> {
  const series = input.history === undefined ? [] : metricSeries(input.history.snapshots)
  return new Map(series.map((entry) => [entry.key, entry]))
}

function summarySlide(i18n: I18n, input: DeckInput, trends: Map<string, MetricSeries>): Slide {
  const { info } = input.region
  const { locale } = input
  const rows: SummaryRow[] = []
  for (const item of percentageItems(info)) {
    rows.push({
      metric: metricName(i18n, item.key, item.label),
      value:
        item.value === null
          ? percentageStatusText(i18n, item)
          : formatPercent(item.value, { locale, decimals: PERCENTAGE_DECIMALS }),
      change: '',
      n: i18n._(STATUS_TEXTS.baseNotStated),
    })
  }
  for (const distribution of info.distributions) {
    const shares = distributionShares(distribution)
    const points = trends.get(distribution.key)?.points ?? []
    const counted = distributionDefinition(distribution.key, distribution.label).counted
    rows.push({
      metric: metricName(i18n, distribution.key, distribution.label),
      value:
        shares.status === 'ok'
          ? formatPercent(shares.yes, { locale, decimals: shares.decimals })
          : statusText(i18n, shares, locale),
      // The trend card's line over the period, as on screen ("12 months: +13 points, a steady rise").
      change: points.length > 1 ? trendLine(i18n, points, input.period, locale) : '',
      n: shares.status === 'ok' ? countedText(i18n, shares.total, counted, locale) : '',
    })
  }
  return {
    kind: 'summary',
    title: input.organizationName,
    subtitle: dashboardTitle(i18n, input.region.id),
    rows,
  }
}

function methodologySlide(i18n: I18n, input: DeckInput): Slide {
  const { info } = input.region
  return {
    kind: 'methodology',
    title: i18n._(msg`Definitions`),
    entries: [
      ...percentageItems(info).map((item) => ({
        term: metricName(i18n, item.key, item.label),
        definition: i18n._(percentageDefinition(item.key, item.label).definition),
      })),
      ...info.distributions.map((distribution) => ({
        term: metricName(i18n, distribution.key, distribution.label),
        definition: i18n._(distributionDefinition(distribution.key, distribution.label).definition),
      })),
    ],
  }
}

/**
 * The deck: summary, a slide per yes/no metric, the period's events (listed once, numbered as the
 * charts mark them), the comparison (several regions), definitions.
 */
export function deckModel(i18n: I18n, input: DeckInput): DeckModel {
  const trends = seriesByKey(input)
  const comparison = comparisonSlide(i18n, input)
  const events = periodEvents(input, trends)
  return {
    title: dashboardTitle(i18n, input.region.id),
    rtl: textDirection(input.locale) === 'rtl',
    footer: footerOf(i18n, input),
    slides: [
      summarySlide(i18n, input, trends),
      ...metricSlides(i18n, input, trends, events),
      ...eventsSlide(i18n, input, events),
      ...(comparison === undefined ? [] : [comparison]),
      methodologySlide(i18n, input),
    ],
  }
}
