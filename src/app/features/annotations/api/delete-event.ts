import { annotationPaths } from '../../../../domain/annotations.ts'
import type { RegionId } from '../../../../domain/regions.ts'
import { apiRequestNoContent } from '../../../lib/api-client.ts'
import { useAnnotationMutation } from './annotation-mutation.ts'

/** DELETE /api/regions/:region/events/:id?version=N. */
export function deleteEvent(region: RegionId, id: string, version: number): Promise<void> {
  const path = `${annotationPaths.event(region, id)}?version=${version}`
  return apiRequestNoContent(path, { method: 'DELETE' })
}

export function useDeleteEvent(region: RegionId) {
  return useAnnotationMutation(region, ({ id, version }: { id: string; version: number }) =>
    deleteEvent(region, id, version),
  )
}
