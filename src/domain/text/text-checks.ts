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
  /** C0/C1 controls, U+FFFE/U+FFFF; tab, line feed and carriage return only where lines are allowed. */
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
const LINE_CONTROLS = /[\t\n\r]/g
const CONTROL = /[\p{Cc}\uFFFE\uFFFF]/u
const BIDI_OVERRIDE = /[\u202A-\u202E]/
/**
 * Characters that draw nothing: white space, default-ignorable code points (zero-width spaces and
 * joiners, word joiner, BOM, soft hyphen, variation selectors, bidi marks), format characters, and
 * the blank-looking fillers (Braille blank, Hangul fillers).
 */
const INVISIBLE = /^[\s\p{Default_Ignorable_Code_Point}\p{Cf}\u2800\u3164\uFFA0\u115F\u1160]*$/u

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
