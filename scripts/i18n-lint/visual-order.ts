import bidiModule, { type Bidi } from 'bidi-js'

/**
 * What a reader of a right-to-left page sees of a string, by a conforming implementation of the
 * Unicode Bidirectional Algorithm (bidi-js, UAX #9): the order of its characters on the line, left
 * to right, in a paragraph whose direction is the page's (`<html dir="rtl">`).
 */
// TypeScript reads bidi-js as CommonJS (its factory under `default`), Vite as ES (the factory).
const bidiFactory = ((bidiModule as { default?: unknown }).default ?? bidiModule) as () => Bidi
const bidi = bidiFactory()

/** Marks and isolates: they order the text, a reader does not see them. */
const CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/

/** The logical indices of `text`'s characters from the left of the line to its right. */
function visualIndices(text: string, direction: 'rtl' | 'ltr' = 'rtl'): number[] {
  const levels = bidi.getEmbeddingLevels(text, direction)
  return bidi.getReorderedIndices(text, levels)
}

/** The line as a reader sees it, left to right, mirrored brackets and all, controls left out. */
export function visualText(text: string, direction: 'rtl' | 'ltr' = 'rtl'): string {
  const levels = bidi.getEmbeddingLevels(text, direction)
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels)
  return visualIndices(text, direction)
    .map((index) => mirrored.get(index) ?? text.charAt(index))
    .filter((char) => !CONTROLS.test(char))
    .join('')
}

/**
 * A run a reader reads left to right inside a right-to-left sentence: a number, percentage, time
 * or signed change ("1,184", "29‎%‎", "4:37", "‎+13"), a file extension (".pptx") or a Latin word.
 * Marks inside it (Intl's LRM around "%") belong to it. A date's parts, which Intl parts with RLMs
 * to read right to left, are runs of their own.
 */
const LTR_RUN =
  /(?:[+\-−]|\.(?=\p{Script=Latin}))?[\p{Script=Latin}0-9](?:[\p{Script=Latin}0-9\u200E]|[.,:/@_\-%](?=[\p{Script=Latin}0-9\u200E%]))*%?\u200E?/gu
const ARABIC_LETTER = /\p{Script=Arabic}/u
const LATIN_LETTER = /\p{Script=Latin}/u
const ARROWS: Readonly<Record<string, 'left' | 'right'>> = { '←': 'left', '→': 'right' }

interface Run {
  text: string
  start: number
  end: number
}

function runsOf(text: string): Run[] {
  return [...text.matchAll(LTR_RUN)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }))
}

/**
 * How `text` misreads in a right-to-left paragraph; none: an empty list.
 * - Each left-to-right run shows whole and in its own order ("21%" never "%21", ".pptx" never
 *   "pptx.").
 * - Two figures one after the other in the sentence (no Latin word beside them) read right to
 *   left: the first on the right ("من 21% إلى 29%": 21% is read first).
 * - An arrow between two figures points from the first to the second ("9 ← 12": the count went
 *   from 9 to 12, and 12 is where the arrow points).
 */
export function bidiProblems(text: string): string[] {
  const seen = (index: number) => !CONTROLS.test(text.charAt(index))
  // Places on the line of the characters a reader sees (marks and isolates take none).
  const order = visualIndices(text).filter(seen)
  const position = new Map(order.map((logical, visual) => [logical, visual]))
  const at = (index: number) => position.get(index) ?? -1
  const runs = runsOf(text)
  const problems: string[] = []
  for (const run of runs) {
    const shown = rangeOf(run).filter(seen).map(at)
    if (shown.some((visual, index) => index > 0 && visual !== (shown[index - 1] ?? 0) + 1)) {
      problems.push(`"${run.text}" does not read left to right`)
    }
  }
  const figures = runs.filter((run) => !LATIN_LETTER.test(run.text))
  const left = (run: Run) => Math.min(...rangeOf(run).filter(seen).map(at))
  for (let index = 1; index < figures.length; index += 1) {
    const before = figures[index - 1]
    const after = figures[index]
    if (before === undefined || after === undefined) continue
    const between = text.slice(before.end, after.start)
    if (LATIN_LETTER.test(between) && !ARABIC_LETTER.test(between)) continue
    if (left(before) < left(after)) {
      problems.push(`"${before.text}" is read after "${after.text}" (it is left of it)`)
    }
    for (let offset = 0; offset < between.length; offset += 1) {
      const points = ARROWS[between.charAt(offset)]
      if (points === undefined) continue
      const arrow = at(before.end + offset)
      const towards = points === 'left' ? left(after) < arrow : left(after) > arrow
      if (!towards) {
        problems.push(`the arrow between "${before.text}" and "${after.text}" points at the first`)
      }
    }
  }
  return problems
}

function rangeOf(run: Run): number[] {
  return Array.from({ length: run.end - run.start }, (_, offset) => run.start + offset)
}
