import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg, plural, select } from '@lingui/core/macro'
import type { RateLimitScope } from '../../domain/http/contract.ts'
import type { ApiErrorCode } from '../../domain/http/errors.ts'
import { retryDelay, type RetryDelay } from '../../domain/http/retry-delay.ts'

/** A BFF error code, or `network` when no answer arrived at all (offline, DNS, reset). */
type UiErrorCode = ApiErrorCode | 'network'

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

/**
 * The sentence of a `429 rate_limited`, one ICU message: what is locked (`lockScope`; `none` when
 * the answer did not say), then when to retry (`retryIn`, with `retryCount` of its unit; `unknown`
 * when nobody knows). The sign-in form counts it down.
 */
function rateLimitedSentence(
  lockScope: RateLimitScope | 'none',
  retryIn: RetryDelay['unit'] | 'unknown',
  retryCount: number,
): MessageDescriptor {
  return msg({
    comment:
      'A sign-in lock: what is locked, then when to try again. The countdown is rounded: tens of seconds, then about N minutes or hours.',
    message: `${select(lockScope, {
      email: 'This e-mail address is locked after too many sign-ins with a wrong API key.',
      network: 'Sign-in from your network is locked after too many sign-ins with a wrong API key.',
      other: 'Too many requests.',
    })} ${select(retryIn, {
      few_seconds: 'Try again in a few seconds.',
      seconds: `Try again in ${plural(retryCount, { one: '# second', other: '# seconds' })}.`,
      minutes: `Try again in ${plural(retryCount, { 1: 'about a minute', other: 'about # minutes' })}.`,
      hours: `Try again in ${plural(retryCount, { 1: 'about an hour', other: 'about # hours' })}.`,
      other: 'Wait a moment, then try again.',
    })}`,
  })
}

const REFUSED_COMMENT =
  'The BFF refused a request the app sent: the user can only reload or clear cookies.'

/**
 * The SPA's sentence for each error code of the BFF (docs/api.md, "Error codes"), translated. The
 * BFF's own English table (src/domain/http/errors.ts) stays macro-free for Node; the English here
 * equals it word for word (errorMessages.test.ts), and the SPA never shows the `message` it got.
 */
export const API_ERROR_MESSAGES: Readonly<Record<ApiErrorCode, MessageDescriptor>> = {
  invalid_request: msg`Some details are missing or not valid. Check them and try again.`,
  unknown_region: msg`That region is not available. Choose another region.`,
  invalid_credentials: msg`The e-mail address or API key is not correct. Check both and try again.`,
  rate_limited: rateLimitedSentence('none', 'unknown', 0),
  upstream_error: msg`The Talent Platform answered with an error. Try again in a few minutes.`,
  upstream_unavailable: msg`The Talent Platform is not available right now. Try again later.`,
  upstream_timeout: msg`The Talent Platform took too long to answer. Try again.`,
  not_signed_in: msg`You are not signed in to this region. Sign in to continue.`,
  session_expired: msg`Your session has expired. Sign in again to continue.`,
  csrf: msg({
    comment: `${REFUSED_COMMENT} X-CSRF is an HTTP header's name: keep it.`,
    message: 'The request was refused (no X-CSRF header). Reload the page and try again.',
  }),
  forbidden_origin: msg({
    comment: REFUSED_COMMENT,
    message: 'The request was refused (it came from another site). Reload the page and try again.',
  }),
  unsupported_media_type: msg({
    comment: REFUSED_COMMENT,
    message: 'The request was refused (its body was not JSON). Reload the page and try again.',
  }),
  payload_too_large: msg`The details you entered are too long.`,
  not_found: msg`That page or resource does not exist.`,
  internal_error: msg`Something went wrong on our side. Try again.`,
  store_unavailable: msg`Signing in is not possible right now. Try again in a few minutes.`,
  misdirected_request: msg`This address does not serve the dashboard. Open its usual address.`,
  uri_too_long: msg({
    comment: REFUSED_COMMENT,
    message: 'The request was refused (its address was too long). Reload the page and try again.',
  }),
  headers_too_large: msg({
    comment: REFUSED_COMMENT,
    message:
      "The request was refused (its headers were too large). Clear this site's cookies and try again.",
  }),
  request_timeout: msg`The request took too long to arrive. Try again.`,
  email_domain_not_allowed: msg`This dashboard is for one organization. Sign in with your work e-mail address there.`,
  not_admin: msg`Only the administrators of this dashboard can change targets, events and definitions.`,
  conflict: msg({
    comment:
      'An edit of a target, event or definition that someone else changed meanwhile: the form keeps what the user typed.',
    message:
      'Someone else changed this after you opened it, so your change was not saved. Reload to see theirs, then make yours again.',
  }),
  overloaded: msg({
    comment:
      'The server sheds load: too many requests at once. Nothing is wrong with what the user did.',
    message: 'The dashboard is busy right now. Try again in a few seconds.',
  }),
  embed_disabled: msg`Signed links are not enabled for this dashboard. Sign in instead.`,
  embed_link_invalid: msg({
    comment: 'The embedded view: the portal page that shows the dashboard gives it a signed link.',
    message: 'This link is not valid. Reload the portal page to get a new one.',
  }),
  embed_link_expired: msg({
    comment: 'The embedded view: the portal page that shows the dashboard gives it a signed link.',
    message: 'This link has expired. Reload the portal page to get a new one.',
  }),
  embed_link_used: msg({
    comment: 'The embedded view: the portal page that shows the dashboard gives it a signed link.',
    message: 'This link has already been used. Reload the portal page to get a new one.',
  }),
  embed_link_wrong_region: msg`This link was issued for another region than the one shown here.`,
  embed_region_unavailable: msg`This region cannot be shown in an embedded view.`,
}

/** No answer arrived at all (offline, DNS, reset): not an HTTP code. */
export const NETWORK_MESSAGE = msg`Cannot reach the server. Check your connection and try again.`

/**
 * The embedded view's own sentence for its lost session (a `401` of the embed data route): the
 * portal, not a sign-in, mends it.
 */
export const EMBED_EXPIRED_MESSAGE = msg`This embedded view has expired. Reload the portal page to see current figures.`

const LOCK_ENDED = msg`The lock has ended: you can sign in again.`

function rateLimited({ retryAt, lockScope: scope }: UiError, now: number): MessageDescriptor {
  const lockScope = scope ?? 'none'
  if (retryAt === undefined || !Number.isFinite(retryAt)) {
    return rateLimitedSentence(lockScope, 'unknown', 0)
  }
  const delay = retryDelay(retryAt - now)
  if (delay === undefined) return LOCK_ENDED
  return rateLimitedSentence(lockScope, delay.unit, delay.unit === 'few_seconds' ? 0 : delay.count)
}

/** Whether `code` is one of the contract's error codes (the BFF may send others one day). */
export function isApiErrorCode(code: string): code is ApiErrorCode {
  return Object.hasOwn(API_ERROR_MESSAGES, code)
}

/**
 * A readable sentence for an error code in the UI's language, from the one table above; never the
 * server's raw text, never a stack trace. `now` (epoch ms) places a rate limit's lock in time;
 * components that count down pass theirs.
 */
export function errorMessage(error: UiError, i18n: I18n, now: number = Date.now()): string {
  if (error.code === 'network') return i18n._(NETWORK_MESSAGE)
  if (error.code === 'rate_limited') return i18n._(rateLimited(error, now))
  return i18n._(API_ERROR_MESSAGES[error.code])
}
