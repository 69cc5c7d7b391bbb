import type { Timers } from '../history/collector.ts'

/**
 * Timers for the history collector's tests: waits shorter than `realBelowMs` (retry back-off)
 * run on real timers; longer ones (the daily schedule) are held until the test fires them, so
 * a test moves through days without waiting for them.
 */
export interface ManualTimers extends Timers {
  /** The delays of the held timers, in the order they were set. */
  held(): number[]
  /** Runs every held timer now. */
  fireHeld(): void
}

export function manualTimers(realBelowMs = 1000): ManualTimers {
  const held = new Map<symbol, { ms: number; callback: () => void }>()
  return {
    setTimeout(callback, ms) {
      if (ms < realBelowMs) return setTimeout(callback, ms)
      const handle = Symbol('held timer')
      held.set(handle, { ms, callback })
      return handle
    },
    clearTimeout(handle) {
      if (typeof handle === 'symbol') held.delete(handle)
      else clearTimeout(handle as NodeJS.Timeout)
    },
    held: () => [...held.values()].map((timer) => timer.ms),
    fireHeld() {
      const due = [...held.values()]
      held.clear()
      for (const timer of due) timer.callback()
    },
  }
}
