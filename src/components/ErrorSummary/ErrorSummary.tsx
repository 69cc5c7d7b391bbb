import { Trans } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'
import './ErrorSummary.css'

export interface SummaryProblem {
  /** The id of the field the problem is about: its link moves the focus there. */
  fieldId: string
  message: string
}

export interface ErrorSummaryProps {
  problems: readonly SummaryProblem[]
  /** Bumped on each rejected submit: the summary takes the focus once it has rendered. */
  focusKey: number
}

/**
 * The problems of a rejected admin form, as the sign-in page lists them (its own summary stays
 * inline in SignInForm, which rides in the entry chunk and its 110 kB budget): a heading, then one link per
 * problem that moves the focus to its field. Takes the focus on each rejected submit.
 */
export function ErrorSummary({ problems, focusKey }: ErrorSummaryProps) {
  const id = useId()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focusKey > 0) ref.current?.focus()
  }, [focusKey])
  if (problems.length === 0) return null
  return (
    <div
      ref={ref}
      className="error-summary"
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      data-testid="error-summary"
    >
      <h3 id={`${id}-title`} className="error-summary__title">
        <Trans comment="Heading of the list of the form's errors">There is a problem</Trans>
      </h3>
      <ul>
        {problems.map((problem) => (
          <li key={problem.fieldId}>
            <a
              href={`#${problem.fieldId}`}
              onClick={(event) => {
                event.preventDefault()
                document.getElementById(problem.fieldId)?.focus()
              }}
            >
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
