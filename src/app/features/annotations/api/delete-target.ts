import { annotationPaths } from '../../../../domain/annotations.ts'
import type { RegionId } from '../../../../domain/regions.ts'
import { useVersionedDelete } from './annotation-mutation.ts'

/** DELETE /api/regions/:region/targets/:metric?version=N. */
export function useDeleteTarget(region: RegionId) {
  return useVersionedDelete(region, ({ metric }: { metric: string; version: number }) =>
    annotationPaths.target(region, metric),
  )
}
