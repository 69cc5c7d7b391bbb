import { readFileSync } from 'node:fs'
import { parsePoFile } from '@lingui/format-po'
import { LANGUAGES, type Language } from '../../src/domain/languages.ts'

/** The translated languages: every catalog but the English source. */
export const TRANSLATED = LANGUAGES.filter((language) => language !== 'en')

/** What fr-CA does not say itself comes from fr, message by message (lingui.config.ts). */
const FALLBACK: Partial<Record<Language, Language>> = { 'fr-CA': 'fr' }

/** One message as a language shows it: its English id and the translation a user reads. */
export interface Translation {
  language: Language
  english: string
  text: string
}

const read = new Map<Language, Map<string, string>>()

/** A catalog's own translations (msgid → msgstr), empty ones left out: the whole file. */
export function catalogMessages(language: Language): ReadonlyMap<string, string> {
  let messages = read.get(language)
  if (messages === undefined) {
    const file = parsePoFile(readFileSync(`src/locales/${language}.po`, 'utf8'))
    messages = new Map(
      file.items
        .map((item) => [item.msgid, item.msgstr[0] ?? ''] as const)
        .filter(([, text]) => text !== ''),
    )
    read.set(language, messages)
  }
  return messages
}

/** The text a user of `language` reads for `english`, after fr-CA's fallback to fr. */
export function shownText(language: Language, english: string): string | undefined {
  const own = catalogMessages(language).get(english)
  if (own !== undefined) return own
  const fallback = FALLBACK[language]
  return fallback === undefined ? undefined : catalogMessages(fallback).get(english)
}

/** Every message of every translated catalog as it is shown (fr-CA with what it inherits). */
export function everyTranslation(): Translation[] {
  return TRANSLATED.flatMap((language) =>
    [...catalogMessages('en').keys()].flatMap((english) => {
      const text = shownText(language, english)
      return text === undefined ? [] : [{ language, english, text }]
    }),
  )
}
