import {
  annotationPaths,
  targetSchema,
  type Target,
} from '../../../../domain/annotations/annotations.ts'
import type { TargetInput } from '../../../../domain/annotations/annotation-checks.ts'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { useAnnotationMutation } from './annotation-mutation.ts'

export interface SaveTarget extends TargetInput {
  readonly metric: string
}

/** PUT /api/regions/:region/targets/:metric: sets a target (`version` 0) or changes it. */
function saveTarget(region: RegionId, { metric, ...input }: SaveTarget): Promise<Target> {
  return apiRequest(annotationPaths.target(region, metric), targetSchema, {
    method: 'PUT',
    body: input,
  })
}

export function useSaveTarget(region: RegionId) {
  return useAnnotationMutation(region, (target: SaveTarget) => saveTarget(region, target))
}
