import { createHash } from 'node:crypto'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import type { RateLimitScope } from '../domain/contract.ts'
import type { SignInLimitConfig } from './config.ts'

/**
 * Sign-in throttling (docs/decisions/0023-rate-limits.md), with rate-limiter-flexible:
 * - every attempt counts against the client IP (a flood guard: attemptsPerIpPerMinute);
 * - failed attempts (wrong e-mail or key) count against the IP and against the e-mail address
 *   within failureWindowS, so nobody can guess keys for an account or lock the upstream out;
 * - a refused embed link (forged or replayed) is a failed credential without an e-mail: it
 *   counts against the same per-IP failure budget, and an exhausted budget stops link exchanges
 *   too. Valid links count nothing: many viewers behind one proxy open the portal at once.
 * Limits are per replica (in memory); see the decision record for scaling out.
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

function retryAfterS(result: RateLimiterRes | null): number {
  return Math.max(1, Math.ceil((result?.msBeforeNext ?? 1000) / 1000))
}

/** E-mail keys are hashed so the limiter's memory never holds addresses. */
function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')
}

export function createSignInLimiter(config: SignInLimitConfig): SignInLimiter {
  const perIp = new RateLimiterMemory({
    keyPrefix: 'signin-ip',
    points: config.attemptsPerIpPerMinute,
    duration: 60,
  })
  const failuresPerIp = new RateLimiterMemory({
    keyPrefix: 'signin-fail-ip',
    points: config.failuresPerIp,
    duration: config.failureWindowS,
  })
  const failuresPerEmail = new RateLimiterMemory({
    keyPrefix: 'signin-fail-email',
    points: config.failuresPerEmail,
    duration: config.failureWindowS,
  })

  async function exhausted(limiter: RateLimiterMemory, key: string, points: number) {
    const state = await limiter.get(key)
    return state !== null && state.consumedPoints >= points ? state : undefined
  }

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
      try {
        await perIp.consume(ip)
        return { allowed: true }
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterS: retryAfterS(rejection), scope: 'network' }
        }
        throw rejection
      }
    },
    async failed(ip, email) {
      // penalty() adds points without rejecting; the next attempt() sees the exhausted budget.
      await Promise.all([failuresPerIp.penalty(ip), failuresPerEmail.penalty(emailKey(email))])
    },
    linkAllowed: ipFailureBudget,
    async linkRefused(ip) {
      await failuresPerIp.penalty(ip)
    },
  }
}
