import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  apiPaths,
  sessionsResponseSchema,
  type SessionsResponse,
} from '../../../../domain/http/contract.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { queryKeys } from '../../../lib/query-keys.ts'

/**
 * GET /api/session: the regions this browser is signed in to. The cookie is HttpOnly, so this is
 * the SPA's only source of sign-in state.
 */
export function getSessions(signal?: AbortSignal): Promise<SessionsResponse> {
  return apiRequest(apiPaths.session(), sessionsResponseSchema, { signal })
}

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.sessions(),
    queryFn: ({ signal }) => getSessions(signal),
  })
}

export function useSessions() {
  return useQuery(sessionsQueryOptions())
}
