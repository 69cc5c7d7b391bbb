import { useId } from 'react'
import { Icon } from '../Icon/Icon.tsx'
import './SessionExpiredNotice.css'

export interface SessionExpiredNoticeProps {
  /** The region whose session ended ("United States"). */
  regionLabel: string
  onSignIn: () => void
  headingLevel?: 2 | 3
}

/** The upstream token expired or was invalidated: explain, and offer to sign in again. */
export function SessionExpiredNotice({
  regionLabel,
  onSignIn,
  headingLevel = 2,
}: SessionExpiredNoticeProps) {
  const id = useId()
  const Heading = `h${headingLevel}` as const
  return (
    <section
      className="session-expired"
      role="alert"
      aria-labelledby={id}
      data-testid="session-expired"
    >
      <Heading id={id} className="session-expired__title">
        <Icon name="lock" />
        Your session has expired
      </Heading>
      <p className="session-expired__message">
        You were signed out of {regionLabel}. Sign in again to continue; you will come back to this
        page.
      </p>
      <button type="button" className="btn btn--primary" onClick={onSignIn}>
        Sign in to {regionLabel} again
      </button>
    </section>
  )
}
