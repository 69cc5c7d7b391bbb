import type { I18n, MessageDescriptor } from '@lingui/core'
import { ISOLATE_OPENERS, isolateLtr, isolateRtl, PDI } from './bidi.ts'
import { textDirection } from './languages.ts'

/**
 * Every placeholder of a right-to-left sentence isolated (./bidi.ts, docs/i18n.md "Right to
 * left"): `withBidiIsolates` wraps a Lingui instance. Only a right-to-left language needs it, so
 * the app loads this module with such a language's catalog (src/app/i18n/language.tsx, decision
 * 0393); left-to-right pages never download it.
 */

/**
 * Strong right-to-left characters (bidi classes R and AL): Hebrew, Arabic, Syriac, Thaana, N'Ko
 * and their presentation forms, and the right-to-left and Arabic letter marks.
 */
const STRONG_RTL =
  /[\u0590-\u05FF\u0600-\u0608\u060B\u060D\u061B-\u064A\u066D-\u066F\u0671-\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFE\u200F\u061C]|[\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u
/** Strong left-to-right characters (bidi class L, near enough): other letters, the LRM. */
const STRONG_LTR = /[\p{L}\u200E]/u

/**
 * The direction `text` reads in when it stands inside a right-to-left sentence: that of its first
 * strong character outside the isolates it holds (as `dir="auto"` and FSI decide); without one,
 * right to left if it holds an isolate or a right-to-left letter (a phrase of the catalog made of
 * isolated parts: "⁦9⁩ ← ⁦12⁩", "⁦17%⁩–⁦44%⁩" read right to left, as Intl's own ranges do), else
 * left to right (a bare number, percentage or date in Latin digits).
 */
export function directionOf(text: string): 'ltr' | 'rtl' {
  let depth = 0
  for (const char of text) {
    if (ISOLATE_OPENERS.has(char)) depth += 1
    else if (char === PDI) depth = Math.max(0, depth - 1)
    else if (depth === 0 && STRONG_RTL.test(char)) return 'rtl'
    else if (depth === 0 && STRONG_LTR.test(char)) return 'ltr'
  }
  return STRONG_RTL.test(text) || /[\u2066-\u2069]/.test(text) ? 'rtl' : 'ltr'
}

/** Whether `text` is one isolate from its first character to its last. */
function isIsolated(text: string): boolean {
  if (!ISOLATE_OPENERS.has(text.charAt(0)) || !text.endsWith(PDI)) return false
  let depth = 0
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index)
    if (ISOLATE_OPENERS.has(char)) depth += 1
    else if (char === PDI) depth -= 1
    if (depth === 0) return index === text.length - 1
  }
  return false
}

/**
 * Right-to-left words and nothing else (letters of a right-to-left script, their marks, spaces,
 * punctuation): inside a right-to-left sentence they cannot reorder anything ("الولايات المتحدة").
 */
function isPlainRtl(text: string): boolean {
  let letters = false
  for (const char of text) {
    if (STRONG_RTL.test(char) && char !== '\u200F') letters = true
    else if (!/[\s\p{P}\p{M}]/u.test(char) || /[\u2066-\u2069]/.test(char)) return false
  }
  return letters
}

/**
 * A placeholder's value as it goes into a right-to-left sentence: isolated in the direction it
 * reads in (`directionOf`), so "29‎%‎" before "(9 ← 12 …)" cannot turn the counts left to right.
 * An empty value, one already isolated, words of the sentence's own direction alone (a region's,
 * a metric's Arabic name) and a React element's stand-in (`<0/>`) stay as they are.
 */
export function isolateValue(value: string): string {
  if (value === '' || isIsolated(value) || isPlainRtl(value) || /^<\d+\/>$/.test(value)) {
    return value
  }
  return directionOf(value) === 'rtl' ? isolateRtl(value) : isolateLtr(value)
}

type Token = string | [string, string?, Record<string, unknown>?]

/** The names of a compiled message's plain placeholders (`{share}`, not `{n, plural, …}`). */
function plainPlaceholders(tokens: unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(tokens)) return names
  for (const token of tokens as Token[]) {
    if (!Array.isArray(token)) continue
    const [name, type, branches] = token
    if (type === undefined) names.add(name)
    else if (branches !== undefined) {
      for (const branch of Object.values(branches)) plainPlaceholders(branch, names)
    }
  }
  return names
}

const placeholderNames = new WeakMap<object, Set<string>>()

function namesOf(compiled: unknown): Set<string> {
  if (!Array.isArray(compiled)) return new Set()
  let names = placeholderNames.get(compiled)
  if (names === undefined) {
    names = plainPlaceholders(compiled)
    placeholderNames.set(compiled, names)
  }
  return names
}

function isolatedValues(
  values: Record<string, unknown> | undefined,
  names: ReadonlySet<string>,
): Record<string, unknown> | undefined {
  if (values === undefined || names.size === 0) return values
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      names.has(name) && typeof value === 'string' ? isolateValue(value) : value,
    ]),
  )
}

const isolating = new WeakSet<I18n>()

/**
 * Makes `i18n` isolate the value of every plain placeholder of every message (`isolateValue`)
 * while its language is written right to left; left-to-right languages are untouched. A plural's
 * or select's value stays as it is (it chooses a branch). Returns `i18n`; a second call does
 * nothing.
 */
export function withBidiIsolates(i18n: I18n): I18n {
  if (isolating.has(i18n)) return i18n
  isolating.add(i18n)
  const translate = i18n._.bind(i18n) as (
    id: MessageDescriptor | string,
    values?: Record<string, unknown>,
    options?: Record<string, unknown>,
  ) => string
  const translateIsolated = (
    id: MessageDescriptor | string,
    values?: Record<string, unknown>,
    options?: Record<string, unknown>,
  ): string => {
    if (textDirection(i18n.locale) !== 'rtl') return translate(id, values, options)
    const key = typeof id === 'string' ? id : id.id
    const compiled = key === undefined ? undefined : (i18n.messages[key] as unknown)
    const names = namesOf(compiled)
    if (typeof id === 'string') return translate(id, isolatedValues(values, names), options)
    return translate(
      { ...id, values: isolatedValues(id.values, names) },
      isolatedValues(values, names),
      options,
    )
  }
  i18n._ = translateIsolated as I18n['_']
  i18n.t = translateIsolated as I18n['t']
  return i18n
}
