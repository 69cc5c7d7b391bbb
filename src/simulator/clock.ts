/**
 * The simulated clock. It starts at a fixed instant (real "now" by default) and moves only when
 * the control API advances it, so token expiry is deterministic in tests.
 */
export interface SimClock {
  /** Current simulated time in epoch milliseconds. */
  now(): number
  /** Moves the clock forward; returns the new time. */
  advance(seconds: number): number
  /** Back to the starting instant. */
  reset(): void
}

export function createClock(startMs: number = Date.now()): SimClock {
  let nowMs = startMs
  return {
    now: () => nowMs,
    advance(seconds) {
      if (!Number.isFinite(seconds) || seconds < 0) {
        throw new RangeError('The clock only moves forward by a finite number of seconds.')
      }
      nowMs += Math.round(seconds * 1000)
      return nowMs
    },
    reset() {
      nowMs = startMs
    },
  }
}
