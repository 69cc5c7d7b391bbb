import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Target, TrendEvent } from './annotations.ts'
import { formatDateTime, formatPercent } from './format.ts'
import type { HistoryResponse } from './history.ts'
import { textDirection } from './languages.ts'
import {
  countedText,
  distributionDefinition,
  metricName,
  percentageDefinition,
  percentageStatusText,
  STATUS_TEXTS,
  statusText,
} from './metric-texts.ts'
import type { OrganizationInfo } from './organization-info.ts'
import { leftOutText } from './left-out.ts'
import { countedNothing, PERCENTAGE_DECIMALS, percentageItems } from './percentage-figures.ts'
import { distributionShares } from './percentages.ts'
import { regionName } from './region-names.ts'
import { demoText, sourceText, suppressionText } from './report-texts.ts'
import type { RegionId } from './regions.ts'
import { paceLine, targetLabel } from './pace-sentences.ts'
import { metricSeries, type MetricSeries, type TrendPoint } from './trend-series.ts'
import { trendLine, trendSentence } from './trend-sentences.ts'
import { formatDay } from './trend-wording.ts'

/**
 * What goes on which slide of the board deck (issue 25, decision 0192), from the same data and
 * wording functions the screen uses: the renderer (src/app/lib/pptx-deck.ts) only lays it out.
 * Shares are the screen's rounded percents (0–100), so a chart's embedded values equal the
 * screen's; a withheld or unreported day is `null`, a gap in the line.
 */

export interface DeckRegion {
  id: RegionId
  info: OrganizationInfo
}

export interface DeckInput {
  organizationName: string
  /** The region the deck is about (its dashboard or trends). */
  region: DeckRegion
  /** Its history over the chosen period; undefined when none could be read. */
  history: HistoryResponse | undefined
  /** The period's length in days (the trend words say the data's own period). */
  period: { days: number }
  /**
   * The last 12 months of its history, the fixed window the pace is judged on whatever the
   * period (decision 0232); by default `history`'s last 12 months.
   */
  paceHistory?: HistoryResponse | undefined
  /** Every signed-in region with figures (the current one included): several give a comparison. */
  compared: readonly DeckRegion[]
  demo: boolean
  minGroupSize: number
  locale: string
  timeZone?: string | undefined
  /** The region's targets and events (issue 26): a target line and the pace, events listed. */
  targets?: readonly Target[] | undefined
  events?: readonly TrendEvent[] | undefined
}

/** Shown on every slide: where the figures come from and how far to trust them. */
export interface SlideFooter {
  region: string
  asOf: string
  source: string
  suppression: string
  /** "Demo data", or undefined outside demo mode. */
  demo: string | undefined
}

export interface SummaryRow {
  metric: string
  value: string
  change: string
  n: string
}

export interface ChartSeries {
  name: string
  labels: string[]
  values: (number | null)[]
}

export type Slide =
  | { kind: 'summary'; title: string; subtitle: string; rows: SummaryRow[] }
  | {
      kind: 'metric'
      key: string
      title: string
      /** The screen's sentence of the trend; the yes/no split's status when not reported. */
      summary: string
      n: string
      definition: string
      /** The yes share day by day (native line chart), or undefined without history. */
      trend: ChartSeries | undefined
      /** Yes and no of today (native bar chart), or undefined when withheld or not reported. */
      split: ChartSeries | undefined
      /**
       * The target as a second, dashed series of the line chart (its share from its start to its
       * date, within the shown days), named by its label; undefined without a target.
       */
      target: ChartSeries | undefined
      /** The pace towards the target in words, or '' without one. */
      pace: string
      /** The events of the shown days, oldest first: "Mar 2, 2026: New hiring policy". */
      events: string[]
    }
  /** `note`: the regions left out of the chart and why ("Left out: Asia Pacific (no data)."). */
  | { kind: 'comparison'; title: string; series: ChartSeries[]; note: string }
  | { kind: 'methodology'; title: string; entries: { term: string; definition: string }[] }

export interface DeckModel {
  title: string
  rtl: boolean
  footer: SlideFooter
  slides: Slide[]
}

/** The dashboard's title, the same message as the screen's. */
function dashboardTitle(i18n: I18n, region: RegionId): string {
  const regionLabel = regionName(i18n, region)
  return i18n._(
    msg({
      comment: 'Title of a region’s dashboard; {regionLabel} is the region’s name',
      message: `Pipeline diversity: ${regionLabel}`,
    }),
  )
}

function footerOf(i18n: I18n, input: DeckInput): SlideFooter {
  const regionList = regionName(i18n, input.region.id)
  const asOf = formatDateTime(new Date(input.region.info.fetchedAt), {
    locale: input.locale,
    ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone }),
  })
  return {
    region: regionList,
    asOf: i18n._(msg`As of ${asOf}`),
    source: sourceText(i18n, regionList, asOf),
    suppression: suppressionText(i18n, input.minGroupSize, input.locale),
    demo: input.demo ? demoText(i18n) : undefined,
  }
}

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

/** The target's share on each shown day from its start to its date, else a gap. */
function targetSeries(
  i18n: I18n,
  target: Target,
  points: readonly TrendPoint[],
  locale: string,
): ChartSeries {
  return {
    name: targetLabel(i18n, target, locale),
    labels: points.map((point) => formatDay(point.date, locale)),
    values: points.map((point) =>
      point.date <= target.targetDate &&
      (target.startDate === null || point.date >= target.startDate)
        ? target.yesShare
        : null,
    ),
  }
}

function eventLines(i18n: I18n, input: DeckInput, points: readonly TrendPoint[]): string[] {
  const from = points[0]?.date
  const to = points.at(-1)?.date
  if (from === undefined || to === undefined) return []
  return (input.events ?? [])
    .filter((event) => event.date >= from && event.date <= to)
    .toSorted((a, b) => a.date.localeCompare(b.date))
    .map((event) => {
      const day = formatDay(event.date, input.locale)
      const title = event.title
      return i18n._(
        msg({
          comment:
            'An event listed under a chart in print and slides: {day} its date, {title} its title',
          message: `${day}: ${title}`,
        }),
      )
    })
}

function metricSlides(i18n: I18n, input: DeckInput, trends: Map<string, MetricSeries>): Slide[] {
  const { locale } = input
  const pacePoints = new Map(
    (input.paceHistory === undefined ? [] : metricSeries(input.paceHistory.snapshots)).map(
      (entry) => [entry.key, entry.points],
    ),
  )
  const yes = i18n._(msg({ comment: 'Chart series: the share answering yes', message: 'Yes' }))
  const no = i18n._(msg({ comment: 'Chart series: the share answering no', message: 'No' }))
  return input.region.info.distributions.map((distribution) => {
    const name = metricName(i18n, distribution.key, distribution.label)
    const description = distributionDefinition(distribution.key, distribution.label)
    const shares = distributionShares(distribution)
    const points = trends.get(distribution.key)?.points ?? []
    const status = shares.status === 'ok' ? undefined : statusText(i18n, shares, locale)
    const target = input.targets?.find((entry) => entry.metric === distribution.key)
    return {
      kind: 'metric',
      key: distribution.key,
      title: name,
      summary:
        points.length > 1
          ? trendSentence(i18n, name, points, input.period, locale)
          : (status ?? ''),
      n:
        shares.status === 'ok'
          ? countedText(i18n, shares.total, description.counted, locale)
          : (status ?? ''),
      definition: i18n._(description.definition),
      trend:
        points.length > 1
          ? {
              name: yes,
              labels: points.map((point) => formatDay(point.date, locale)),
              values: points.map((point) => point.share?.yes ?? null),
            }
          : undefined,
      split:
        shares.status === 'ok'
          ? { name, labels: [yes, no], values: [shares.yes, shares.no] }
          : undefined,
      target:
        target !== undefined && points.length > 1
          ? targetSeries(i18n, target, points, locale)
          : undefined,
      pace:
        paceLine(i18n, pacePoints.get(distribution.key) ?? points, target, undefined, locale) ?? '',
      events: eventLines(i18n, input, points),
    }
  })
}

function comparisonSlide(i18n: I18n, input: DeckInput): Slide | undefined {
  // A region that counted nothing has no bar to draw, not a bar at 0 %: it is named under the chart.
  const drawn = input.compared.filter((region) => !countedNothing(region.info))
  if (drawn.length < 2) return undefined
  const metrics = input.region.info.distributions
  const note = leftOutText(
    i18n,
    input.compared
      .filter((region) => countedNothing(region.info))
      .map((region) => ({ name: regionName(i18n, region.id), reason: 'no_data' as const })),
    input.locale,
  )
  const series = drawn.map((region) => ({
    name: regionName(i18n, region.id),
    labels: metrics.map((metric) => metricName(i18n, metric.key, metric.label)),
    values: metrics.map((metric) => {
      const distribution = region.info.distributions.find((entry) => entry.key === metric.key)
      const shares = distribution === undefined ? undefined : distributionShares(distribution)
      return shares?.status === 'ok' ? shares.yes : null
    }),
  }))
  return { kind: 'comparison', title: i18n._(msg`Compare regions`), series, note }
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

/** The deck: summary, a slide per yes/no metric, the comparison (several regions), definitions. */
export function deckModel(i18n: I18n, input: DeckInput): DeckModel {
  const trends = seriesByKey(input)
  const comparison = comparisonSlide(i18n, input)
  return {
    title: dashboardTitle(i18n, input.region.id),
    rtl: textDirection(input.locale) === 'rtl',
    footer: footerOf(i18n, input),
    slides: [
      summarySlide(i18n, input, trends),
      ...metricSlides(i18n, input, trends),
      ...(comparison === undefined ? [] : [comparison]),
      methodologySlide(i18n, input),
    ],
  }
}
