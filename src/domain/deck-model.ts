import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Target, TrendEvent } from './annotations.ts'
import { isolate } from './bidi.ts'
import { formatCount, formatDateTime, formatPercent } from './format.ts'
import { addDays, type HistoryResponse } from './history.ts'
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
import { demoText, regionListText, sourceText, suppressionText } from './report-texts.ts'
import type { RegionId } from './regions.ts'
import { paceLine, targetLabel } from './pace-sentences.ts'
import { metricSeries, type MetricSeries, type TrendPoint } from './trend-series.ts'
import { trendLine, trendSentence } from './trend-sentences.ts'
import { formatDay } from './trend-wording.ts'
import { weeklyShares } from './weeks.ts'

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
  /** The source naming the deck's region; a comparison slide names its own regions. */
  source: string
  suppression: string
  /** "Confidential", on every slide as on every printed page (issue 35). */
  confidential: string
  /** "Demo data", or undefined outside demo mode. */
  demo: string | undefined
}

/**
 * What a series or a bar is, so its colour is bound to it and not to its place (issue 35): Yes is
 * the screen's Yes colour in every deck and direction, a region always its own colour.
 */
export type SeriesColour = 'yes' | 'no' | 'target' | 'event' | RegionId

/** An event marked on a metric's line chart: its number in the deck's events list, its point. */
export interface EventMark {
  number: number
  /** The index of the chart's point (week) the event falls in. */
  index: number
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
  /** One colour for the whole series, or one per point (a single-series bar of Yes and No). */
  colours: SeriesColour[]
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
      /** The yes share week by week (native line chart), or undefined without history. */
      trend: ChartSeries | undefined
      /** Yes and no of today (native bar chart), or undefined when withheld or not reported. */
      split: ChartSeries | undefined
      /**
       * The target as a second series of the line chart (its share from its start to its date,
       * within the shown weeks), named by its label; undefined without a target.
       */
      target: ChartSeries | undefined
      /** The pace towards the target in words, or '' without one. */
      pace: string
      /** The period's events on this chart, by their number in the events slide. */
      events: EventMark[]
      /** "Events 1–3: listed on the events slide", or '' without events. */
      eventsNote: string
    }
  | {
      kind: 'events'
      title: string
      /** The period's events, oldest first, numbered: "1. Mar 2, 2026: New hiring policy". */
      lines: string[]
    }
  | {
      kind: 'comparison'
      title: string
      /** The source naming every region the slide shows. */
      source: string
      series: ChartSeries[]
      /**
       * Every region's share and n per metric, with "Not reported" or the status where a bar is
       * missing (issue 35): the regions are the columns, the metrics the rows.
       */
      table: { header: string[]; rows: string[][] }
      /** The regions left out of the chart and why ("Left out: Asia Pacific (no data)."), or ''. */
      note: string
    }
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
  const asOf = asOfText(input, input.region.info.fetchedAt)
  return {
    region: regionList,
    asOf: i18n._(msg`As of ${asOf}`),
    source: sourceText(i18n, regionList, asOf),
    suppression: suppressionText(i18n, input.minGroupSize, input.locale),
    confidential: i18n._(
      msg({
        comment: 'Print footer: the document is not for circulation',
        message: 'Confidential',
      }),
    ),
    demo: input.demo ? demoText(i18n) : undefined,
  }
}

function asOfText(input: DeckInput, fetchedAt: string): string {
  return formatDateTime(new Date(fetchedAt), {
    locale: input.locale,
    ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone }),
  })
}

/** A week's point of the line charts: the week's last day and its mean yes share. */
export interface WeekPoint {
  date: string
  yes: number | null
}

/**
 * The days as weeks counted back from the latest day (issue 35): a year is 52 points whose dates
 * can be read, not 366 that blur into a band. A week's share is the mean of its shown days,
 * rounded to a tenth; a week with none is a gap (null), never a zero.
 */
export function weeklyPoints(points: readonly TrendPoint[]): WeekPoint[] {
  return weeklyShares(points).map(({ date, yes }) => ({
    date,
    yes: yes === undefined ? null : Math.round(yes * 10) / 10,
  }))
}

/** The period's events, oldest first: what the events slide lists and the charts number. */
function periodEvents(input: DeckInput, trends: Map<string, MetricSeries>): TrendEvent[] {
  const days = [...trends.values()].flatMap((series) => series.points.map((point) => point.date))
  if (days.length === 0) return []
  const from = days.reduce((a, b) => (a < b ? a : b))
  const to = days.reduce((a, b) => (a > b ? a : b))
  return (input.events ?? [])
    .filter((event) => event.date >= from && event.date <= to)
    .toSorted((a, b) => a.date.localeCompare(b.date))
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

/** The target's share on each shown week from its start to its date, else a gap. */
function targetSeries(
  i18n: I18n,
  target: Target,
  weeks: readonly WeekPoint[],
  locale: string,
): ChartSeries {
  return {
    name: targetLabel(i18n, target, locale),
    labels: weeks.map((week) => formatDay(week.date, locale)),
    values: weeks.map((week, index) => {
      // A week covers the six days before its date too.
      const from = index === 0 ? week.date : addDays(weeks[index - 1]?.date ?? week.date, 1)
      return week.date >= (target.startDate ?? '') && from <= target.targetDate
        ? target.yesShare
        : null
    }),
    colours: ['target'],
  }
}

/** "1. Mar 2, 2026: New hiring policy": an event as the events slide lists it. */
function eventLine(i18n: I18n, event: TrendEvent, number: number, locale: string): string {
  const day = formatDay(event.date, locale)
  const title = isolate(event.title)
  const line = i18n._(
    msg({
      comment:
        'An event listed under a chart in print and slides: {day} its date, {title} its title',
      message: `${day}: ${title}`,
    }),
  )
  return `${formatCount(number, locale)}. ${line}`
}

/** The numbered events that fall in the chart's weeks, each at the week holding its day. */
function eventMarks(events: readonly TrendEvent[], weeks: readonly WeekPoint[]): EventMark[] {
  return events.flatMap((event, index) => {
    const week = weeks.findIndex((entry) => entry.date >= event.date)
    return week === -1 ? [] : [{ number: index + 1, index: week }]
  })
}

function metricSlides(
  i18n: I18n,
  input: DeckInput,
  trends: Map<string, MetricSeries>,
  events: readonly TrendEvent[],
): Slide[] {
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
    const weeks = weeklyPoints(points)
    const marks = points.length > 1 ? eventMarks(events, weeks) : []
    // "1 and 2", "1 و2": a right-to-left list reads its numbers from the right (the Lingui instance
    // isolates the placeholder as a whole, src/domain/bidi.ts).
    const numbers = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      marks.map((mark) => formatCount(mark.number, locale)),
    )
    return {
      kind: 'metric',
      key: distribution.key,
      title: name,
      summary:
        points.length > 1
          ? trendSentence(i18n, name, points, input.period, locale, target?.yesShare)
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
              labels: weeks.map((week) => formatDay(week.date, locale)),
              values: weeks.map((week) => week.yes),
              colours: ['yes'],
            }
          : undefined,
      split:
        shares.status === 'ok'
          ? {
              name,
              labels: [yes, no],
              values: [shares.yes, shares.no],
              colours: ['yes', 'no'],
            }
          : undefined,
      target:
        target !== undefined && points.length > 1
          ? targetSeries(i18n, target, weeks, locale)
          : undefined,
      pace:
        paceLine(i18n, pacePoints.get(distribution.key) ?? points, target, undefined, locale) ?? '',
      events: marks,
      eventsNote:
        marks.length === 0
          ? ''
          : i18n._(
              msg({
                comment:
                  'Under a slide’s chart: {numbers} are the numbers of the events marked on it (“1, 2”), listed on the events slide',
                message: `Events ${numbers} on the chart: see the events slide.`,
              }),
            ),
    }
  })
}

function comparisonSlide(i18n: I18n, input: DeckInput): Slide | undefined {
  // A region that counted nothing has no bar to draw, not a bar at 0 %: it is named under the chart.
  const drawn = input.compared.filter((region) => !countedNothing(region.info))
  if (drawn.length < 2) return undefined
  const { locale } = input
  const metrics = input.region.info.distributions
  const labels = metrics.map((metric) => metricName(i18n, metric.key, metric.label))
  const sharesOf = (region: DeckRegion, key: string) => {
    const distribution = region.info.distributions.find((entry) => entry.key === key)
    return distribution === undefined ? undefined : distributionShares(distribution)
  }
  const note = leftOutText(
    i18n,
    input.compared
      .filter((region) => countedNothing(region.info))
      .map((region) => ({ name: regionName(i18n, region.id), reason: 'no_data' as const })),
    locale,
  )
  const series = drawn.map((region) => ({
    name: regionName(i18n, region.id),
    labels,
    values: metrics.map((metric) => {
      const shares = sharesOf(region, metric.key)
      return shares?.status === 'ok' ? shares.yes : null
    }),
    colours: [region.id] as SeriesColour[],
  }))
  // A share always with its n ("40% (2 of 5)"): PHX's 2 of 5 never reads as Europe's 40 of 100.
  const rows = metrics.map((metric, index) => [
    labels[index] ?? '',
    ...input.compared.map((region) => {
      const shares = sharesOf(region, metric.key)
      if (shares === undefined) return i18n._(STATUS_TEXTS.notReported)
      if (shares.status !== 'ok') return statusText(i18n, shares, locale)
      const share = formatPercent(shares.yes, { locale, decimals: shares.decimals })
      const yesCount = formatCount(shares.yesCount, locale)
      const total = formatCount(shares.total, locale)
      return i18n._(
        msg({
          comment:
            'A region’s share in the comparison slide’s table: {share} the yes share, {yesCount} of {total} the counts behind it',
          message: `${share} (${yesCount} of ${total})`,
        }),
      )
    }),
  ])
  const names = input.compared.map((region) => regionName(i18n, region.id))
  const latest = input.compared
    .map((region) => region.info.fetchedAt)
    .reduce((a, b) => (a > b ? a : b))
  return {
    kind: 'comparison',
    title: i18n._(msg`Compare regions`),
    source: sourceText(i18n, regionListText(names, locale), asOfText(input, latest)),
    series,
    table: { header: [i18n._(msg`Metric`), ...names], rows },
    note,
  }
}

function eventsSlide(i18n: I18n, input: DeckInput, events: readonly TrendEvent[]): Slide[] {
  if (events.length === 0) return []
  return [
    {
      kind: 'events',
      title: i18n._(
        msg({
          comment: 'Heading of the events listed once in print and slides',
          message: 'Events',
        }),
      ),
      lines: events.map((event, index) => eventLine(i18n, event, index + 1, input.locale)),
    },
  ]
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
