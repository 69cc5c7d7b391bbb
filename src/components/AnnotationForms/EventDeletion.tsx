import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { TrendEvent } from '../../domain/annotations/annotations.ts'
import { formatDay } from '../../domain/trend/trend-wording.ts'
import { ConfirmDelete } from './ConfirmDelete.tsx'
import './AnnotationForms.css'
import '../../styles/form-field.css'

export interface EventDeletionProps {
  /** The region's events and every region's, oldest first. */
  events: readonly TrendEvent[]
  /** Deletes an event with the version read; resolves once deleted, rejects when refused. */
  onDelete: (event: { id: string; version: number }) => Promise<unknown>
  failure?: string | undefined
  pending?: boolean
  locale?: string | undefined
}

/**
 * Deletes one of the region's events (issue 26): choose it by its date and title, then confirm.
 * What an administrator typed is shown as text.
 */
export function EventDeletion({
  events,
  onDelete,
  failure,
  pending = false,
  locale,
}: EventDeletionProps) {
  const { t } = useLingui()
  const id = useId()
  const [chosenId, setChosenId] = useState('')
  const chosen = events.find((event) => event.id === chosenId)
  const title = chosen?.title ?? ''
  const day = chosen === undefined ? '' : formatDay(chosen.date, locale)
  return (
    <section className="annotation-form" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="annotation-form__title">
        <Trans>Delete an event</Trans>
      </h3>
      <div className="form-field">
        <label htmlFor={`${id}-event`}>
          <Trans comment="Label of the list of events to choose one to delete">Event</Trans>
        </label>
        <select id={`${id}-event`} value={chosenId} onChange={(e) => setChosenId(e.target.value)}>
          <option value="">{t`Choose an event`}</option>
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {formatDay(event.date, locale)} · {event.title}
            </option>
          ))}
        </select>
      </div>
      <ConfirmDelete
        label={<Trans>Delete this event</Trans>}
        // A string, never <Trans>: its tag parsing would eat tags typed in the title.
        question={t`Delete the event “${title}” of ${day}? This cannot be undone.`}
        onConfirm={
          chosen === undefined
            ? undefined
            : () => onDelete({ id: chosen.id, version: chosen.version })
        }
        failure={failure}
        pending={pending}
      />
    </section>
  )
}
