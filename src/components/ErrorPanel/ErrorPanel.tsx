import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Icon } from '../Icon/Icon.tsx'
import { errorMessage, type UiError } from './errorMessages.ts'
import './ErrorPanel.css'

export interface ErrorPanelProps {
  /** Short heading (default "Something went wrong", translated). */
  title?: string
  /** The failure; its code picks the message. */
  error?: UiError
  /** Overrides the message derived from `error`. */
  message?: string
  /** Omit to hide the retry button (e.g. for errors a retry cannot fix). */
  onRetry?: () => void
  /** A retry is under way. */
  retrying?: boolean
  headingLevel?: 2 | 3
}

/** An error with a readable message and a retry button; announced as an alert. */
export function ErrorPanel({
  title,
  error,
  message,
  onRetry,
  retrying = false,
  headingLevel = 2,
}: ErrorPanelProps) {
  const { i18n, t } = useLingui()
  const id = useId()
  const Heading = `h${headingLevel}` as const
  const text = message ?? errorMessage(error ?? { code: 'internal_error' }, i18n)
  return (
    <section className="error-panel" role="alert" aria-labelledby={id} data-testid="error-panel">
      <Heading id={id} className="error-panel__title">
        <Icon name="warning" />
        {title ?? t`Something went wrong`}
      </Heading>
      <p className="error-panel__message">{text}</p>
      {onRetry ? (
        <button
          type="button"
          className="btn btn--primary"
          aria-disabled={retrying}
          onClick={() => {
            if (!retrying) onRetry()
          }}
        >
          <Icon name="refresh" />
          {retrying ? <Trans>Retrying…</Trans> : <Trans>Try again</Trans>}
        </button>
      ) : null}
    </section>
  )
}
