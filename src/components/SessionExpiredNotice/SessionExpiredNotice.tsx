import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { Icon } from '../Icon/Icon.tsx'
import './SessionExpiredNotice.css'

export interface SessionExpiredNoticeProps {
  /** The region whose session ended, named in the UI's language ("United States"). */
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
        <Trans>Your session has expired</Trans>
      </Heading>
      <p className="session-expired__message">
        <Trans comment="{regionLabel} names a Talent Platform region">
          You were signed out of {regionLabel}. Sign in again to continue; you will come back to
          this page.
        </Trans>
      </p>
      <button type="button" className="btn btn--primary" onClick={onSignIn}>
        <Trans comment="{regionLabel} names a Talent Platform region">
          Sign in to {regionLabel} again
        </Trans>
      </button>
    </section>
  )
}
