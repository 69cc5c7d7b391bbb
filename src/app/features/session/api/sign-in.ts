import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  apiPaths,
  sessionSchema,
  type SessionInfo,
  type SignInRequest,
} from '../../../../domain/contract.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { queryKeys } from '../../../lib/query-keys.ts'

/** The contract answers sign-in with the new session: `{region, email, expiresAt}`. */
export type SignInResponse = SessionInfo

/** POST /api/session: exchanges e-mail and API key for a session of one region. */
export function signIn(request: SignInRequest): Promise<SignInResponse> {
  return apiRequest(apiPaths.session(), sessionSchema, { method: 'POST', body: request })
}

/**
 * After a sign-in, sign-in state is refetched and the region's old data is dropped, so a
 * different user of the same region never glimpses the previous one's numbers.
 */
export async function afterSignIn(queryClient: QueryClient, result: SignInResponse): Promise<void> {
  queryClient.removeQueries({ queryKey: queryKeys.organizationInfo.region(result.region) })
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.sessions() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.regions() }),
  ])
}

export function useSignIn(options: { onSuccess: (result: SignInResponse) => void }) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (result) => {
      await afterSignIn(queryClient, result)
      options.onSuccess(result)
    },
  })
}
