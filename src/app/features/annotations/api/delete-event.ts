import { annotationPaths } from '../../../../domain/annotations.ts'
import type { RegionId } from '../../../../domain/regions.ts'
import { useVersionedDelete } from './annotation-mutation.ts'

/** DELETE /api/regions/:region/events/:id?version=N. */
export function useDeleteEvent(region: RegionId) {
  return useVersionedDelete(region, ({ id }: { id: string; version: number }) =>
    annotationPaths.event(region, id),
  )
}
