import { createHash } from 'node:crypto'
import { RateLimiterRes } from 'rate-limiter-flexible'
import type { RateLimiterStoreAbstract } from 'rate-limiter-flexible'
import type { RateLimitScope } from '../domain/contract.ts'
import type { SignInLimitConfig } from './config.ts'
import type { Store } from './store/store.ts'

/**
 * Sign-in throttling (docs/decisions/0023-rate-limits.md), with rate-limiter-flexible:
 * - every attempt counts against the client IP (a flood guard: attemptsPerIpPerMinute);
 * - failed attempts (wrong e-mail or key) count against the IP and against the e-mail address
 *   within failureWindowS, so nobody can guess keys for an account or lock the upstream out.
 *   The failure point is taken atomically BEFORE the upstream is asked and given back when the
 *   credential proves right (or is never judged): guesses in flight, on any replica, spend the
 *   budget too (docs/decisions/0170-sign-in-points-taken-first.md);
 * - a refused embed link (forged or replayed) is a failed credential without an e-mail: it
 *   counts against the same per-IP failure budget, and an exhausted budget stops link exchanges
 *   too. Valid links count nothing: many viewers behind one proxy open the portal at once.
 * The counters live in the store (rate-limiter-flexible's SQLite or PostgreSQL limiter), so every
 * replica spends the same budgets (docs/decisions/0073-shared-limits-and-links.md). When the store
 * cannot answer, the calls throw StoreUnavailableError: sign-in is refused with 503.
 */
export type LimitCheck =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfterS: number; readonly scope: RateLimitScope }

export interface SignInLimiter {
  /**
   * Counts an attempt and takes one point of the IP's and the e-mail's failure budgets, each in
   * one atomic store operation; says whether it may go ahead. An attempt refused here holds no
   * failure point.
   */
  attempt(ip: string, email: string): Promise<LimitCheck>
  /** Gives back the failure points `attempt` took: the credential was right, or never judged. */
  release(ip: string, email: string): Promise<void>
  /** Whether the IP's failure budget still allows a credential without an e-mail (an embed link). */
  linkAllowed(ip: string): Promise<LimitCheck>
  /** Records a refused embed link against the IP's failure budget. */
  linkRefused(ip: string): Promise<void>
}

export function retryAfterS(result: RateLimiterRes | null): number {
  return Math.max(1, Math.ceil((result?.msBeforeNext ?? 1000) / 1000))
}

/**
 * An e-mail address as the limiter and the sign-in logs know it: hashed, so neither the store nor
 * a log line ever holds the address, yet both can be correlated.
 */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')
}

export function createSignInLimiter(config: SignInLimitConfig, store: Store): SignInLimiter {
  const perIp = store.limiter({
    keyPrefix: 'signin-ip',
    points: config.attemptsPerIpPerMinute,
    duration: 60,
  })
  const failuresPerIp = store.limiter({
    keyPrefix: 'signin-fail-ip',
    points: config.failuresPerIp,
    duration: config.failureWindowS,
  })
  const failuresPerEmail = store.limiter({
    keyPrefix: 'signin-fail-email',
    points: config.failuresPerEmail,
    duration: config.failureWindowS,
  })

  async function exhausted(limiter: RateLimiterStoreAbstract, key: string, points: number) {
    const state = await store.run('rate_limit_read', () => limiter.get(key))
    return state !== null && state.consumedPoints >= points ? state : undefined
  }

  /** Takes one point in one atomic store operation; a refusal is an answer, not a store failure. */
  async function consume(
    limiter: RateLimiterStoreAbstract,
    key: string,
    scope: RateLimitScope,
  ): Promise<LimitCheck> {
    return store.run('rate_limit_write', async () => {
      try {
        await limiter.consume(key)
        return { allowed: true }
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterS: retryAfterS(rejection), scope }
        }
        throw rejection
      }
    })
  }

  const giveBack = (limiter: RateLimiterStoreAbstract, key: string) =>
    store.run('rate_limit_write', () => limiter.reward(key))

  const penalty = (limiter: RateLimiterStoreAbstract, key: string) =>
    store.run('rate_limit_write', () => limiter.penalty(key))

  async function ipFailureBudget(ip: string): Promise<LimitCheck> {
    const blocked = await exhausted(failuresPerIp, ip, config.failuresPerIp)
    return blocked === undefined
      ? { allowed: true }
      : { allowed: false, retryAfterS: retryAfterS(blocked), scope: 'network' }
  }

  return {
    async attempt(ip, email) {
      const flood = await consume(perIp, ip, 'network')
      if (!flood.allowed) return flood
      const key = emailKey(email)
      const emailPoint = await consume(failuresPerEmail, key, 'email')
      if (!emailPoint.allowed) return emailPoint
      const ipPoint = await consume(failuresPerIp, ip, 'network')
      // Refused for the IP: the e-mail's point goes back, the address was not tried.
      if (!ipPoint.allowed) await giveBack(failuresPerEmail, key)
      return ipPoint
    },
    async release(ip, email) {
      await Promise.all([giveBack(failuresPerIp, ip), giveBack(failuresPerEmail, emailKey(email))])
    },
    linkAllowed: ipFailureBudget,
    async linkRefused(ip) {
      await penalty(failuresPerIp, ip)
    },
  }
}
