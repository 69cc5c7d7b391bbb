import type { OrganizationDefinition } from './annotations.ts'

/**
 * The organization's own wording of a metric (issue 26), by metric key, in the reader's language;
 * undefined where it has none, and the built-in definition applies (translated, with Lingui's
 * English fallback). Canadian French readers get the French wording when there is no Canadian one.
 */
export type OrganizationWording = (metric: string) => string | undefined

const LANGUAGE_FALLBACKS: Readonly<Record<string, string>> = { 'fr-CA': 'fr' }

export function organizationWording(
  definitions: readonly OrganizationDefinition[],
  language: string,
): OrganizationWording {
  const languages = [language, LANGUAGE_FALLBACKS[language]].filter((tag) => tag !== undefined)
  return (metric) => {
    for (const tag of languages) {
      const found = definitions.find((row) => row.metric === metric && row.language === tag)
      if (found !== undefined) return found.text
    }
    return undefined
  }
}
