import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { apiPaths } from '../../../../domain/http/contract.ts'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { apiRequestNoContent } from '../../../lib/api-client.ts'
import { queryKeys } from '../../../lib/query-keys.ts'

/**
 * What to sign out of: one region, or every region at once. "Every region" is one request,
 * `DELETE /api/session`: per-region calls in parallel would each answer with a cookie that still
 * holds the other regions, and whichever cookie arrived last would win.
 */
export type SignOutTarget = { region: RegionId } | { allRegions: readonly RegionId[] }

/** The regions a target signs out of, as far as the page knows them. */
function signedOutRegions(target: SignOutTarget): readonly RegionId[] {
  return 'region' in target ? [target.region] : target.allRegions
}

/** DELETE /api/session/:region, or DELETE /api/session for every region. */
function signOut(target: SignOutTarget): Promise<void> {
  const path = 'region' in target ? apiPaths.regionSession(target.region) : apiPaths.session()
  return apiRequestNoContent(path, { method: 'DELETE' })
}

async function afterSignOut(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.sessions() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.regions() }),
  ])
}

/**
 * Signs out of a target; `onSuccess` navigates away, after which the regions' data is dropped
 * from the cache where no page shows it any more (dropping data a still-mounted dashboard
 * observes would make it fetch again, into a 401). What is left is dropped by the next sign-in
 * of the region (afterSignIn) or by the cache's garbage collection.
 */
export function useSignOut(options: { onSuccess: (target: SignOutTarget) => Promise<void> }) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOut,
    onSuccess: async (_result, target) => {
      await afterSignOut(queryClient)
      await options.onSuccess(target)
      for (const region of signedOutRegions(target)) {
        queryClient.removeQueries({
          queryKey: queryKeys.organizationInfo.region(region),
          type: 'inactive',
        })
      }
    },
  })
}
