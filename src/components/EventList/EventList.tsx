import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import type { TrendEvent } from '../../domain/annotations/annotations.ts'
import { formatCount } from '../../domain/text/format.ts'
import { formatDay } from '../../domain/trend/trend-wording.ts'
import './EventList.css'

export interface EventListProps {
  /** The events of the period shown, oldest first. */
  events: readonly TrendEvent[]
  locale?: string | undefined
}

/**
 * The period's events, listed once under the trend charts and numbered as the charts' marks are
 * ("what happened in March?"): number, date, title and note, each as
 * plain text (what an administrator typed is never rendered as markup), marked when it is an
 * event of every region.
 */
export function EventList({ events, locale }: EventListProps) {
  const id = useId()
  return (
    <section className="event-list" aria-labelledby={id} data-testid="event-list">
      <h2 id={id} className="event-list__title">
        <Trans comment="Heading of the list of events (annotations) under a trend chart">
          Events
        </Trans>
      </h2>
      {events.length === 0 ? (
        <p className="event-list__empty">
          <Trans>No events recorded in this period.</Trans>
        </p>
      ) : (
        <ol className="event-list__items">
          {events.map((event, index) => (
            <li key={event.id} className="event-list__item">
              {/* The number the charts' marks and summaries refer to (issue 35). */}
              <span className="event-list__number">{formatCount(index + 1, locale)}.</span>{' '}
              <time dateTime={event.date} className="event-list__date">
                {formatDay(event.date, locale)}
              </time>{' '}
              <bdi className="event-list__event-title">{event.title}</bdi>
              {event.region === null ? (
                <span className="event-list__scope">
                  {' '}
                  <Trans comment="Marks an event that applies to every region">(all regions)</Trans>
                </span>
              ) : null}
              {event.note === null ? null : <p className="event-list__note">{event.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
