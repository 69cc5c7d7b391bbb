import { textDirection } from './languages.ts'

/**
 * Unicode bidi isolates (UAX #9, section 2.7) for text placed inside a sentence of another direction:
 * a number, percentage, count pair, date or file extension inside an Arabic sentence keeps its own
 * order and never reorders the words around it. Used by the screen's strings and by every export
 * (PDF, PPTX, images, CSV), so the text a user reads is the same everywhere.
 *
 * The one place that adds them, with `withBidiIsolates` (./bidi-messages.ts), which makes a Lingui
 * instance isolate every placeholder's value of every message while its language is written right
 * to left, so a message added tomorrow is isolated the same way (docs/i18n.md, "Right to left").
 * `scripts/i18n-lint/bidi.test.ts` runs every Arabic message and the sentences of the screen and
 * of every export through the Unicode Bidirectional Algorithm and checks the order a reader sees.
 */

/** FIRST STRONG ISOLATE: the isolated text takes the direction of its first strong character. */
const FSI = '\u2068'
/** LEFT-TO-RIGHT ISOLATE: numbers, percentages, dates and file names. */
const LRI = '\u2066'
/** RIGHT-TO-LEFT ISOLATE: a phrase of a right-to-left language placed in another sentence. */
const RLI = '\u2067'
/** POP DIRECTIONAL ISOLATE: closes the nearest isolate. */
export const PDI = '\u2069'
/** The characters that open an isolate. */
export const ISOLATE_OPENERS: ReadonlySet<string> = new Set([LRI, RLI, FSI])

/** `text` isolated with its own first strong direction (names, free text typed by a user). */
export function isolate(text: string): string {
  return `${FSI}${text}${PDI}`
}

/** `text` isolated as left to right (a number, a percentage, a count pair, a date, ".pptx"). */
export function isolateLtr(text: string): string {
  return `${LRI}${text}${PDI}`
}

/** `text` isolated as right to left (an Arabic phrase inside another sentence). */
export function isolateRtl(text: string): string {
  return `${RLI}${text}${PDI}`
}

/**
 * Lines cut from one text (an image's wrapped sentence), each a paragraph of its own: an isolate
 * left open at a line's end is closed there and opened again at the next line's start, so a
 * figure or a name carried over keeps its direction, and no line holds a stray PDI.
 */
export function balanceIsolates(lines: readonly string[]): string[] {
  let open: string[] = []
  return lines.map((line) => {
    const carried = open.join('')
    const stack = [...open]
    for (const char of line) {
      if (ISOLATE_OPENERS.has(char)) stack.push(char)
      else if (char === PDI) stack.pop()
    }
    open = stack
    return `${carried}${line}${PDI.repeat(stack.length)}`
  })
}

/**
 * `text` (a number, a percentage, a count pair, a date) as it goes into a sentence of `locale`:
 * isolated left to right where that language is written right to left, unchanged elsewhere.
 */
export function ltr(text: string, locale: string | undefined): string {
  return locale !== undefined && textDirection(locale) === 'rtl' ? isolateLtr(text) : text
}
