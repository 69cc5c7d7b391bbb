/**
 * What a browser downloads to show each page of the built SPA, from Vite's manifest
 * (dist/client/.vite/manifest.json), and what those files weigh. The budgets are in
 * ./check-bundle.ts (docs/decisions/0161).
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { DEFAULT_LANGUAGE, isLanguage } from '../src/domain/text/languages.ts'
import type { CatalogPart, Language } from '../src/domain/text/languages.ts'
import { collectFiles, ENTRY } from '../src/server/vite-manifest.ts'
import type { Manifest } from '../src/server/vite-manifest.ts'
import { SIBLINGS } from './precompress.ts'

export const KB = 1000

export interface PageBudget {
  readonly name: string
  /** Manifest key of the page's lazy route module. */
  readonly route: string
  /** Gzip'd budget in bytes: entry, route chunks and the English catalog. */
  readonly budget: number
  /**
   * The catalog parts the page loads (decision 0202): the sign-in page only the shell's, every
   * other page both (the default).
   */
  readonly catalogs?: readonly CatalogPart[]
  /** Manifest keys of chunks whose file the page must not download. */
  readonly excludes?: readonly string[]
  /**
   * Manifest keys of the route's dynamic imports made only on an explicit request (a download
   * button): not loaded with the page, so not counted in its budget; each has a budget of its own
   * (decision 0193).
   */
  readonly onDemand?: readonly string[]
}

/** Byte counts of a build file: gzip level 9 (the budget's measure) and Brotli as served. */
export interface Sizers {
  gzip: (file: string) => number
  brotli: (file: string) => number
}

export interface FileMeasure {
  readonly file: string
  readonly gzip: number
  readonly brotli: number
}

const CATALOG_KEY = /^src\/locales\/(?:(?<part>shell|rare)\/)?(?<locale>[\w-]+)\.po$/

/** The manifest key of a language's catalog part (src/app/i18n/catalogs.ts). */
export const catalogKey = (part: CatalogPart, locale: string): string =>
  part === 'app' ? `src/locales/${locale}.po` : `src/locales/${part}/${locale}.po`

export interface CatalogMeasure extends FileMeasure {
  readonly locale: string
  readonly part: CatalogPart
}

/**
 * Every language's catalog chunks (one per language and part; decisions 0110 and 0202), largest
 * first. Storybook's pseudo-locale is not a language the app offers and is left out. Throws when
 * there is none: nothing would be checked.
 */
export function measureCatalogs(manifest: Manifest, sizes: Sizers): CatalogMeasure[] {
  const measures = Object.entries(manifest).flatMap(([key, chunk]) => {
    const groups = CATALOG_KEY.exec(key)?.groups
    const locale = groups?.locale
    if (!isLanguage(locale)) return []
    const part: CatalogPart =
      groups?.part === 'shell' || groups?.part === 'rare' ? groups.part : 'app'
    const { file } = chunk
    return [{ locale, part, file, gzip: sizes.gzip(file), brotli: sizes.brotli(file) }]
  })
  if (measures.length === 0) {
    throw new Error('The manifest has no message catalog (src/locales/*.po).')
  }
  return measures.sort((a, b) => b.gzip - a.gzip || a.locale.localeCompare(b.locale))
}

/**
 * The code a browser downloads to show `page`: the entry (index.html's script and CSS) with its
 * static imports, then the page's route chunk with its static imports, CSS and the lazy chunks
 * it loads itself. The entry's other lazy imports (other pages, catalogs) are not followed.
 */
export function pageFiles(
  manifest: Manifest,
  page: Pick<PageBudget, 'route' | 'onDemand'>,
): string[] {
  // Route chunks import the entry back (shared code lives there): the route walk skips what the
  // entry walk saw, so the entry's lazy imports are never reached through that edge. Code loaded
  // only on request is skipped the same way.
  const seen = new Set<string>(page.onDemand ?? [])
  const entry = collectFiles(manifest, ENTRY, { includeCss: true, includeDynamic: false }, seen)
  const route = collectFiles(manifest, page.route, { includeCss: true, includeDynamic: true }, seen)
  return [...entry, ...route]
}

export interface PageMeasure {
  readonly page: PageBudget
  /** The page's code and styles, then the catalog parts counted with it. */
  readonly files: readonly FileMeasure[]
  /** Gzip'd total, held to the budget. */
  readonly total: number
  /** Brotli total: the bytes a browser that accepts `br` downloads. */
  readonly brotliTotal: number
  /** Files of `page.excludes` that the page downloads all the same. */
  readonly forbidden: readonly string[]
  readonly ok: boolean
}

/**
 * Each page's files with the catalog parts it loads in `language` (by default English, the
 * default language; decision 0161 says why, and the report lists every catalog beside the pages).
 */
export function measurePages(
  manifest: Manifest,
  sizes: Sizers,
  pages: readonly PageBudget[],
  language: Language = DEFAULT_LANGUAGE,
): PageMeasure[] {
  const catalogs = measureCatalogs(manifest, sizes)
  const catalog = (part: CatalogPart): CatalogMeasure => {
    const found = catalogs.find((entry) => entry.locale === language && entry.part === part)
    if (found === undefined)
      throw new Error(`The manifest has no catalog ${catalogKey(part, language)}.`)
    return found
  }
  return pages.map((page) => {
    const names = pageFiles(manifest, page)
    const code = names.map((file) => ({ file, gzip: sizes.gzip(file), brotli: sizes.brotli(file) }))
    const files = [...code, ...(page.catalogs ?? ['shell', 'app']).map(catalog)]
    const total = files.reduce((sum, entry) => sum + entry.gzip, 0)
    const brotliTotal = files.reduce((sum, entry) => sum + entry.brotli, 0)
    const forbidden = (page.excludes ?? [])
      .map((key) => {
        const chunk = manifest[key]
        if (chunk === undefined) throw new Error(`The manifest has no chunk "${key}".`)
        return chunk.file
      })
      .filter((file) => names.includes(file))
    const ok = total <= page.budget && forbidden.length === 0
    return { page, files, total, brotliTotal, forbidden, ok }
  })
}

export function gzipSizeOf(dir: string): (file: string) => number {
  return (file) => gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length
}

/** The size of the Brotli sibling the build wrote (scripts/precompress.ts): what is served. */
export function brotliSizeOf(dir: string): (file: string) => number {
  return (file) => {
    const sibling = path.join(dir, file + SIBLINGS.br)
    if (!existsSync(sibling)) {
      throw new Error(`${file} has no Brotli sibling ${file}${SIBLINGS.br}.`)
    }
    return statSync(sibling).size
  }
}
