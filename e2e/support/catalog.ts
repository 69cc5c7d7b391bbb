import type { Language } from '../../src/domain/text/languages.ts'
import { shownText } from '../../scripts/i18n-lint/catalogs.ts'

/**
 * A catalog's translation of an English message, read from src/locales/<language>.po and
 * src/locales/shell/<language>.po (decision 0202), so the journeys check the translated text the
 * catalogs hold (fr-CA falls back to fr, as the build does). Throws when the message is not in
 * them or not translated.
 */
export function translated(language: Language, english: string): string {
  const text = shownText(language, english)
  if (text === undefined) {
    throw new Error(`The ${language} catalogs have no translation of "${english}".`)
  }
  return text
}
