import { readFileSync } from 'node:fs'
import type { Language } from '../../src/domain/text/languages.ts'
import { TRANSLATED, type Translation } from './catalogs.ts'

/**
 * The glossary check (docs/i18n.md, "Key terms" and "Forbidden renderings"): the tables of the
 * doc are the rules, so the doc and the check cannot drift apart.
 */
interface KeyTerm {
  english: RegExp
  renderings: Readonly<Partial<Record<Language, readonly string[]>>>
}

interface ForbiddenRendering {
  languages: readonly Language[]
  forbidden: RegExp
  where: RegExp
  why: string
}

export interface Glossary {
  keyTerms: KeyTerm[]
  forbidden: ForbiddenRendering[]
}

export interface GlossaryFinding extends Translation {
  problem: string
}

/** The rows of the first table under `heading`, each split into cells (`\|` is a literal bar). */
function tableRows(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(`\n${heading}\n`)
  if (start === -1) throw new Error(`docs/i18n.md has no "${heading}" table`)
  const lines = markdown.slice(start + heading.length + 2).split('\n')
  const first = lines.findIndex((line) => line.startsWith('|'))
  const end = lines.findIndex((line, index) => index > first && !line.startsWith('|'))
  return lines.slice(first + 2, end === -1 ? undefined : end).map((line) =>
    line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) =>
        cell
          .trim()
          .replaceAll('\\|', '|')
          .replace(/^`(.*)`$/, '$1'),
      ),
  )
}

function alternatives(cell: string | undefined): string[] {
  return (cell ?? '')
    .split('·')
    .map((term) => term.trim())
    .filter((term) => term !== '')
}

function isTranslated(language: string): language is Language {
  return (TRANSLATED as readonly string[]).includes(language)
}

function parseGlossary(markdown: string): Glossary {
  const keyTerms = tableRows(markdown, '### Key terms').map(([english = '', ...cells]) => {
    const [fr, frCA, de, es, ar, ja] = cells.map(alternatives)
    const french = frCA?.length ? frCA : fr
    return {
      english: new RegExp(`(?<![\\p{L}\\p{N}])(?:${english})`, 'iu'),
      renderings: { fr, 'fr-CA': french, de, es, ar, ja },
    }
  })
  const forbidden = tableRows(markdown, '### Forbidden renderings').map(
    ([languages = '', pattern = '', where = '', why = '']) => ({
      languages: languages
        .split(',')
        .map((language) => language.trim())
        .filter(isTranslated),
      forbidden: new RegExp(pattern, 'u'),
      where: new RegExp(where, 'u'),
      why,
    }),
  )
  return { keyTerms, forbidden }
}

export function readGlossary(path = 'docs/i18n.md'): Glossary {
  return parseGlossary(readFileSync(path, 'utf8'))
}

/** `{interval}` is a placeholder, not the word: plain placeholders are left out of the English. */
const withoutPlaceholders = (text: string) => text.replace(/\{\w+\}/g, ' ')

export function glossaryFindings(
  translations: readonly Translation[],
  glossary: Glossary = readGlossary(),
): GlossaryFinding[] {
  return translations.flatMap((translation) => {
    const english = withoutPlaceholders(translation.english)
    const text = translation.text.toLocaleLowerCase(translation.language)
    const missing = glossary.keyTerms.flatMap(({ english: term, renderings }) => {
      const wanted = renderings[translation.language] ?? []
      if (wanted.length === 0 || !term.test(english)) return []
      if (
        wanted.some((rendering) => text.includes(rendering.toLocaleLowerCase(translation.language)))
      ) {
        return []
      }
      return [{ ...translation, problem: `“${term.source}” should read ${wanted.join(' or ')}` }]
    })
    const refused = glossary.forbidden.flatMap(({ languages, forbidden, where, why }) =>
      languages.includes(translation.language) &&
      where.test(translation.english) &&
      forbidden.test(translation.text)
        ? [{ ...translation, problem: `“${forbidden.source}”: ${why}` }]
        : [],
    )
    return [...missing, ...refused]
  })
}
