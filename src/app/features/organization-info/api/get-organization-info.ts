import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPaths } from '../../../../domain/http/contract.ts'
import {
  organizationInfoSchema,
  type OrganizationInfo,
} from '../../../../domain/metrics/organization-info.ts'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { queryKeys } from '../../../lib/query-keys.ts'

/** GET /api/regions/:region/organization-info: the normalized metrics of one region. */
function getOrganizationInfo(region: RegionId, signal?: AbortSignal): Promise<OrganizationInfo> {
  return apiRequest(apiPaths.organizationInfo(region), organizationInfoSchema, { signal })
}

export function organizationInfoQueryOptions(region: RegionId) {
  return queryOptions({
    queryKey: queryKeys.organizationInfo.region(region),
    queryFn: ({ signal }) => getOrganizationInfo(region, signal),
    // Tells the global 401 handler which region's session is gone.
    meta: { region },
  })
}

export function useOrganizationInfo(region: RegionId) {
  return useQuery(organizationInfoQueryOptions(region))
}
