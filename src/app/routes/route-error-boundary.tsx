import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Component, type ReactNode } from 'react'
import { PageShell } from '../components/page-shell.tsx'
import { ApiError } from '../lib/api-error.ts'
import { failureMessage } from '../lib/ui-error.ts'

interface ErrorBoundaryProps {
  /** A new value (the next navigation) clears the error. */
  resetKey: string
  /** Lets the failed queries fetch again when the page is rendered again. */
  onRetry: () => void
  children: ReactNode
}

interface ErrorBoundaryState {
  failure: { error: unknown } | undefined
  resetKey: string
}

/** The failed page: a readable sentence for the failure, in the UI's language, and a retry. */
function RouteFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { i18n, t } = useLingui()
  return (
    <PageShell title={t`Something went wrong`}>
      <h1 tabIndex={-1}>
        <Trans>Something went wrong</Trans>
      </h1>
      <p role="alert">{failureMessage(error, i18n)}</p>
      <button type="button" className="btn" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </PageShell>
  )
}

class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failure: undefined, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failure: { error } }
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failure: undefined, resetKey: props.resetKey }
  }

  private readonly retry = (): void => {
    const error = this.state.failure?.error
    if (!(error instanceof ApiError)) {
      // Not a failed request: most likely a page's code that could not be downloaded (a new
      // release replaced it). Loading the app again is what recovers from that.
      window.location.reload()
      return
    }
    this.props.onRetry()
    this.setState({ failure: undefined })
  }

  override render(): ReactNode {
    if (this.state.failure === undefined) return this.props.children
    return <RouteFailure error={this.state.failure.error} onRetry={this.retry} />
  }
}

/**
 * What a page shows when loading or rendering it fails (its guard's requests, its code, a bug):
 * readable text and a way to try again, never a stack trace.
 */
export function RouteErrorBoundary({
  resetKey,
  children,
}: {
  resetKey: string
  children: ReactNode
}) {
  const { reset } = useQueryErrorResetBoundary()
  return (
    <ErrorBoundary resetKey={resetKey} onRetry={reset}>
      {children}
    </ErrorBoundary>
  )
}
