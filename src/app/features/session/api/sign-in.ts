import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  apiPaths,
  sessionSchema,
  type SessionInfo,
  type SessionsResponse,
  type SignInRequest,
} from '../../../../domain/http/contract.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { queryKeys } from '../../../lib/query-keys.ts'

/** The contract answers sign-in with the new session: `{region, email, expiresAt}`. */
export type SignInResponse = SessionInfo

/** POST /api/session: exchanges e-mail and API key for a session of one region. */
function signIn(request: SignInRequest): Promise<SignInResponse> {
  return apiRequest(apiPaths.session(), sessionSchema, { method: 'POST', body: request })
}

/**
 * After a sign-in the region's old data is dropped, so a different user of the same region never
 * glimpses the previous one's numbers. The answer is the new session: the session list holds it
 * at once, so the next page opens without waiting for the lists, which refetch behind it
 * (decision 0391).
 */
function afterSignIn(queryClient: QueryClient, result: SignInResponse): void {
  queryClient.removeQueries({ queryKey: queryKeys.organizationInfo.region(result.region) })
  queryClient.removeQueries({ queryKey: queryKeys.sessionLost(result.region) })
  queryClient.setQueryData<SessionsResponse>(queryKeys.sessions(), (list) =>
    list === undefined
      ? undefined
      : {
          sessions: [
            ...list.sessions.filter((session) => session.region !== result.region),
            result,
          ],
        },
  )
  void queryClient.invalidateQueries({ queryKey: queryKeys.sessions() })
  void queryClient.invalidateQueries({ queryKey: queryKeys.regions() })
}

export function useSignIn(options: { onSuccess: (result: SignInResponse) => void }) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signIn,
    onSuccess: (result) => {
      afterSignIn(queryClient, result)
      options.onSuccess(result)
    },
  })
}
