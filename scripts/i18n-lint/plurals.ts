import { parse, type Token } from '@messageformat/parser'
import type { Translation } from './catalogs.ts'

/**
 * Plural branches per CLDR (docs/i18n.md): each `plural` of a translation has exactly the
 * categories `Intl.PluralRules` gives its language — all six in Arabic, only `other` in Japanese
 * (a `one` branch there is never chosen). An exact match such as `=1` stands for a category only
 * when it is every count of that category (German `one` is 1 alone; French `one` is 0 and 1).
 */
export interface PluralFinding extends Translation {
  argument: string
  missing: string[]
  dead: string[]
}

function pluralCategories(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories]
}

function plurals(tokens: readonly Token[]): { arg: string; keys: string[] }[] {
  return tokens.flatMap((token) => {
    if (token.type !== 'plural' && token.type !== 'select' && token.type !== 'selectordinal') {
      return []
    }
    const nested = token.cases.flatMap((branch) => plurals(branch.tokens))
    if (token.type !== 'plural') return nested
    return [{ arg: token.arg, keys: token.cases.map((branch) => branch.key) }, ...nested]
  })
}

/** Counts to sort into categories: enough to meet each CLDR category of our languages. */
const SAMPLE_COUNTS = [
  ...Array.from({ length: 201 }, (_, count) => count),
  1_000,
  10_000,
  100_000,
  1_000_000,
  10_000_000,
]

function coveredByExactMatches(language: string, category: string, exact: string[]): boolean {
  const rules = new Intl.PluralRules(language)
  const counts = SAMPLE_COUNTS.filter((count) => rules.select(count) === category)
  return counts.length > 0 && counts.every((count) => exact.includes(`=${count}`))
}

export function pluralFindings(translations: readonly Translation[]): PluralFinding[] {
  return translations.flatMap((translation) => {
    const categories = pluralCategories(translation.language)
    return plurals(parse(translation.text)).flatMap(({ arg, keys }) => {
      const named = keys.filter((key) => !key.startsWith('='))
      const exact = keys.filter((key) => key.startsWith('='))
      const missing = categories.filter(
        (category) =>
          !named.includes(category) &&
          !coveredByExactMatches(translation.language, category, exact),
      )
      const dead = named.filter((key) => !categories.includes(key))
      return missing.length === 0 && dead.length === 0
        ? []
        : [{ ...translation, argument: arg, missing, dead }]
    })
  })
}
