import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  annotationPaths,
  targetsResponseSchema,
  type TargetsResponse,
} from '../../../../domain/annotations/annotations.ts'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { queryKeys } from '../../../lib/query-keys.ts'

/** GET /api/regions/:region/targets: the region's targets, one per metric. */
function getTargets(region: RegionId, signal?: AbortSignal): Promise<TargetsResponse> {
  return apiRequest(annotationPaths.targets(region), targetsResponseSchema, { signal })
}

export function targetsQueryOptions(region: RegionId) {
  return queryOptions({
    queryKey: queryKeys.annotations.targets(region),
    queryFn: ({ signal }) => getTargets(region, signal),
    // Tells the global 401 handler which region's session is gone.
    meta: { region },
  })
}

export function useTargets(region: RegionId) {
  return useQuery(targetsQueryOptions(region))
}
