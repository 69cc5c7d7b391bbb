import {
  annotationPaths,
  definitionSchema,
  type OrganizationDefinition,
} from '../../../../domain/annotations/annotations.ts'
import type { Language } from '../../../../domain/text/languages.ts'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { useAnnotationMutation } from './annotation-mutation.ts'

export interface SaveDefinition {
  readonly metric: string
  readonly language: Language
  /** The organization's wording. */
  readonly text: string
  /** The version read; 0: a new one. */
  readonly version: number
}

/**
 * PUT /api/regions/:region/definitions/:metric/:language: answers the stored definition (its
 * delete is ./delete-definition.ts).
 */
function saveDefinition(
  region: RegionId,
  { metric, language, text, version }: SaveDefinition,
): Promise<OrganizationDefinition> {
  const path = annotationPaths.definition(region, metric, language)
  return apiRequest(path, definitionSchema, { method: 'PUT', body: { text, version } })
}

export function useSaveDefinition(region: RegionId) {
  return useAnnotationMutation(region, (definition: SaveDefinition) =>
    saveDefinition(region, definition),
  )
}
