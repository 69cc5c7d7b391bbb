import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatCount, formatPercent, joinSentences } from '../../domain/text/format.ts'
import { formatDay, formatMonth } from '../../domain/trend/trend-wording.ts'
import type { ChartTarget, EventMark } from './trend-marks.ts'

/** "Event 2, Mar 3, 2026: Reorganization": an event mark's accessible name. */
export function eventMarkName(i18n: I18n, mark: EventMark, locale?: string): string {
  const number = mark.number
  const day = formatDay(mark.event.date, locale)
  const title = mark.event.title
  return i18n._(
    msg({
      comment:
        'Name of a numbered event mark on a trend chart: {number} its number in the event list, {day} its date, {title} its title as typed',
      message: `Event ${number}, ${day}: ${title}`,
    }),
  )
}

/**
 * What the summary adds about the marks: the dashed target line and the numbered events, so a
 * screen reader hears what the drawing shows. Empty without either.
 */
export function marksSentence(
  i18n: I18n,
  target: ChartTarget | undefined,
  events: readonly EventMark[],
  locale?: string,
): string {
  const sentences: string[] = []
  if (target !== undefined) {
    const share = formatPercent(target.yesShare, { locale })
    const month = formatMonth(target.targetDate, locale)
    sentences.push(
      i18n._(
        msg({
          comment:
            'Part of a trend chart’s summary: the dashed level line is the target. {share}: the share to reach; {month}: short month and year',
          message: `The dashed line is the target: ${share} by ${month}.`,
        }),
      ),
    )
  }
  if (events.length > 0) {
    // The events are listed once, under the charts, by these numbers (issue 35): a chart's summary
    // names their numbers, never their whole text again.
    const numbers = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      events.map((mark) => formatCount(mark.number, locale)),
    )
    sentences.push(
      events.length === 1
        ? i18n._(
            msg({
              comment:
                'Part of a trend chart’s summary: the numbered dotted vertical line is an event; {numbers} is its number in the list of events under the charts',
              message: `A dotted line marks event ${numbers}, listed under the charts.`,
            }),
          )
        : i18n._(
            msg({
              comment:
                'Part of a trend chart’s summary: the numbered dotted vertical lines are events; {numbers} are their numbers (“1, 2 and 3”) in the list of events under the charts',
              message: `Dotted lines mark events ${numbers}, listed under the charts.`,
            }),
          ),
    )
  }
  return joinSentences(sentences, locale ?? i18n.locale)
}
