/**
 * What may be in text an administrator types (event titles and notes, definitions): text every
 * export can carry (SVG, PPTX and XML want no control characters; PostgreSQL stores no NUL) and that
 * shows what it says (no bidi override reversing "gnp.exe" into "exe.png", no blank title).
 * Checked the same way by the BFF, the mock BFF and the admin forms (decision 0252).
 */
export type TextProblem =
  /** Not a string at all (a number, an object); a missing one is `empty`. */
  | 'not_text'
  /** U+0000, which PostgreSQL cannot store and SQLite would keep. */
  | 'nul'
  /** Half of a UTF-16 surrogate pair: no character at all. */
  | 'unpaired_surrogate'
  /**
   * C0/C1 controls (NEL, U+0085, among them), U+FFFE/U+FFFF; tab, line feed, carriage return and
   * the line and paragraph separators (U+2028, U+2029) only where lines are allowed.
   */
  | 'control'
  /** U+202A–U+202E: embeddings and overrides; the isolates U+2066–U+2069 may stay. */
  | 'bidi_override'
  | 'empty'
  /** Nothing but spaces and characters that draw nothing (U+200B, U+2060, U+FEFF, …). */
  | 'invisible'

export interface TextRules {
  /** Tab, line feed and carriage return are allowed (a note, a definition; not a title). */
  readonly lines: boolean
}

const UNPAIRED_SURROGATE = /[\uD800-\uDFFF]/u
/** Tab, line feed, carriage return and Unicode's line and paragraph separators (U+2028, U+2029). */
const LINE_CONTROLS = /[\t\n\r\u2028\u2029]/g
const CONTROL = /[\p{Cc}\u2028\u2029\uFFFE\uFFFF]/u
const BIDI_OVERRIDE = /[\u202A-\u202E]/
/**
 * Characters that draw nothing: white space, default-ignorable code points (zero-width spaces and
 * joiners, word joiner, BOM, soft hyphen, variation selectors, bidi marks), format characters, and
 * the blank-looking fillers (Braille blank, Hangul fillers).
 */
const INVISIBLE = /^[\s\p{Default_Ignorable_Code_Point}\p{Cf}\u2800\u3164\uFFA0\u115F\u1160]*$/u

const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' })

/**
 * The length of `text` as a person counts it: grapheme clusters (Intl.Segmenter), so 👩🏽‍💻 or é
 * written as e + U+0301 is one character, not 2 to 7 UTF-16 units. Every length limit of typed
 * text counts this way, on the server and in the forms.
 */
export function textLength(text: string): number {
  return [...GRAPHEMES.segment(text)].length
}

/** The first problem of `value` as text under `rules`; undefined when it is fine. */
export function textProblem(value: unknown, rules: TextRules): TextProblem | undefined {
  if (value === undefined || value === null) return 'empty'
  if (typeof value !== 'string') return 'not_text'
  if (value.includes('\u0000')) return 'nul'
  if (UNPAIRED_SURROGATE.test(value)) return 'unpaired_surrogate'
  const controls = rules.lines ? value.replace(LINE_CONTROLS, '') : value
  if (CONTROL.test(controls)) return 'control'
  if (BIDI_OVERRIDE.test(value)) return 'bidi_override'
  if (value.trim() === '') return 'empty'
  if (INVISIBLE.test(value)) return 'invisible'
  return undefined
}
