import { queryOptions } from '@tanstack/react-query'
import {
  annotationPaths,
  auditResponseSchema,
  type AuditResponse,
} from '../../../../domain/annotations/annotations.ts'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { queryKeys } from '../../../lib/query-keys.ts'

/** GET /api/regions/:region/audit: the newest changes of targets, events and definitions (administrators only). */
function getAudit(region: RegionId, signal?: AbortSignal): Promise<AuditResponse> {
  return apiRequest(annotationPaths.audit(region), auditResponseSchema, { signal })
}

export function auditQueryOptions(region: RegionId) {
  return queryOptions({
    queryKey: queryKeys.annotations.audit(region),
    queryFn: ({ signal }) => getAudit(region, signal),
    // Tells the global 401 handler which region's session is gone.
    meta: { region },
  })
}
