import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import type { SessionsResponse } from '../../domain/http/contract.ts'
import { isRegionId, type RegionId } from '../../domain/regions/regions.ts'
import { ApiError, sessionLostCode, type SessionLostCode } from './api-error.ts'
import { queryKeys } from './query-keys.ts'

export interface SessionLost {
  /** The region whose session is gone, when the failed call names one. */
  region: RegionId | undefined
  code: SessionLostCode
  /** The e-mail that region was signed in with, when this browser knew it: sign-in prefills it. */
  email?: string
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { region?: RegionId }
    mutationMeta: { region?: RegionId }
  }
}

export const STALE_TIME_MS = 60_000

/** One retry for a server or network failure; none for a 4xx answer or an unreadable one. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false
  if (!(error instanceof ApiError)) return false
  return error.status === 0 || error.status >= 500
}

/** What every query client of the SPA shares: the app's and the embed frame's. */
export const QUERY_DEFAULTS = {
  queries: { staleTime: STALE_TIME_MS, retry: shouldRetry },
  mutations: { retry: false },
} as const

/**
 * The SPA's query client. Its caches hold the one place that reacts to a lost session
 * (401 not_signed_in / session_expired): it drops that region from the known sessions, marks what
 * it knew about the region stale and calls `onSessionLost`, which the router turns into a trip to
 * the sign-in page.
 */
export function createQueryClient(onSessionLost: (lost: SessionLost) => void): QueryClient {
  const handle = (error: unknown, meta: { region?: RegionId } | undefined): void => {
    const code = sessionLostCode(error)
    if (code === undefined) return
    const region = isRegionId(meta?.region) ? meta.region : undefined
    let email: string | undefined
    if (region !== undefined) {
      // The region is gone from the session now, so it goes from what the SPA knows at once:
      // the sign-in page must not depend on whether the refetch below has answered yet.
      queryClient.setQueryData<SessionsResponse>(queryKeys.sessions(), (known) => {
        if (known === undefined) return undefined
        email = known.sessions.find((session) => session.region === region)?.email
        return { ...known, sessions: known.sessions.filter((session) => session.region !== region) }
      })
      // Marked stale, not refetched now: a refetch would only meet the same 401. Signing in
      // again drops the region's data altogether (see the sign-in mutation).
      void queryClient.invalidateQueries({
        queryKey: queryKeys.organizationInfo.region(region),
        refetchType: 'none',
      })
    }
    const lost: SessionLost = email === undefined ? { region, code } : { region, code, email }
    // The region's page may notice the session gone before the redirect below lands, and
    // redirects too: it reads the loss here, so both trips carry the same reason and e-mail.
    if (region !== undefined) queryClient.setQueryData(queryKeys.sessionLost(region), lost)
    void queryClient.invalidateQueries({ queryKey: queryKeys.sessions() })
    void queryClient.invalidateQueries({ queryKey: queryKeys.regions() })
    onSessionLost(lost)
  }

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handle(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => handle(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS.queries, refetchOnWindowFocus: true },
      mutations: QUERY_DEFAULTS.mutations,
    },
  })
  return queryClient
}
