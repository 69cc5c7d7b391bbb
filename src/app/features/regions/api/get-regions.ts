import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  apiPaths,
  regionsResponseSchema,
  type RegionsResponse,
} from '../../../../domain/contract.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { queryKeys } from '../../../lib/query-keys.ts'

/** GET /api/regions: the configured regions and whether each is signed in. */
export function getRegions(signal?: AbortSignal): Promise<RegionsResponse> {
  return apiRequest(apiPaths.regions(), regionsResponseSchema, { signal })
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
