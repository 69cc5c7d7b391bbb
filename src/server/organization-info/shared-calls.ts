import { UpstreamError } from '../upstream/errors.ts'

/**
 * Coalescing of identical concurrent calls (docs/decisions/0024-cache-and-coalescing.md), with two
 * bounds so that one slow answer cannot hold everyone:
 * - a call is joined only while it is younger than `joinWindowMs`; later callers start a fresh
 *   call (which the next ones join), so a slow answer holds only the callers of its first moments;
 * - every caller waits at most its own `waitMs`: past it, it alone gets `timeout` while the shared
 *   call goes on for the others.
 */
export interface SharedCalls<T> {
  /** The call in flight for `key` that may still be joined, if any. */
  joinable(key: string): Promise<T> | undefined
  /** Starts `run` as the call for `key`, replacing an older one for new callers. */
  start(key: string, run: () => Promise<T>): Promise<T>
}

export function createSharedCalls<T>(options: {
  readonly nowMs: () => number
  readonly joinWindowMs: number
}): SharedCalls<T> {
  const inFlight = new Map<string, { readonly call: Promise<T>; readonly startedAtMs: number }>()
  return {
    joinable(key) {
      const entry = inFlight.get(key)
      if (entry === undefined || options.nowMs() - entry.startedAtMs >= options.joinWindowMs) {
        return undefined
      }
      return entry.call
    },
    start(key, run) {
      const entry = { call: run(), startedAtMs: options.nowMs() }
      inFlight.set(key, entry)
      const settled = () => {
        if (inFlight.get(key) === entry) inFlight.delete(key)
      }
      // Callers that gave up no longer listen; the outcome is still observed here.
      entry.call.then(settled, settled)
      return entry.call
    },
  }
}

/** `call`, or a `timeout` UpstreamError once `waitMs` has passed (undefined: no own deadline). */
export function within<T>(call: Promise<T>, waitMs: number | undefined): Promise<T> {
  if (waitMs === undefined) return call
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new UpstreamError('timeout', 'gave up waiting for a shared upstream call')),
      Math.max(0, waitMs),
    )
  })
  return Promise.race([call, deadline]).finally(() => clearTimeout(timer))
}
