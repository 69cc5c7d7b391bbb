import { usePrefetchQuery } from '@tanstack/react-query'
import { regionsQueryOptions } from '../../features/regions/api/get-regions.ts'
import { sessionsQueryOptions } from '../../features/session/api/get-sessions.ts'
import { lazyPage } from '../../lib/lazy-page.ts'

const SignInPage = lazyPage(async () => (await import('./sign-in-page.tsx')).SignInPage)

/**
 * `/sign-in`: the page needs the offered regions and who is signed in where (to prefill the
 * e-mail). Both requests start here, while the page's code downloads; the page reads them with
 * the same queryOptions and suspends until they are in.
 */
export function SignInRoute() {
  usePrefetchQuery(regionsQueryOptions())
  usePrefetchQuery(sessionsQueryOptions())
  return <SignInPage />
}
