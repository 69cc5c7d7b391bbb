import { describe, expect, it } from 'vitest'
import { shownText } from '../../../scripts/i18n-lint/catalogs.ts'
import { BUSY_PAGE_WORDS } from './busy-page-words.ts'
import { LANGUAGES } from './languages.ts'

describe("the busy page's words", () => {
  it.each(LANGUAGES)('are the shell catalog’s in %s', (language) => {
    const english = BUSY_PAGE_WORDS.en
    expect(BUSY_PAGE_WORDS[language]).toEqual({
      sentence: shownText(language, english.sentence),
      retry: shownText(language, english.retry),
    })
  })
})
