import { annotationPaths } from '../../../../domain/annotations/annotations.ts'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { useVersionedDelete } from './annotation-mutation.ts'

/** DELETE /api/regions/:region/targets/:metric?version=N. */
export function useDeleteTarget(region: RegionId) {
  return useVersionedDelete(region, ({ metric }: { metric: string; version: number }) =>
    annotationPaths.target(region, metric),
  )
}
