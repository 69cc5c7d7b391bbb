import { queryOptions } from '@tanstack/react-query'
import { embedApiPaths } from '../../../../domain/http/embed.ts'
import {
  historyResponseSchema,
  type HistoryRange,
  type HistoryResponse,
} from '../../../../domain/history/history.ts'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { embedQueryKeys } from './embed-query-keys.ts'

/** GET /api/embed/regions/:region/organization-info/history: read with the embed session. */
function getEmbedHistory(
  region: RegionId,
  range: HistoryRange,
  signal?: AbortSignal,
): Promise<HistoryResponse> {
  return apiRequest(embedApiPaths.history(region, range), historyResponseSchema, { signal })
}

export function embedHistoryQueryOptions(region: RegionId, range: HistoryRange) {
  return queryOptions({
    queryKey: embedQueryKeys.history(region, range),
    queryFn: ({ signal }) => getEmbedHistory(region, range, signal),
    // At most one snapshot a day, as the dashboard's history.
    staleTime: 5 * 60_000,
  })
}
