import { BUSY_PAGE_WORDS } from '../domain/text/busy-page-words.ts'
import {
  acceptLanguageTags,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  matchLanguage,
  textDirection,
  type Language,
} from '../domain/text/languages.ts'

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)

/**
 * The page of one language: self-contained (no script, no style, nothing to fetch: the security
 * headers' CSP allows neither inline script nor inline style), its direction from the language,
 * and a retry link to the page's own address (`href=""`, so no part of the request is echoed).
 */
function busyPageHtml(language: Language): string {
  const { sentence, retry } = BUSY_PAGE_WORDS[language]
  return (
    `<!doctype html>\n<html lang="${language}" dir="${textDirection(language)}">\n<head>\n` +
    '<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n' +
    `<title>${escapeHtml(sentence)}</title>\n</head>\n<body>\n<main>\n` +
    `<h1>${escapeHtml(sentence)}</h1>\n<p><a href="">${escapeHtml(retry)}</a></p>\n` +
    '</main>\n</body>\n</html>\n'
  )
}

interface BusyPage {
  readonly language: Language
  readonly html: string
}

/**
 * The page a shed page navigation gets (decision 0401), in the first of the browser's languages
 * (`Accept-Language`) the UI is translated into, else English. Each language's page is written
 * once, at start-up: choosing one is a look-up.
 */
export function busyPages(): (acceptLanguage: string | undefined) => BusyPage {
  const pages = new Map<Language, BusyPage>(
    LANGUAGES.map((language) => [language, { language, html: busyPageHtml(language) }]),
  )
  const fallback: BusyPage = { language: DEFAULT_LANGUAGE, html: busyPageHtml(DEFAULT_LANGUAGE) }
  return (acceptLanguage) => {
    const language = matchLanguage(acceptLanguageTags(acceptLanguage))
    return (language === undefined ? undefined : pages.get(language)) ?? fallback
  }
}
