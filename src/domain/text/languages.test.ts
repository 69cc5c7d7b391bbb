import { describe, expect, it } from 'vitest'
import { formattingLocale, isLanguage, matchLanguage, textDirection } from './languages.ts'

describe('matchLanguage', () => {
  it.each([
    [['fr-CA', 'en'], 'fr-CA'],
    [['fr-FR', 'en'], 'fr'],
    [['de-AT'], 'de'],
    [['pt-BR', 'es-MX'], 'es'],
    [['AR-ae'], 'ar'],
    [['ja-JP'], 'ja'],
    [['en-GB', 'fr'], 'en'],
  ] as const)('%j → %s', (tags, expected) => {
    expect(matchLanguage(tags)).toBe(expected)
  })

  it('is undefined when no tag is translated', () => {
    expect(matchLanguage(['pt-BR', 'zh'])).toBeUndefined()
    expect(matchLanguage([])).toBeUndefined()
  })
})

describe('textDirection', () => {
  it('is right to left for Arabic only', () => {
    expect(textDirection('ar')).toBe('rtl')
    expect(textDirection('ar-AE')).toBe('rtl')
    expect(textDirection('fr-CA')).toBe('ltr')
    expect(textDirection('ja')).toBe('ltr')
  })
})

describe('formattingLocale', () => {
  it('keeps a preferred regional variant of the language', () => {
    expect(formattingLocale('en', ['en-GB', 'de'])).toBe('en-GB')
    expect(formattingLocale('de', ['fr', 'de-CH'])).toBe('de-CH')
  })

  it('uses the language itself otherwise, and a regional language as it is', () => {
    expect(formattingLocale('ja', ['en-US'])).toBe('ja')
    expect(formattingLocale('fr-CA', ['fr-FR'])).toBe('fr-CA')
  })
})

it('recognises only the translated languages', () => {
  expect(isLanguage('fr-CA')).toBe(true)
  expect(isLanguage('pseudo')).toBe(false)
  expect(isLanguage('pt')).toBe(false)
})
