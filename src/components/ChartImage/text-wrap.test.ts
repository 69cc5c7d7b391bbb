import { describe, expect, it } from 'vitest'
import { wrapText, type Measure } from './text-wrap.ts'

/** Every character one unit wide: a line of `width` holds `width` characters. */
const monospace: Measure = (text) => [...text].length

describe('wrapText', () => {
  it('breaks between words, never past the width, and drops the spaces at the breaks', () => {
    const lines = wrapText(
      'Pipelines with leaders rose steadily',
      16,
      { size: 10, weight: 400 },
      monospace,
    )
    expect(lines).toEqual(['Pipelines with', 'leaders rose', 'steadily'])
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(16)
  })

  it('keeps a number and its percent sign together across a no-break space (French)', () => {
    const lines = wrapText(
      'Oui 29\u202f% de plus',
      5,
      { size: 10, weight: 400, locale: 'fr' },
      monospace,
    )
    expect(lines).toEqual(['Oui', '29\u202f%', 'de', 'plus'])
  })

  it('never starts a line with punctuation', () => {
    const lines = wrapText('of 42 pipelines.', 15, { size: 10, weight: 400 }, monospace)
    expect(lines).toEqual(['of 42', 'pipelines.'])
  })

  it('breaks Japanese between words, without spaces, and keeps its full stop at the line end', () => {
    const text = 'パイプラインの数です。仕様書では定義されていません。'
    const lines = wrapText(text, 12, { size: 10, weight: 400, locale: 'ja' }, monospace)
    expect(lines.join('')).toBe(text)
    expect(lines.length).toBeGreaterThan(1)
    for (const line of lines) {
      expect([...line].length).toBeLessThanOrEqual(12)
      expect(line.startsWith('。')).toBe(false)
    }
  })

  it('breaks a word longer than the line between its characters', () => {
    expect(wrapText('Donaudampfschifffahrt', 8, { size: 10, weight: 400 }, monospace)).toEqual([
      'Donaudam',
      'pfschiff',
      'fahrt',
    ])
  })
})
