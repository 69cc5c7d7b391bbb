import { textDirection } from './languages.ts'

/**
 * Unicode bidi isolates (UAX #9, section 2.7) for text placed inside a sentence of another direction:
 * a number, percentage, count pair, date or file extension inside an Arabic sentence keeps its own
 * order and never reorders the words around it. Used by the screen's strings and by every export
 * (PDF, PPTX, images, CSV), so the text a user reads is the same everywhere.
 */

/** FIRST STRONG ISOLATE: the isolated text takes the direction of its first strong character. */
const FSI = '\u2068'
/** LEFT-TO-RIGHT ISOLATE: numbers, percentages, dates and file names. */
const LRI = '\u2066'
/** POP DIRECTIONAL ISOLATE: closes the nearest isolate. */
const PDI = '\u2069'

/** `text` isolated with its own first strong direction (names, free text typed by a user). */
export function isolate(text: string): string {
  return `${FSI}${text}${PDI}`
}

/** `text` isolated as left to right (a number, a percentage, a count pair, a date, ".pptx"). */
export function isolateLtr(text: string): string {
  return `${LRI}${text}${PDI}`
}

/** `text` without the isolates this module adds (for widths, file names and comparisons). */
export function stripIsolates(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '')
}

/**
 * `text` (a number, a percentage, a count pair, a date) as it goes into a sentence of `locale`:
 * isolated left to right where that language is written right to left, unchanged elsewhere.
 */
export function ltr(text: string, locale: string | undefined): string {
  return locale !== undefined && textDirection(locale) === 'rtl' ? isolateLtr(text) : text
}
