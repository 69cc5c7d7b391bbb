/**
 * Line breaking for the chart images' text (docs/decisions/0195): the words a line may break
 * between (Intl.Segmenter, so Japanese breaks between words without spaces), never at a no-break
 * space and never before punctuation; a word longer than the line breaks between its characters.
 */

import { balanceIsolates } from '../../domain/text/bidi.ts'

/** The width of a text at a size and weight, in the image's units. */
export type Measure = (text: string, size: number, weight: number) => number

/** Spaces, and the bidi isolates the word segmenter attaches to them (src/domain/text/bidi.ts). */
const BREAKABLE_SPACE = /^[ \t\n\r\u2066-\u2069]*[ \t\n\r][ \t\n\r\u2066-\u2069]*$/
const blank = (text: string) => text.replace(/[\u2066-\u2069]/g, '').trim() === ''
/** A line without the spaces at its break (an isolate's mark after them stays). */
const trimBreak = (line: string) => line.replace(/[ \t\n\r]+([\u2066-\u2069]*)$/, '$1')
const PUNCTUATION = /^[\p{P}\p{S}\u00a0\u202f\u2007]+$/u
const OPENING = /[\p{Ps}\p{Pi}\u00a0\u202f\u2007]$/u

/** The text in pieces that stay on one line, with the breakable spaces as pieces of their own. */
function pieces(text: string, locale: string | undefined): string[] {
  const tokens: string[] = []
  for (const { segment } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) {
    const last = tokens.at(-1)
    const glue =
      last !== undefined &&
      !BREAKABLE_SPACE.test(last) &&
      !BREAKABLE_SPACE.test(segment) &&
      (PUNCTUATION.test(segment) || OPENING.test(last))
    if (glue) tokens[tokens.length - 1] = last + segment
    else tokens.push(segment)
  }
  return tokens
}

function splitLong(piece: string, fits: (text: string) => boolean): string[] {
  const lines: string[] = []
  let line = ''
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(
    piece,
  )) {
    if (line !== '' && !fits(line + segment)) {
      lines.push(line)
      line = segment
    } else line += segment
  }
  return line === '' ? lines : [...lines, line]
}

/** `text` in lines no wider than `width` when drawn at `size` and `weight`. */
export function wrapText(
  text: string,
  width: number,
  font: { size: number; weight: number; locale?: string | undefined },
  measure: Measure,
): string[] {
  const fits = (candidate: string) => measure(candidate, font.size, font.weight) <= width
  const lines: string[] = []
  let line = ''
  for (const piece of pieces(text, font.locale)) {
    if (BREAKABLE_SPACE.test(piece)) {
      line += piece
      continue
    }
    if (fits(line + piece)) {
      line += piece
      continue
    }
    if (!blank(line)) lines.push(trimBreak(line))
    const parts = fits(piece) ? [piece] : splitLong(piece, fits)
    lines.push(...parts.slice(0, -1))
    line = parts.at(-1) ?? ''
  }
  if (!blank(line)) lines.push(trimBreak(line))
  // Each line is drawn as a paragraph of its own: an isolate a break cuts is closed and reopened.
  return balanceIsolates(lines)
}
