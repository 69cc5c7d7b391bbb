import { i18n as appI18n, type I18n, type Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createContext, use, useCallback, useState, type ReactNode } from 'react'
import {
  DEFAULT_LANGUAGE,
  formattingLocale,
  isLanguage,
  matchLanguage,
  textDirection,
  type CatalogPart,
  type Language,
} from '../../domain/text/languages.ts'
import { loadOnce } from '../../domain/http/load-once.ts'
import { paths } from '../config/paths.ts'
import { readLanguage, writeLanguage } from '../lib/preferences.ts'
import { loadCatalog, type CatalogLocale } from './catalogs.ts'

export interface LanguageState {
  /** The catalog shown: a translated language, or Storybook's pseudo-locale. */
  language: CatalogLocale
  /** The BCP 47 locale numbers, percentages and dates are formatted in (`Intl`). */
  locale: string
  /**
   * Shows the UI in `language`: its catalog loads (once), then every message re-renders.
   * `remember` keeps the choice for the next visit (the language menu); `locale` names a
   * regional variant to format in (the embed's `locale`, e.g. `de-CH`).
   */
  setLanguage: (
    language: Language,
    options?: { remember?: boolean; locale?: string },
  ) => Promise<void>
}

/**
 * The code that isolates every placeholder of a right-to-left sentence (docs/i18n.md, "Right to
 * left"): loaded with a right-to-left language's catalog, so left-to-right pages never download it
 * (decision 0393).
 */
const loadBidiMessages = loadOnce(() => import('../../domain/text/bidi-messages.ts'))

/**
 * The parts of `language`'s catalog; for a right-to-left language, with `i18n` isolating every
 * placeholder from now on (a left-to-right language shown later passes through it untouched).
 */
async function loadMessages(
  language: CatalogLocale,
  parts: readonly CatalogPart[],
  i18n: I18n,
): Promise<Messages> {
  if (textDirection(language) !== 'rtl') return loadCatalog(language, parts)
  const [messages, { withBidiIsolates }] = await Promise.all([
    loadCatalog(language, parts),
    loadBidiMessages(),
  ])
  withBidiIsolates(i18n)
  return messages
}

const LanguageContext = createContext<LanguageState | undefined>(undefined)

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages
}

/**
 * The language a page opens in: the embed's `locale` host parameter, else the choice remembered
 * from the language menu, else the first of the browser's languages that is translated, else
 * English (docs/decisions/0110).
 */
export function initialLanguage(url: URL): { language: Language; locale: string } {
  const hostLocale = url.pathname.startsWith('/embed/') ? url.searchParams.get('locale') : null
  const fromHost = hostLocale === null ? undefined : matchLanguage([hostLocale])
  const language =
    fromHost ?? readLanguage() ?? matchLanguage(browserLanguages()) ?? DEFAULT_LANGUAGE
  const preferred =
    fromHost !== undefined && hostLocale !== null ? [hostLocale] : browserLanguages()
  return { language, locale: formattingLocale(language, preferred) }
}

/**
 * The parts of the catalogs the page has needed so far (docs/decisions/0202): the shell's from
 * the start, the app's once a page after sign-in has loaded, the rare part once the methodology
 * page or the edit mode has (decision 0393). A language switch loads them all.
 */
const partsInUse = new Set<CatalogPart>(['shell'])
/** The catalog `activateLanguage` showed last, and the Lingui instance that shows it. */
let shown: CatalogLocale | undefined
let shownIn: I18n = appI18n
/** The parts added after the first page, each once (`loadMessagesOf`). */
const laterParts = new Map<LaterPart, Promise<void>>()

/** A part of the catalogs loaded with the code that needs it, after the shell's. */
export type LaterPart = Exclude<CatalogPart, 'shell'>

/**
 * The catalog parts the first page of a visit needs before it renders: the sign-in page only
 * the shell's; the methodology page the rare part too (decision 0393); any other page the app's
 * too, so it renders once with all its words instead of rendering again when they arrive
 * (decision 0202).
 */
export function firstPageParts(url: URL): CatalogPart[] {
  if (url.pathname === paths.signIn.pattern) return ['shell']
  if (url.pathname === paths.methodology.pattern) return ['shell', 'app', 'rare']
  return ['shell', 'app']
}

/**
 * Loads `language`'s catalog (the parts in use, and `parts` from now on) into Lingui's i18n (the
 * app's one, or the instance a story renders with) and sets `<html lang dir>` to match.
 */
export async function activateLanguage(
  language: CatalogLocale,
  locale: string,
  parts: readonly CatalogPart[] = [],
  i18n: I18n = appI18n,
): Promise<void> {
  for (const part of parts) partsInUse.add(part)
  const wanted = [...partsInUse]
  let messages = await loadMessages(language, wanted, i18n)
  // A page after sign-in may have asked for the app's part meanwhile.
  const added = [...partsInUse].filter((part) => !wanted.includes(part))
  if (added.length > 0) messages = { ...messages, ...(await loadCatalog(language, added)) }
  shown = language
  shownIn = i18n
  i18n.loadAndActivate({ locale: language, locales: [locale], messages })
  const root = document.documentElement
  // The pseudo-locale is English underneath: screen readers and Intl keep treating it as such.
  root.lang = language === 'pseudo' ? 'en' : locale
  root.dir = textDirection(language)
}

/**
 * Adds `part`'s messages to the language shown, once: the app's for the pages after sign-in
 * (decision 0202), the rare part for the methodology page and the edit mode (decision 0393). The
 * code that needs them waits for them, so nothing renders before its words are in. The sign-in
 * page and the shell need only the shell's catalog, loaded before the first render. A failed
 * download is forgotten, so the next page asks again (as `lazyPage` does).
 */
export function loadMessagesOf(part: LaterPart): Promise<void> {
  let loading = laterParts.get(part)
  // Loaded with the first page (firstPageParts): nothing more to do.
  if (loading === undefined && shown !== undefined && partsInUse.has(part)) {
    loading = Promise.resolve()
  }
  loading ??= addMessages(part).catch((error: unknown) => {
    laterParts.delete(part)
    partsInUse.delete(part)
    throw error
  })
  laterParts.set(part, loading)
  return loading
}

async function addMessages(part: LaterPart): Promise<void> {
  // From here a language switch loads this part too.
  partsInUse.add(part)
  for (let language = shown; language !== undefined; language = shown) {
    shownIn.load(language, await loadCatalog(language, [part]))
    // Done, unless another language was shown meanwhile without them.
    if (shown === language) return
  }
}

/**
 * The UI's language, around Lingui's provider. The first language is activated before the first
 * render (src/app/main.tsx); switching loads the next catalog, then re-renders. `i18n` is the
 * app's Lingui instance unless a story brings its own (each story of a Docs page speaks its own
 * language).
 */
export function LanguageProvider({
  initial,
  i18n = appI18n,
  children,
}: {
  initial: { language: CatalogLocale; locale: string }
  i18n?: I18n | undefined
  children: ReactNode
}) {
  const [current, setCurrent] = useState(initial)
  const setLanguage = useCallback<LanguageState['setLanguage']>(
    async (language, options = {}) => {
      const preferred = options.locale === undefined ? browserLanguages() : [options.locale]
      const locale = formattingLocale(language, preferred)
      await activateLanguage(language, locale, [], i18n)
      if (options.remember === true) writeLanguage(language)
      setCurrent({ language, locale })
    },
    [i18n],
  )
  return (
    <LanguageContext value={{ ...current, setLanguage }}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LanguageContext>
  )
}

export function useLanguage(): LanguageState {
  const state = use(LanguageContext)
  if (state === undefined) throw new Error('useLanguage needs a LanguageProvider above it.')
  return state
}

/**
 * The language menu's state: the language shown, and `choose`, which switches the UI and remembers
 * the choice; `pending` while the next catalog loads.
 */
export function useLanguageChoice(): {
  value: Language
  choose: (language: Language) => void
  pending: boolean
} {
  const { language, setLanguage } = useLanguage()
  const [pending, setPending] = useState(false)
  const choose = (next: Language) => {
    setPending(true)
    void setLanguage(next, { remember: true }).finally(() => setPending(false))
  }
  return { value: isLanguage(language) ? language : DEFAULT_LANGUAGE, choose, pending }
}
