import type { Language } from '../../src/domain/text/languages.ts'
import type { Translation } from './catalogs.ts'

/**
 * Typography of each language (docs/i18n.md, "Rules the checks enforce"): each rule is a pattern
 * that must not occur in the text a user reads. ICU's own syntax (`{n, plural,`) is taken out
 * first, so its commas are not punctuation.
 */
export interface TypographyRule {
  languages: readonly Language[]
  rule: string
  forbidden: RegExp
}

const NO_BREAK = '\\u00a0\\u202f'
const FRENCH = ['fr', 'fr-CA'] as const

const TYPOGRAPHY_RULES: readonly TypographyRule[] = [
  {
    languages: FRENCH,
    rule: 'a no-break space (U+202F or U+00A0) before : ? ! and %',
    forbidden: new RegExp(`[^${NO_BREAK}(][:?!%]`),
  },
  {
    languages: FRENCH,
    rule: 'no-break spaces inside « »',
    forbidden: new RegExp(`«[^${NO_BREAK}]|[^${NO_BREAK}]»`),
  },
  {
    languages: ['fr'],
    rule: 'a no-break space (U+202F or U+00A0) before ;',
    forbidden: new RegExp(`[^${NO_BREAK}];`),
  },
  { languages: ['fr-CA'], rule: 'no space before ; (Canadian usage)', forbidden: /\s;/ },
  { languages: ['ja'], rule: 'no space before %', forbidden: /\s%/ },
  {
    languages: ['ar'],
    rule: 'Arabic punctuation ، ؛ ؟ instead of , ; ?',
    forbidden: /[,;?]/,
  },
  {
    languages: ['ar'],
    rule: 'no space between a number and % (as Intl writes it)',
    forbidden: /\d\s%/,
  },
  {
    languages: ['ar'],
    rule: 'a percentage written as Intl writes it, 95\u200e%\u200e (else the line shows "%95")',
    forbidden: /\d%/,
  },
  {
    languages: ['ar'],
    rule: 'a left-to-right mark before a file extension, (\u200e.pptx) (else the line shows "(pptx.)")',
    forbidden: /(?<![\u200e\p{Script=Latin}\d])\.\p{Script=Latin}/u,
  },
  {
    languages: ['ja'],
    rule: 'a full-width colon ： after Japanese text',
    forbidden: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー）」]:/u,
  },
  {
    languages: ['ja'],
    rule: 'no space after 。 or 、',
    forbidden: /[。、][ \t\n]/,
  },
  {
    languages: ['ja'],
    rule: 'no two brackets in a row （…）（…）',
    forbidden: /）\s*（/,
  },
  {
    languages: ['de'],
    rule: 'a no-break space (U+00A0) before an ellipsis that follows a word',
    forbidden: /[\p{L}\p{N} \t\n]…/u,
  },
  {
    languages: ['de', 'es'],
    rule: 'a no-break space between a number and % (as Intl writes it)',
    forbidden: /\d[ \t\n]%/,
  },
]

export interface TypographyFinding extends Translation {
  rule: string
}

const ICU_HEAD = /\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,/g

/** The rules `translation` breaks (none: an empty list). */
export function typographyFindings(
  translations: readonly Translation[],
  rules: readonly TypographyRule[] = TYPOGRAPHY_RULES,
): TypographyFinding[] {
  return translations.flatMap((translation) => {
    const text = translation.text.replace(ICU_HEAD, '{')
    return rules
      .filter((rule) => rule.languages.includes(translation.language) && rule.forbidden.test(text))
      .map((rule) => ({ ...translation, rule: rule.rule }))
  })
}
