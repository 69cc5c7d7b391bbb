import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  annotationPaths,
  eventsResponseSchema,
  type EventsResponse,
} from '../../../../domain/annotations/annotations.ts'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { queryKeys } from '../../../lib/query-keys.ts'

/** GET /api/regions/:region/events: the region's events and every region's, oldest first. */
function getEvents(region: RegionId, signal?: AbortSignal): Promise<EventsResponse> {
  return apiRequest(annotationPaths.events(region), eventsResponseSchema, { signal })
}

export function eventsQueryOptions(region: RegionId) {
  return queryOptions({
    queryKey: queryKeys.annotations.events(region),
    queryFn: ({ signal }) => getEvents(region, signal),
    // Tells the global 401 handler which region's session is gone.
    meta: { region },
  })
}

export function useEvents(region: RegionId, enabled = true) {
  return useQuery({ ...eventsQueryOptions(region), enabled })
}
