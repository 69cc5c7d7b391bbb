import { UpstreamError } from '../upstream/errors.ts'

/**
 * Coalescing of identical concurrent calls (docs/decisions/0024-cache-and-coalescing.md), bounded
 * so that one slow answer cannot hold everyone (0069):
 * - a shared call still unanswered after `hedgeAfterMs` runs once more (a hedged request); its
 *   waiters take whichever attempt answers first, so one slow answer holds them for about
 *   `hedgeAfterMs` instead of its whole latency, at the cost of at most one extra call;
 * - every caller waits at most its own `waitMs` (see `within`): past it, it alone gets `timeout`
 *   while the shared call goes on for the others.
 */
export interface SharedCalls<T> {
  /** The call in flight for `key`, if any. */
  pending(key: string): Promise<T> | undefined
  /** Starts `run` as the call for `key`. */
  start(key: string, run: () => Promise<T>): Promise<T>
}

export function createSharedCalls<T>(options: {
  readonly hedgeAfterMs: number
  readonly onHedge?: () => void
}): SharedCalls<T> {
  const inFlight = new Map<string, Promise<T>>()
  return {
    pending: (key) => inFlight.get(key),
    start(key, run) {
      const call = hedged(run, options.hedgeAfterMs, options.onHedge)
      inFlight.set(key, call)
      const settled = () => {
        if (inFlight.get(key) === call) inFlight.delete(key)
      }
      // Callers that gave up no longer listen; the outcome is still observed here.
      call.then(settled, settled)
      return call
    },
  }
}

/**
 * The first answer of `run()` or, when that takes longer than `afterMs`, of one more `run()`.
 * Fails only when every attempt failed, with the last failure.
 */
function hedged<T>(run: () => Promise<T>, afterMs: number, onHedge?: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let running = 0
    let done = false
    const finish = () => {
      done = true
      clearTimeout(timer)
    }
    const attempt = () => {
      running += 1
      run().then(
        (value) => {
          if (done) return
          finish()
          resolve(value)
        },
        (error: unknown) => {
          running -= 1
          if (done || running > 0) return
          finish()
          reject(error)
        },
      )
    }
    const timer = setTimeout(() => {
      if (done) return
      onHedge?.()
      attempt()
    }, afterMs)
    attempt()
  })
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
