import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router'
import { z } from 'zod'
import { PageShell } from '../components/page-shell.tsx'
import { toUiError } from '../lib/ui-error.ts'
import { errorMessage } from '../../components/ErrorPanel/errorMessages.ts'
import { NotFoundPage } from './not-found-page.tsx'

const unknownRegionSchema = z.object({ kind: z.literal('unknown_region'), region: z.string() })

/** What a route shows when its loader or rendering fails: readable text, never a stack trace. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const revalidator = useRevalidator()
  if (isRouteErrorResponse(error) && error.status === 404) {
    const unknownRegion = unknownRegionSchema.safeParse(error.data)
    return (
      <NotFoundPage
        message={
          unknownRegion.success
            ? `There is no region “${unknownRegion.data.region}” on this server. Choose one of the regions it offers.`
            : undefined
        }
      />
    )
  }
  return (
    <PageShell title="Something went wrong">
      <h1 tabIndex={-1}>Something went wrong</h1>
      <p role="alert">{errorMessage(toUiError(error))}</p>
      <button
        type="button"
        className="btn"
        disabled={revalidator.state === 'loading'}
        onClick={() => void revalidator.revalidate()}
      >
        Try again
      </button>
    </PageShell>
  )
}
