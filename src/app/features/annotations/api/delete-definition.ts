import { annotationPaths } from '../../../../domain/annotations/annotations.ts'
import type { Language } from '../../../../domain/text/languages.ts'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { useVersionedDelete } from './annotation-mutation.ts'

/**
 * DELETE /api/regions/:region/definitions/:metric/:language?version=N: the organization's wording
 * goes, and the built-in definition applies again (the same through every region).
 */
export function useDeleteDefinition(region: RegionId) {
  return useVersionedDelete(
    region,
    ({ metric, language }: { metric: string; language: Language; version: number }) =>
      annotationPaths.definition(region, metric, language),
  )
}
