import { readFileSync } from 'node:fs'
import { parsePoFile } from '@lingui/format-po'
import { LANGUAGES, type Language } from '../../src/domain/text/languages.ts'

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

/**
 * The files of a language's messages (docs/decisions/0202): the shell's (the entry and the
 * sign-in page), the app's (every other page) and the rare part's (the methodology page and the
 * edit mode, decision 0393). A message two of them use is in both.
 */
export const CATALOG_FILES = {
  shell: (language: Language) => `src/locales/shell/${language}.po`,
  app: (language: Language) => `src/locales/${language}.po`,
  rare: (language: Language) => `src/locales/rare/${language}.po`,
} as const

/** One file's own translations (msgid → msgstr), empty ones left out; a path, or its text. */
export function fileMessages(file: string | { text: string }): ReadonlyMap<string, string> {
  const catalog = parsePoFile(typeof file === 'string' ? readFileSync(file, 'utf8') : file.text)
  return new Map(
    catalog.items
      .map((item) => [item.msgid, item.msgstr[0] ?? ''] as const)
      .filter(([, text]) => text !== ''),
  )
}

const read = new Map<Language, Map<string, string>>()

/** A language's own translations (msgid → msgstr) in all its files, empty ones left out. */
export function catalogMessages(language: Language): ReadonlyMap<string, string> {
  let messages = read.get(language)
  if (messages === undefined) {
    messages = new Map(
      Object.values(CATALOG_FILES).flatMap((file) => [...fileMessages(file(language))]),
    )
    read.set(language, messages)
  }
  return messages
}

/** Messages both files of `language` hold whose texts differ: a user would read both. */
export function catalogsDisagree(
  shell: ReadonlyMap<string, string>,
  app: ReadonlyMap<string, string>,
): string[] {
  return [...shell].flatMap(([english, text]) => {
    const other = app.get(english)
    return other === undefined || other === text ? [] : [`${english}: "${text}" / "${other}"`]
  })
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
