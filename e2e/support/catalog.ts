import { readFileSync } from 'node:fs'
import { parsePoFile } from '@lingui/format-po'
import type { Language } from '../../src/domain/languages.ts'

/**
 * A catalog's translation of an English message, read from src/locales/<language>.po, so the
 * journeys check the translated text the catalog holds (fr-CA falls back to fr, as the build
 * does). Throws when the message is not in the catalog or not translated.
 */
export function translated(language: Language, english: string): string {
  const own = lookup(language, english)
  if (own !== undefined) return own
  const fallback = language === 'fr-CA' ? lookup('fr', english) : undefined
  if (fallback !== undefined) return fallback
  throw new Error(`src/locales/${language}.po has no translation of "${english}".`)
}

const catalogs = new Map<string, Map<string, string>>()

function lookup(language: Language, english: string): string | undefined {
  let catalog = catalogs.get(language)
  if (catalog === undefined) {
    const file = parsePoFile(readFileSync(`src/locales/${language}.po`, 'utf8'))
    catalog = new Map(
      file.items
        .filter((item) => item.msgstr[0] !== undefined && item.msgstr[0] !== '')
        .map((item) => [item.msgid, item.msgstr[0] ?? '']),
    )
    catalogs.set(language, catalog)
  }
  return catalog.get(english)
}
