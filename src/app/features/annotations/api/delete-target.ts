import { annotationPaths } from '../../../../domain/annotations.ts'
import type { RegionId } from '../../../../domain/regions.ts'
import { apiRequestNoContent } from '../../../lib/api-client.ts'
import { useAnnotationMutation } from './annotation-mutation.ts'

/** DELETE /api/regions/:region/targets/:metric?version=N. */
export function deleteTarget(region: RegionId, metric: string, version: number): Promise<void> {
  const path = `${annotationPaths.target(region, metric)}?version=${version}`
  return apiRequestNoContent(path, { method: 'DELETE' })
}

export function useDeleteTarget(region: RegionId) {
  return useAnnotationMutation(region, ({ metric, version }: { metric: string; version: number }) =>
    deleteTarget(region, metric, version),
  )
}
