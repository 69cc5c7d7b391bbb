/**
 * The languages the UI is translated into (docs/decisions/0110). A language is also the catalog's
 * name; `fr-CA` is French with Canadian conventions, its catalog falls back to `fr` message by
 * message. Shared by the SPA (the language menu, the embed's `locale`), the BFF (the page a shed
 * navigation gets, in the browser's `Accept-Language`) and their tests.
 */
export const LANGUAGES = ['en', 'fr', 'fr-CA', 'de', 'es', 'ar', 'ja'] as const

export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'en'

/**
 * The parts of a language's messages (docs/decisions/0202): the shell's (the entry's modules
 * and the sign-in page's, `src/locales/shell/`), loaded with every page; the app's (the pages
 * after sign-in, `src/locales/`), loaded with their code; the rare part (the methodology page and
 * the administrators' edit mode, `src/locales/rare/`, decision 0393), loaded with theirs.
 */
export type CatalogPart = 'shell' | 'app' | 'rare'

/** Each language's name in itself: the language menu lists these (a person looks for their own). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  fr: 'Français',
  'fr-CA': 'Français (Canada)',
  de: 'Deutsch',
  es: 'Español',
  ar: 'العربية',
  ja: '日本語',
}

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar'])

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** `rtl` for the scripts written right to left (Arabic), `ltr` for the others. */
export function textDirection(language: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(baseLanguage(language)) ? 'rtl' : 'ltr'
}

function baseLanguage(tag: string): string {
  return tag.split('-')[0]?.toLowerCase() ?? ''
}

/**
 * The UI language for a list of BCP 47 tags in order of preference (the browser's languages, a
 * portal's `locale`): the first tag translated exactly (`fr-CA`), else the first whose base
 * language is (`de-AT` → `de`); undefined when none is.
 */
export function matchLanguage(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const exact = LANGUAGES.find((language) => language.toLowerCase() === tag.toLowerCase())
    if (exact !== undefined) return exact
    const base = baseLanguage(tag)
    if (isLanguage(base)) return base
  }
  return undefined
}

/**
 * The locale numbers and dates are formatted in: the preferred tag when it is a variant of the
 * language (`en-GB` for English, `de-CH` for German), the language itself otherwise.
 */
export function formattingLocale(language: Language, preferred: readonly string[]): string {
  if (language.includes('-')) return language
  const variant = preferred.find((tag) => baseLanguage(tag) === language)
  return variant ?? language
}

/**
 * The language tags of an `Accept-Language` header in order of preference: by weight (`q`,
 * RFC 9110), equal weights in the header's order, `q=0` and `*` left out.
 */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (header === undefined) return []
  const weighted = header.split(',').flatMap((part, index) => {
    const [tag = '', ...params] = part.split(';').map((token) => token.trim())
    const q = params.find((param) => param.toLowerCase().startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    if (tag === '' || tag === '*' || !(weight > 0)) return []
    return [{ tag, weight, index }]
  })
  return weighted.sort((a, b) => b.weight - a.weight || a.index - b.index).map(({ tag }) => tag)
}
