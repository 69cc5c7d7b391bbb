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
 *   within failureWindowS, so nobody can guess keys for an account or lock the upstream out;
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
  /** Counts an attempt and says whether it may go ahead. */
  attempt(ip: string, email: string): Promise<LimitCheck>
  /** Records a failed attempt (invalid credentials). */
  failed(ip: string, email: string): Promise<void>
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

  /** Counts one point; a refusal is an answer, not a store failure. */
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
      const key = emailKey(email)
      const blockedEmail = await exhausted(failuresPerEmail, key, config.failuresPerEmail)
      if (blockedEmail !== undefined)
        return { allowed: false, retryAfterS: retryAfterS(blockedEmail), scope: 'email' }
      const ipFailures = await ipFailureBudget(ip)
      if (!ipFailures.allowed) return ipFailures
      return consume(perIp, ip, 'network')
    },
    async failed(ip, email) {
      // penalty() adds points without rejecting; the next attempt() sees the exhausted budget.
      await Promise.all([penalty(failuresPerIp, ip), penalty(failuresPerEmail, emailKey(email))])
    },
    linkAllowed: ipFailureBudget,
    async linkRefused(ip) {
      await penalty(failuresPerIp, ip)
    },
  }
}
