import { describe, expect, it } from 'vitest'
import { canonicalLocale, parseHostParams } from './host-params.ts'

describe('parseHostParams', () => {
  it('reads theme, compact and locale', () => {
    expect(parseHostParams(new URLSearchParams('theme=dark&compact=1&locale=fr-ca'))).toEqual({
      theme: 'dark',
      compact: true,
      trends: true,
      locale: 'fr-CA',
    })
  })

  it('falls back to auto, not compact and the browser locale', () => {
    expect(parseHostParams(new URLSearchParams(''))).toEqual({
      theme: 'auto',
      compact: false,
      trends: true,
      locale: undefined,
    })
    expect(parseHostParams(new URLSearchParams('theme=pink&compact=0&locale=%3Cx%3E'))).toEqual({
      theme: 'auto',
      compact: false,
      trends: true,
      locale: undefined,
    })
  })

  it('treats a bare compact flag as on', () => {
    expect(parseHostParams(new URLSearchParams('compact')).compact).toBe(true)
    expect(parseHostParams(new URLSearchParams('compact=true')).compact).toBe(true)
  })

  it('turns the trends off with trends=0 or trends=false only', () => {
    expect(parseHostParams(new URLSearchParams('trends=0')).trends).toBe(false)
    expect(parseHostParams(new URLSearchParams('trends=false')).trends).toBe(false)
    expect(parseHostParams(new URLSearchParams('trends=1')).trends).toBe(true)
    expect(parseHostParams(new URLSearchParams('trends=maybe')).trends).toBe(true)
    expect(parseHostParams(new URLSearchParams('trends')).trends).toBe(true)
  })
})

describe('canonicalLocale', () => {
  it('canonicalizes well-formed tags and drops the rest', () => {
    expect(canonicalLocale('DE-de')).toBe('de-DE')
    expect(canonicalLocale('en')).toBe('en')
    expect(canonicalLocale('not a locale')).toBeUndefined()
    expect(canonicalLocale('x'.repeat(40))).toBeUndefined()
    expect(canonicalLocale(null)).toBeUndefined()
  })
})
