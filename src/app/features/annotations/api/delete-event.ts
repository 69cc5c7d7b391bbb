import { annotationPaths } from '../../../../domain/annotations/annotations.ts'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { useVersionedDelete } from './annotation-mutation.ts'

/** DELETE /api/regions/:region/events/:id?version=N. */
export function useDeleteEvent(region: RegionId) {
  return useVersionedDelete(region, ({ id }: { id: string; version: number }) =>
    annotationPaths.event(region, id),
  )
}
