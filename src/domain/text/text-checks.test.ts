import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { textLength, textProblem } from './text-checks.ts'

const TITLE = { lines: false }
const NOTE = { lines: true }

describe('textProblem', () => {
  it('names what no export can carry or what hides what the text says', () => {
    const cases: [unknown, ReturnType<typeof textProblem>][] = [
      [42, 'not_text'],
      [true, 'not_text'],
      [null, 'empty'],
      [undefined, 'empty'],
      [['a'], 'not_text'],
      ['Q3\u0000launch', 'nul'],
      ['broken \uD800 half', 'unpaired_surrogate'],
      ['low \uDC00 half', 'unpaired_surrogate'],
      ['bell\u0001', 'control'],
      ['back\u0008space', 'control'],
      ['vertical\u000Btab', 'control'],
      ['delete\u007F', 'control'],
      ['c1\u0085', 'control'],
      ['not a character \uFFFE', 'control'],
      ['two\nlines', 'control'],
      ['a\ttab', 'control'],
      ['line\u2028separator', 'control'],
      ['paragraph\u2029separator', 'control'],
      ['Q3 launch \u202Egnp.exe', 'bidi_override'],
      ['\u202Aembedded\u202C', 'bidi_override'],
      ['', 'empty'],
      ['   ', 'empty'],
      ['\u200B', 'invisible'],
      ['\u200B\u2060\uFEFF\u00AD \u2800', 'invisible'],
      ['\u3164', 'invisible'],
    ]
    for (const [value, problem] of cases)
      expect(textProblem(value, TITLE), String(value)).toBe(problem)
  })

  it('lets a note hold tabs and line breaks, never other controls', () => {
    expect(textProblem('line one\r\nline two\tand a tab', NOTE)).toBeUndefined()
    expect(textProblem('line one\u2028line two\u2029paragraph two', NOTE)).toBeUndefined()
    expect(textProblem('line one\n\u000Bline two', NOTE)).toBe('control')
    expect(textProblem('\n\t', NOTE)).toBe('empty')
  })

  it('keeps what people write: scripts, emoji, isolates, marks, HTML and formulas', () => {
    for (const text of [
      'Réorganisation des équipes',
      'إعادة تنظيم الفرق',
      '組織再編',
      'Launch 👩🏽‍💻 in Q3',
      '\u2067مرحبا\u2069 team',
      'Reading order \u200F mark',
      '<img src=x onerror=alert(1)>',
      '=HYPERLINK("http://x")',
      'e\u0301 (a combining accent)',
    ]) {
      expect(textProblem(text, TITLE), text).toBeUndefined()
    }
  })

  it('accepts only text without controls, overrides or lone surrogates (any string)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.boolean(), (text, lines) => {
        if (textProblem(text, { lines }) !== undefined) return
        const allowed = lines ? /[\t\n\r]/g : /$^/g
        expect(/[\p{Cc}\uFFFE\uFFFF]/u.test(text.replace(allowed, ''))).toBe(false)
        expect(/[\u202A-\u202E]/.test(text)).toBe(false)
        expect(text.isWellFormed()).toBe(true)
        expect(text.trim()).not.toBe('')
      }),
      { numRuns: 1000 },
    )
    // A thousand strings: a few hundred milliseconds alone, seconds on a machine shared with a build.
  }, 30_000)
})

describe('textLength', () => {
  it('counts what a person sees: one per grapheme cluster, not per UTF-16 unit', () => {
    expect(textLength('Q3 launch')).toBe(9)
    expect(textLength('😀'.repeat(80))).toBe(80)
    // A family, a skin tone, a flag, an e with a combining accent, a Devanagari syllable.
    expect(textLength('👨‍👩‍👧‍👦')).toBe(1)
    expect(textLength('👩🏽‍💻')).toBe(1)
    expect(textLength('🇯🇵')).toBe(1)
    expect(textLength('e\u0301')).toBe(1)
    expect(textLength('क्षि')).toBe(1)
    expect(textLength('')).toBe(0)
  })
})
