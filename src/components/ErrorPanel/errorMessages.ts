import type { RateLimitScope } from '../../domain/contract.ts'
import { API_ERRORS, NETWORK_MESSAGE, rateLimitedMessage } from '../../domain/errors.ts'
import type { ApiErrorCode } from '../../domain/errors.ts'
import { formatRetryDelay } from '../../domain/retry-delay.ts'

/** A BFF error code, or `network` when no answer arrived at all (offline, DNS, reset). */
export type UiErrorCode = ApiErrorCode | 'network'

/** What a component needs to explain a failed request. */
export interface UiError {
  code: UiErrorCode
  /**
   * When the lock of a `429 rate_limited` answer ends (epoch ms): its `Retry-After`, turned into
   * a moment when the answer arrived, so the message can count down to it.
   */
  retryAt?: number
  /** Which budget the lock is on: failed sign-ins of the e-mail address, or the network (IP). */
  lockScope?: RateLimitScope
}

function rateLimited({ retryAt, lockScope }: UiError, now: number): string {
  if (retryAt === undefined || !Number.isFinite(retryAt)) return rateLimitedMessage(lockScope)
  const delay = formatRetryDelay(retryAt - now)
  return delay === undefined
    ? 'The lock has ended: you can sign in again.'
    : rateLimitedMessage(lockScope, delay)
}

/**
 * A readable sentence for an error code, from the one error table (src/domain/errors.ts); never
 * the server's raw text, never a stack trace. `now` (epoch ms) places a rate limit's lock in time;
 * components that count down pass theirs.
 */
export function errorMessage(error: UiError, now: number = Date.now()): string {
  if (error.code === 'network') return NETWORK_MESSAGE
  if (error.code === 'rate_limited') return rateLimited(error, now)
  return API_ERRORS[error.code].message
}
