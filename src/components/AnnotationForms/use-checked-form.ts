import { useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import type { SummaryProblem } from '../ErrorSummary/ErrorSummary.tsx'
import type { FormCheck } from './form-checks.ts'
import { FORM_PROBLEMS } from './form-texts.ts'

export interface CheckedFormOptions<Field extends string, Raw, Values> {
  initial: Raw
  /** The form's check of what was typed. */
  check: (raw: Raw) => FormCheck<Field, Values>
  /** The fields in the order the summary lists their problems. */
  order: readonly Field[]
  /** Sends the checked values; resolves once saved, rejects when the BFF refused them. */
  send: (values: Values) => Promise<unknown>
  /** What the form shows once saved: its initial values (a new entry) or what was sent. */
  afterSave?: (raw: Raw) => Raw
  pending: boolean
}

/**
 * The state the admin forms share: the typed values, their problems once a submit was tried
 * (following the input from then on), the summary's focus on each rejected submit, and "Saved.".
 */
export function useCheckedForm<Field extends string, Raw, Values>({
  initial,
  check,
  order,
  send,
  afterSave = (raw) => raw,
  pending,
}: CheckedFormOptions<Field, Raw, Values>) {
  const { i18n } = useLingui()
  const id = useId()
  const [values, setValues] = useState(initial)
  const [submitted, setSubmitted] = useState(false)
  const [focusKey, setFocusKey] = useState(0)
  const [saved, setSaved] = useState(false)
  const checked = check(values)
  const errors: Partial<Record<Field, keyof typeof FORM_PROBLEMS>> =
    submitted && !checked.ok ? checked.errors : {}
  const fieldId = (field: Field) => `${id}-${field}`
  const problem = (field: Field) => {
    const code = errors[field]
    return code === undefined ? undefined : i18n._(FORM_PROBLEMS[code])
  }
  /** A field's id and its problem, for its FormField or MetricField: `{...form.field('metric')}`. */
  const field = (name: Field) => ({ id: fieldId(name), error: problem(name) })
  const problems: SummaryProblem[] = order.flatMap((field) => {
    const message = problem(field)
    return message === undefined ? [] : [{ fieldId: fieldId(field), message }]
  })

  function update(next: Raw) {
    setSaved(false)
    setValues(next)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    setSubmitted(true)
    if (!checked.ok) {
      setFocusKey((count) => count + 1)
      return
    }
    send(checked.values).then(
      () => {
        setValues(afterSave(values))
        setSubmitted(false)
        setSaved(true)
      },
      () => undefined,
    )
  }

  return { id, values, update, field, fieldId, problem, problems, focusKey, saved, onSubmit }
}
