import type { QueryClient } from '@tanstack/react-query'
import { regionsQueryOptions } from '../../features/regions/api/get-regions.ts'
import { sessionsQueryOptions } from '../../features/session/api/get-sessions.ts'

/** The sign-in page needs the offered regions and who is signed in where (to prefill the e-mail). */
export function signInLoader(queryClient: QueryClient) {
  return async () => {
    await Promise.all([
      queryClient.fetchQuery(regionsQueryOptions()),
      queryClient.fetchQuery(sessionsQueryOptions()),
    ])
    return null
  }
}
