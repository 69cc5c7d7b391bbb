import { queryOptions } from '@tanstack/react-query'
import { embedApiPaths } from '../../../../domain/http/embed.ts'
import {
  organizationInfoSchema,
  type OrganizationInfo,
} from '../../../../domain/metrics/organization-info.ts'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { embedQueryKeys } from './embed-query-keys.ts'

/** GET /api/embed/regions/:region/organization-info: read with the portal-vouched embed session. */
function getEmbedOrganizationInfo(
  region: RegionId,
  signal?: AbortSignal,
): Promise<OrganizationInfo> {
  return apiRequest(embedApiPaths.organizationInfo(region), organizationInfoSchema, { signal })
}

export function embedOrganizationInfoQueryOptions(region: RegionId) {
  return queryOptions({
    queryKey: embedQueryKeys.organizationInfo(region),
    queryFn: ({ signal }) => getEmbedOrganizationInfo(region, signal),
  })
}
