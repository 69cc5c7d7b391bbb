import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  annotationPaths,
  definitionsResponseSchema,
  type DefinitionsResponse,
} from '../../../../domain/annotations/annotations.ts'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { queryKeys } from '../../../lib/query-keys.ts'

/** GET /api/regions/:region/definitions: the organization's own definitions of the metrics (the same through every region). */
export function getDefinitions(
  region: RegionId,
  signal?: AbortSignal,
): Promise<DefinitionsResponse> {
  return apiRequest(annotationPaths.definitions(region), definitionsResponseSchema, { signal })
}

function definitionsQueryOptions(region: RegionId) {
  return queryOptions({
    queryKey: queryKeys.annotations.definitions(region),
    queryFn: ({ signal }) => getDefinitions(region, signal),
    // Tells the global 401 handler which region's session is gone.
    meta: { region },
  })
}

export function useDefinitions(region: RegionId) {
  return useQuery(definitionsQueryOptions(region))
}
