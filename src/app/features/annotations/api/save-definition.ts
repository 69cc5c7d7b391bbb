import {
  annotationPaths,
  definitionSchema,
  type OrganizationDefinition,
} from '../../../../domain/annotations.ts'
import type { Language } from '../../../../domain/languages.ts'
import type { RegionId } from '../../../../domain/regions.ts'
import { apiRequest, apiRequestNoContent } from '../../../lib/api-client.ts'
import { useAnnotationMutation } from './annotation-mutation.ts'

export interface SaveDefinition {
  readonly metric: string
  readonly language: Language
  /** The organization's wording; null deletes it (the built-in text applies again). */
  readonly text: string | null
  /** The version read; 0: a new one. */
  readonly version: number
}

/**
 * PUT /api/regions/:region/definitions/:metric/:language, or DELETE … ?version=N when `text` is
 * null; answers the stored definition, or null once deleted.
 */
export async function saveDefinition(
  region: RegionId,
  { metric, language, text, version }: SaveDefinition,
): Promise<OrganizationDefinition | null> {
  const path = annotationPaths.definition(region, metric, language)
  if (text !== null) {
    return apiRequest(path, definitionSchema, { method: 'PUT', body: { text, version } })
  }
  await apiRequestNoContent(`${path}?version=${version}`, { method: 'DELETE' })
  return null
}

export function useSaveDefinition(region: RegionId) {
  return useAnnotationMutation(region, (definition: SaveDefinition) =>
    saveDefinition(region, definition),
  )
}
