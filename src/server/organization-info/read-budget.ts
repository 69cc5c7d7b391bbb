import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { retryAfterS } from '../rate-limit.ts'

export type ReadCheck =
  { readonly allowed: true } | { readonly allowed: false; readonly retryAfterS: number }

/**
 * Per-session budget of Organization Info reads that go upstream (docs/decisions/0068-rejected-tokens.md):
 * cache hits and reads that join a call in flight are free. The key is the token key (a hash of
 * one sign-in's token, never the token), so each signed-in region of a session has its own budget.
 * Per replica, in memory, like the sign-in limits (0023): a flood guard, not a quota.
 */
export interface ReadBudget {
  /** Spends one read of the session's budget; refuses with the wait when it is exhausted. */
  spend(sessionKey: string): Promise<ReadCheck>
}

export function createReadBudget(readsPerMinute: number): ReadBudget {
  const limiter = new RateLimiterMemory({
    keyPrefix: 'upstream-reads',
    points: readsPerMinute,
    duration: 60,
  })
  return {
    async spend(sessionKey) {
      try {
        await limiter.consume(sessionKey)
        return { allowed: true }
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection
        return { allowed: false, retryAfterS: retryAfterS(rejection) }
      }
    },
  }
}
