import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { retryAfterS } from '../rate-limit.ts'

export type ReadCheck =
  { readonly allowed: true } | { readonly allowed: false; readonly retryAfterS: number }

/**
 * Per-session budget of Organization Info reads that go upstream (docs/decisions/0068-rejected-tokens.md):
 * cache hits and reads that join a call in flight are free. The key is the token key (a hash of
 * one sign-in's token, never the token), so each signed-in region of a session has its own budget.
 * Per replica, in memory, like the sign-in limits (0023): a flood guard, not a quota. The history
 * route keeps two more of these, per session and per client IP (decision 0173).
 */
export interface ReadBudget {
  /** Spends one read of the key's budget; refuses with the wait when it is exhausted. */
  spend(key: string): Promise<ReadCheck>
}

export function createReadBudget(readsPerMinute: number, keyPrefix = 'upstream-reads'): ReadBudget {
  const limiter = new RateLimiterMemory({
    keyPrefix,
    points: readsPerMinute,
    duration: 60,
  })
  return {
    async spend(key) {
      try {
        await limiter.consume(key)
        return { allowed: true }
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection
        return { allowed: false, retryAfterS: retryAfterS(rejection) }
      }
    },
  }
}
