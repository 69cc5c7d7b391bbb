import type { RateLimiterStoreAbstract } from 'rate-limiter-flexible'
import type { Store } from './store/store.ts'

/**
 * Sign-in attempts with the upstream right now, counted per key (an e-mail's hash, a client IP)
 * in the store, so every replica sees every other's (docs/decisions/0251).
 *
 * rate-limiter-flexible's windows are fixed: a key's count starts again when its window ends,
 * whatever is still in flight. So time is cut into buckets of `flightS` seconds (longer than any
 * sign-in: the upstream's timeout and more); an attempt counts in the bucket it began in, and
 * what is in flight is the current bucket plus the one before. Each bucket's key lives two
 * buckets, so an attempt gives its point back to a live key, and a point whose process died
 * with it (kill -9) is gone at the latest two buckets later, never left for a failure window.
 */
export interface FlightCounter {
  /** Counts an attempt in flight; resolves to its place: attempts of the key in flight, itself included. */
  enter(key: string): Promise<Flight>
}

export interface Flight {
  /** Attempts of the key in flight when this one entered, itself included. */
  readonly place: number
  /** Gives the point back (once; a later call does nothing). */
  leave(): Promise<void>
}

/**
 * One process per SQLite DATA_DIR (decision 0254): its attempts in flight are all this process's,
 * so they are counted in memory, without a synced write of the store before and after every
 * sign-in; a crash takes them along. PostgreSQL, shared by replicas, counts them in the store.
 */
function memoryFlightCounter(): FlightCounter {
  const counts = new Map<string, number>()
  return {
    async enter(key) {
      const place = (counts.get(key) ?? 0) + 1
      counts.set(key, place)
      let left = false
      return {
        place,
        async leave() {
          if (left) return
          left = true
          const count = (counts.get(key) ?? 1) - 1
          if (count > 0) counts.set(key, count)
          else counts.delete(key)
        },
      }
    },
  }
}

/** No realistic number of sign-ins in flight is refused by the counter itself. */
const UNREFUSED = 1_000_000_000

export function createFlightCounter(
  store: Store,
  keyPrefix: string,
  flightS: number,
  nowMs: () => number = Date.now,
): FlightCounter {
  if (store.engine === 'sqlite') return memoryFlightCounter()
  const limiter: RateLimiterStoreAbstract = store.limiter({
    keyPrefix,
    points: UNREFUSED,
    duration: 2 * flightS,
  })
  const bucketOf = (ms: number) => Math.floor(ms / (flightS * 1000))

  async function countOf(key: string): Promise<number> {
    const state = await store.run('rate_limit_read', () => limiter.get(key))
    return Math.max(0, state?.consumedPoints ?? 0)
  }

  return {
    async enter(key) {
      const startedMs = nowMs()
      const bucket = bucketOf(startedMs)
      const own = `${key}:${bucket}`
      // The point is taken first, then the bucket before is read: an attempt that leaves in
      // between was counted in that bucket when this one entered (decision 0251).
      const taken = await store.run('rate_limit_write', () => limiter.penalty(own, 1))
      let left = false
      const leave = async () => {
        if (left) return
        left = true
        // Past its bucket and the next, the key has expired: nothing to give back.
        if (nowMs() - startedMs >= flightS * 1000) return
        await store.run('rate_limit_write', () => limiter.reward(own, 1))
      }
      try {
        const before = await countOf(`${key}:${bucket - 1}`)
        return { place: Math.max(1, taken.consumedPoints) + before, leave }
      } catch (error) {
        await leave().catch(() => undefined)
        throw error
      }
    },
  }
}
