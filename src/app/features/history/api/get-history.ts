import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  addDays,
  historyPath,
  historyResponseSchema,
  isoDay,
  type HistoryRange,
  type HistoryResponse,
} from '../../../../domain/history/history.ts'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { queryKeys } from '../../../lib/query-keys.ts'

/** GET /api/regions/:region/organization-info/history: a region's daily snapshots in a range. */
function getHistory(
  region: RegionId,
  range: HistoryRange,
  signal?: AbortSignal,
): Promise<HistoryResponse> {
  return apiRequest(historyPath(region, range), historyResponseSchema, { signal })
}

/** The last `days` days up to `today` (UTC), both ends included. */
export function lastDays(days: number, today: string = isoDay(Date.now())): HistoryRange {
  return { from: addDays(today, -days), to: today }
}

/** A year back and today: what the dashboard's sparklines and "since" changes need. */
export const DASHBOARD_HISTORY_DAYS = 365

export function historyQueryOptions(region: RegionId, range: HistoryRange) {
  return queryOptions({
    queryKey: queryKeys.history.range(region, range),
    queryFn: ({ signal }) => getHistory(region, range, signal),
    // At most one snapshot a day: there is nothing new to see for a while.
    staleTime: 5 * 60_000,
    // Tells the global 401 handler which region's session is gone.
    meta: { region },
  })
}

/**
 * The history of a range; while another range of the same region loads, the previous answer
 * stays on screen (never another region's).
 */
export function useHistory(region: RegionId, range: HistoryRange, enabled = true) {
  return useQuery({
    ...historyQueryOptions(region, range),
    enabled,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === region ? previous : undefined,
  })
}
