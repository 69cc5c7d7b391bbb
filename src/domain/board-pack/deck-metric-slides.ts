import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Target, TrendEvent } from '../annotations/annotations.ts'
import { isolate } from '../text/bidi.ts'
import { formatCount } from '../text/format.ts'
import { addDays } from '../history/history.ts'
import {
  countedText,
  distributionDefinition,
  metricName,
  statusText,
} from '../metrics/metric-texts.ts'
import { distributionShares } from '../metrics/percentages.ts'
import { paceLine, targetLabel } from '../trend/pace-sentences.ts'
import { metricSeries, type MetricSeries, type TrendPoint } from '../trend/trend-series.ts'
import { trendSentence } from '../trend/trend-sentences.ts'
import { formatDay } from '../trend/trend-wording.ts'
import { weeklyShares } from '../trend/weeks.ts'
import type { ChartSeries, DeckInput, EventMark, Slide } from './deck-types.ts'

/**
 * The board deck's slide per yes/no metric (its trend sentence, the weekly line with the target,
 * today's split, the pace) and the events slide, which lists once the events the charts number.
 */

/** A week's point of the line charts: the week's last day and its mean yes share. */
interface WeekPoint {
  date: string
  yes: number | null
}

/**
 * The days as weeks counted back from the latest day (issue 35): a year is 52 points whose dates
 * can be read, not 366 that blur into a band. A week's share is the mean of its shown days,
 * rounded to a tenth; a week with none is a gap (null), never a zero.
 */
function weeklyPoints(points: readonly TrendPoint[]): WeekPoint[] {
  return weeklyShares(points).map(({ date, yes }) => ({
    date,
    yes: yes === undefined ? null : Math.round(yes * 10) / 10,
  }))
}

/** The period's events, oldest first: what the events slide lists and the charts number. */
export function periodEvents(input: DeckInput, trends: Map<string, MetricSeries>): TrendEvent[] {
  const days = [...trends.values()].flatMap((series) => series.points.map((point) => point.date))
  if (days.length === 0) return []
  const from = days.reduce((a, b) => (a < b ? a : b))
  const to = days.reduce((a, b) => (a > b ? a : b))
  return (input.events ?? [])
    .filter((event) => event.date >= from && event.date <= to)
    .toSorted((a, b) => a.date.localeCompare(b.date))
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

export function metricSlides(
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
    // isolates the placeholder as a whole, src/domain/text/bidi.ts).
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

export function eventsSlide(i18n: I18n, input: DeckInput, events: readonly TrendEvent[]): Slide[] {
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
