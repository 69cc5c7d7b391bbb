import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { ErrorSummary } from '../ErrorSummary/ErrorSummary.tsx'
import { checkEventForm, type EventField, type EventValues } from './form-checks.ts'
import { FORM_PROBLEMS } from './form-texts.ts'
import { FormField } from './FormField.tsx'
import { FormOutcome } from './FormOutcome.tsx'
import './AnnotationForms.css'

export interface EventFormProps {
  /** Adds the event; resolves once saved, rejects when the BFF refused it. */
  onSubmit: (values: EventValues) => Promise<unknown>
  /** Why the last save failed, in the reader's language (a conflict, not an administrator, …). */
  failure?: string | undefined
  pending?: boolean
}

const EMPTY: EventValues = { date: '', title: '', note: '', allRegions: false }
const ORDER: readonly EventField[] = ['date', 'title', 'note']

/**
 * Adds an event (an annotation of the trend): a date, a title of at most 80 characters, an
 * optional note, and whether it is an event of every region. Problems are listed above the form
 * and beside their fields; what was typed stays after a refusal, and the form empties once saved.
 */
export function EventForm({ onSubmit, failure, pending = false }: EventFormProps) {
  const { i18n, t } = useLingui()
  const id = useId()
  const [values, setValues] = useState(EMPTY)
  const [submitted, setSubmitted] = useState(false)
  const [focusKey, setFocusKey] = useState(0)
  const [saved, setSaved] = useState(false)
  const check = checkEventForm(values)
  const errors = submitted && !check.ok ? check.errors : {}
  const problem = (field: EventField) => {
    const code = errors[field]
    return code === undefined ? undefined : i18n._(FORM_PROBLEMS[code])
  }
  const set = (next: Partial<EventValues>) => {
    setSaved(false)
    setValues((current) => ({ ...current, ...next }))
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    setSubmitted(true)
    if (!check.ok) {
      setFocusKey((count) => count + 1)
      return
    }
    onSubmit(check.values).then(
      () => {
        setValues(EMPTY)
        setSubmitted(false)
        setSaved(true)
      },
      () => undefined,
    )
  }

  const problems = ORDER.flatMap((field) => {
    const message = problem(field)
    return message === undefined ? [] : [{ fieldId: `${id}-${field}`, message }]
  })
  return (
    <form
      className="annotation-form"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={handleSubmit}
    >
      <h3 id={`${id}-heading`} className="annotation-form__title">
        <Trans>Add an event</Trans>
      </h3>
      <ErrorSummary problems={problems} focusKey={focusKey} />
      <FormOutcome failure={failure} saved={saved} />
      <FormField id={`${id}-date`} label={t`Date`} error={problem('date')}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={values.date}
            onChange={(e) => set({ date: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-title`}
        label={t`Title (at most 80 characters)`}
        error={problem('title')}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            value={values.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        )}
      </FormField>
      <FormField id={`${id}-note`} label={t`Note (optional)`} error={problem('note')}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={values.note}
            onChange={(e) => set({ note: e.target.value })}
          />
        )}
      </FormField>
      <div className="annotation-form__check">
        <input
          id={`${id}-all`}
          type="checkbox"
          checked={values.allRegions}
          onChange={(e) => set({ allRegions: e.target.checked })}
        />
        <label htmlFor={`${id}-all`}>
          <Trans>An event of every region</Trans>
        </label>
      </div>
      <button type="submit" className="btn btn--primary" aria-disabled={pending}>
        {pending ? <Trans>Saving…</Trans> : <Trans>Add event</Trans>}
      </button>
    </form>
  )
}
