import { readFileSync } from 'node:fs'
import { isLanguage } from '../../src/domain/text/languages.ts'
import type { Translation } from './catalogs.ts'

/**
 * index.html's `<noscript>` sentences (docs/i18n.md), one paragraph per language, as
 * translations of a message the catalogs do not hold: the checks read them like the catalogs'.
 */
export function noscriptSentences(html = readFileSync('index.html', 'utf8')): Translation[] {
  const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? ''
  return [...noscript.matchAll(/<p lang="([\w-]+)"[^>]*>([\s\S]*?)<\/p>/g)].flatMap(
    ([, language, text]) =>
      isLanguage(language)
        ? [
            {
              language,
              english:
                'The Pipeline Diversity Dashboard needs JavaScript. Turn it on in your browser, then reload this page.',
              text: (text ?? '').trim().replace(/\s+/g, ' '),
            },
          ]
        : [],
  )
}
