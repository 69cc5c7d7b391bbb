import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { apiPaths } from '../../../../domain/contract.ts'
import type { RegionId } from '../../../../domain/regions.ts'
import { apiRequestNoContent } from '../../../lib/api-client.ts'
import { queryKeys } from '../../../lib/query-keys.ts'

/** DELETE /api/session/:region: the BFF invalidates the upstream token, then forgets it. */
export function signOut(region: RegionId): Promise<void> {
  return apiRequestNoContent(apiPaths.regionSession(region), { method: 'DELETE' })
}

/** Signs out of every given region (the contract has no bulk call). */
export async function signOutOfRegions(regions: readonly RegionId[]): Promise<void> {
  await Promise.all(regions.map((region) => signOut(region)))
}

export async function afterSignOut(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.sessions() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.regions() }),
  ])
}

/**
 * Signs out of `regions`; `onSuccess` navigates away, after which the regions' data is dropped
 * from the cache where no page shows it any more (dropping data a still-mounted dashboard
 * observes would make it fetch again, into a 401). What is left is dropped by the next sign-in
 * of the region (afterSignIn) or by the cache's garbage collection.
 */
export function useSignOut(options: {
  onSuccess: (regions: readonly RegionId[]) => Promise<void>
}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (regions: readonly RegionId[]) => signOutOfRegions(regions),
    onSuccess: async (_result, regions) => {
      await afterSignOut(queryClient)
      await options.onSuccess(regions)
      for (const region of regions) {
        queryClient.removeQueries({
          queryKey: queryKeys.organizationInfo.region(region),
          type: 'inactive',
        })
      }
    },
  })
}
