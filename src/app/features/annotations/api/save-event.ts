import {
  annotationPaths,
  eventSchema,
  type TrendEvent,
} from '../../../../domain/annotations/annotations.ts'
import type { EventInput } from '../../../../domain/annotations/annotation-checks.ts'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { useAnnotationMutation } from './annotation-mutation.ts'

/** A new event (no `id`), or a change of one with the version read. */
export type SaveEvent = EventInput & ({ id?: undefined } | { id: string; version: number })

/** POST /api/regions/:region/events, or PUT /api/regions/:region/events/:id. */
function saveEvent(region: RegionId, event: SaveEvent): Promise<TrendEvent> {
  if (event.id === undefined) {
    return apiRequest(annotationPaths.events(region), eventSchema, { method: 'POST', body: event })
  }
  const { id, ...body } = event
  return apiRequest(annotationPaths.event(region, id), eventSchema, { method: 'PUT', body })
}

export function useSaveEvent(region: RegionId) {
  return useAnnotationMutation(region, (event: SaveEvent) => saveEvent(region, event))
}
