import type { ErrorCode, RateLimitScope } from '../../domain/contract.ts'
import { formatRetryDelay } from '../../domain/retry-delay.ts'

/** A BFF error code, or `network` when no answer arrived at all (offline, DNS, reset). */
export type UiErrorCode = ErrorCode | 'network'

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

const LOCKED: Record<RateLimitScope | 'unknown', string> = {
  email: 'This e-mail address is locked after too many failed sign-ins.',
  network: 'Sign-in from your network is locked after too many attempts.',
  unknown: 'Too many sign-in attempts.',
}

function rateLimited({ retryAt, lockScope }: UiError, now: number): string {
  const locked = LOCKED[lockScope ?? 'unknown']
  if (retryAt === undefined || !Number.isFinite(retryAt)) {
    return `${locked} Wait a moment, then try again.`
  }
  const delay = formatRetryDelay(retryAt - now)
  return delay === undefined
    ? 'The lock has ended: you can sign in again.'
    : `${locked} Try again ${delay}.`
}

const MESSAGES: Record<UiErrorCode, (error: UiError, now: number) => string> = {
  invalid_request: () => 'Some details are missing or not valid. Check the form and try again.',
  unknown_region: () => 'That region is not available. Choose another region.',
  invalid_credentials: () =>
    'The e-mail address or API key is not correct. Check both and try again.',
  rate_limited: rateLimited,
  upstream_error: () => 'The Talent Platform answered with an error. Try again in a few minutes.',
  upstream_unavailable: () => 'The Talent Platform is not available right now. Try again later.',
  upstream_timeout: () => 'The Talent Platform took too long to answer. Try again.',
  not_signed_in: () => 'You are not signed in to this region. Sign in to continue.',
  session_expired: () => 'Your session has expired. Sign in again to continue.',
  csrf: () => 'The request was refused. Reload the page and try again.',
  forbidden_origin: () => 'The request was refused. Reload the page and try again.',
  unsupported_media_type: () => 'The request was refused. Reload the page and try again.',
  payload_too_large: () => 'The details you entered are too long.',
  not_found: () => 'That page or resource does not exist.',
  internal_error: () => 'Something went wrong on our side. Try again.',
  store_unavailable: () => 'Signing in is not possible right now. Try again in a few minutes.',
  misdirected_request: () => 'This address does not serve the dashboard. Open its usual address.',
  uri_too_long: () => 'The request was refused. Reload the page and try again.',
  headers_too_large: () => "The request was refused. Clear this site's cookies and try again.",
  request_timeout: () => 'The request took too long to arrive. Try again.',
  email_domain_not_allowed: () =>
    'This dashboard is for one organization. Sign in with your work e-mail address there.',
  network: () => 'Cannot reach the server. Check your connection and try again.',
}

/**
 * A readable sentence for an error code; never the server's raw text, never a stack trace.
 * `now` (epoch ms) places a rate limit's lock in time; components that count down pass theirs.
 */
export function errorMessage(error: UiError, now: number = Date.now()): string {
  return MESSAGES[error.code](error, now)
}
