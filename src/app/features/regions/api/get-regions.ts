import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  apiPaths,
  regionsResponseSchema,
  type RegionsResponse,
} from '../../../../domain/http/contract.ts'
import { adoptRegionNames } from '../../../../domain/regions/region-names.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { queryKeys } from '../../../lib/query-keys.ts'

/**
 * GET /api/regions: the configured regions and whether each is signed in, and the display names
 * an operator gave them (from here on every page names them so).
 */
async function getRegions(signal?: AbortSignal): Promise<RegionsResponse> {
  const regions = await apiRequest(apiPaths.regions(), regionsResponseSchema, { signal })
  adoptRegionNames(regions.regionNames)
  return regions
}

export function regionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.regions(),
    queryFn: ({ signal }) => getRegions(signal),
  })
}

export function useRegions() {
  return useQuery(regionsQueryOptions())
}
