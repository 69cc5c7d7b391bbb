import { describe, expect, it } from 'vitest'
import { wrapText, type Measure } from './text-wrap.ts'

/** Every character one unit wide: a line of `width` holds `width` characters. */
const monospace: Measure = (text) => [...text].length

describe('wrapText', () => {
  it('breaks at spaces the isolates of an Arabic sentence sit on, each line balanced', () => {
    const text = 'من أصل \u206642\u2069 \u2067مسارًا جديدًا\u2069 في \u2066New hiring policy\u2069'
    const lines = wrapText(text, 14, { size: 10, weight: 400, locale: 'ar' }, monospace)
    expect(lines.length).toBeGreaterThan(2)
    for (const line of lines) {
      const opened = [...line].filter((char) => /[\u2066-\u2068]/.test(char)).length
      const closed = [...line].filter((char) => char === '\u2069').length
      expect(opened, line).toBe(closed)
      expect(line.replace(/[\u2066-\u2069]/g, '').length).toBeLessThanOrEqual(14)
    }
    // The name cut by a break is isolated left to right on both lines.
    expect(lines.join('|')).toMatch(/\u2066New[^|]*\u2069\|\u2066[^|]*policy\u2069$/)
    expect(lines.join(' ').replace(/[\u2066-\u2069]/g, '')).toBe(
      text.replace(/[\u2066-\u2069]/g, ''),
    )
  })

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
