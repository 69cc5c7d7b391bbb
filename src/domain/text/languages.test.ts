import { describe, expect, it } from 'vitest'
import {
  acceptLanguageTags,
  formattingLocale,
  isLanguage,
  matchLanguage,
  textDirection,
} from './languages.ts'

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

describe('acceptLanguageTags', () => {
  it('orders the tags by weight, then as written, without q=0 and *', () => {
    expect(acceptLanguageTags('ar-EG, ar;q=0.9, en;q=0.5')).toEqual(['ar-EG', 'ar', 'en'])
    expect(acceptLanguageTags('en;q=0.2, ja, de;q=0, *;q=0.1, fr-CA;q=0.8')).toEqual([
      'ja',
      'fr-CA',
      'en',
    ])
    expect(acceptLanguageTags(undefined)).toEqual([])
    expect(acceptLanguageTags('')).toEqual([])
    expect(matchLanguage(acceptLanguageTags('pt-BR, es;q=0.7, en;q=0.3'))).toBe('es')
  })
})
