import * as bidiJs from 'bidi-js'
import type { Bidi } from 'bidi-js'

/**
 * The visual order of text as a conforming Unicode Bidirectional Algorithm (UAX #9) lays it out,
 * with bidi-js: what the eye sees from left to right, so tests check how Arabic reads, not only
 * which characters a string holds (issue 35).
 */

type Factory = () => Bidi

/** bidi-js's one export, the factory, whether the module system hands it over as default or not. */
function factoryOf(module: unknown): Factory {
  let candidate: unknown = module
  for (let depth = 0; depth < 3 && typeof candidate !== 'function'; depth += 1) {
    candidate = (candidate as { default?: unknown } | undefined)?.default
  }
  if (typeof candidate !== 'function') throw new TypeError('bidi-js exports no factory')
  return candidate as Factory
}

const bidi = factoryOf(bidiJs)()

/**
 * `text` laid out in a paragraph of `direction`, left to right as seen, without the invisible
 * controls (isolates, marks), which draw nothing.
 */
export function visualOrder(text: string, direction: 'ltr' | 'rtl'): string {
  const levels = bidi.getEmbeddingLevels(text, direction)
  return bidi.getReorderedString(text, levels).replace(/[\u200e\u200f\u2066-\u2069]/g, '')
}
