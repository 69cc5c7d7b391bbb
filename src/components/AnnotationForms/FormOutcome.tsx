import { Trans } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import '../ErrorSummary/ErrorSummary.css'

/**
 * How the last save of an admin form went: the BFF's refusal (an alert that takes the focus, the
 * form keeping what was typed), or "Saved." announced politely.
 */
export function FormOutcome({ failure, saved }: { failure: string | undefined; saved: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (failure !== undefined) ref.current?.focus()
  }, [failure])
  return (
    <>
      {failure === undefined ? null : (
        <div ref={ref} className="error-summary" role="alert" tabIndex={-1}>
          {failure}
        </div>
      )}
      <p className="annotation-form__saved" role="status">
        {saved ? <Trans comment="A target or event was saved">Saved.</Trans> : ''}
      </p>
    </>
  )
}
