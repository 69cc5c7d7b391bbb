import { Trans } from '@lingui/react/macro'
import type { FormEvent, ReactNode } from 'react'
import { ErrorSummary, type SummaryProblem } from '../ErrorSummary/ErrorSummary.tsx'
import { FormOutcome } from './FormOutcome.tsx'
import './AnnotationForms.css'

export interface FormFrameProps {
  /** From useCheckedForm. */
  form: {
    id: string
    problems: readonly SummaryProblem[]
    focusKey: number
    saved: boolean
    onSubmit: (event: FormEvent<HTMLFormElement>) => void
  }
  title: ReactNode
  submitLabel: ReactNode
  failure: string | undefined
  pending: boolean
  /** Deleting what the form edits (ConfirmDelete), after the form: never submitted with it. */
  deletion?: ReactNode
  children: ReactNode
}

/**
 * An admin form: its heading, the summary of its problems, how the last save went, its button;
 * then, apart, the delete of what it edits.
 */
export function FormFrame({
  form,
  title,
  submitLabel,
  failure,
  pending,
  deletion,
  children,
}: FormFrameProps) {
  return (
    <>
      <form
        className="annotation-form"
        noValidate
        aria-labelledby={`${form.id}-heading`}
        onSubmit={form.onSubmit}
      >
        <h3 id={`${form.id}-heading`} className="annotation-form__title">
          {title}
        </h3>
        <ErrorSummary problems={form.problems} focusKey={form.focusKey} />
        <FormOutcome failure={failure} saved={form.saved} />
        {children}
        <button type="submit" className="btn btn--primary" aria-disabled={pending}>
          {pending ? <Trans>Saving…</Trans> : submitLabel}
        </button>
      </form>
      {deletion}
    </>
  )
}
