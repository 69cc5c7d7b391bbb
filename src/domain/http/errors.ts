import type { ErrorBody, ErrorCode, RateLimitedBody, RateLimitScope } from './contract.ts'
import type { EmbedErrorCode } from './embed.ts'

/**
 * The one table of the BFF's error codes (docs/api.md, "Error codes"): each code's status and its
 * readable sentence. The BFF sends the sentence as `message`, the SPA shows it for the code (never
 * the text it received), the MSW handlers answer with it. Sentences never hold request data or
 * secrets. Translating them means translating this table.
 */
export type ApiErrorCode = ErrorCode | EmbedErrorCode

export interface ErrorRow {
  /** The status the code is answered with (a Fastify 4xx that is no other code keeps its own). */
  readonly status: number
  readonly message: string
}

const REFUSED = 'The request was refused'

export const API_ERRORS: Readonly<Record<ApiErrorCode, ErrorRow>> = {
  invalid_request: {
    status: 400,
    message: 'Some details are missing or not valid. Check them and try again.',
  },
  unknown_region: { status: 400, message: 'That region is not available. Choose another region.' },
  invalid_credentials: {
    status: 401,
    message: 'The e-mail address or API key is not correct. Check both and try again.',
  },
  rate_limited: { status: 429, message: 'Too many requests. Wait a moment, then try again.' },
  upstream_error: {
    status: 502,
    message: 'The Talent Platform answered with an error. Try again in a few minutes.',
  },
  upstream_unavailable: {
    status: 503,
    message: 'The Talent Platform is not available right now. Try again later.',
  },
  upstream_timeout: {
    status: 504,
    message: 'The Talent Platform took too long to answer. Try again.',
  },
  not_signed_in: {
    status: 401,
    message: 'You are not signed in to this region. Sign in to continue.',
  },
  session_expired: { status: 401, message: 'Your session has expired. Sign in again to continue.' },
  csrf: { status: 403, message: `${REFUSED} (no X-CSRF header). Reload the page and try again.` },
  forbidden_origin: {
    status: 403,
    message: `${REFUSED} (it came from another site). Reload the page and try again.`,
  },
  unsupported_media_type: {
    status: 415,
    message: `${REFUSED} (its body was not JSON). Reload the page and try again.`,
  },
  payload_too_large: { status: 413, message: 'The details you entered are too long.' },
  not_found: { status: 404, message: 'That page or resource does not exist.' },
  internal_error: { status: 500, message: 'Something went wrong on our side. Try again.' },
  store_unavailable: {
    status: 503,
    message: 'Signing in is not possible right now. Try again in a few minutes.',
  },
  misdirected_request: {
    status: 421,
    message: 'This address does not serve the dashboard. Open its usual address.',
  },
  uri_too_long: {
    status: 414,
    message: `${REFUSED} (its address was too long). Reload the page and try again.`,
  },
  headers_too_large: {
    status: 431,
    message: `${REFUSED} (its headers were too large). Clear this site's cookies and try again.`,
  },
  request_timeout: { status: 408, message: 'The request took too long to arrive. Try again.' },
  email_domain_not_allowed: {
    status: 403,
    message: 'This dashboard is for one organization. Sign in with your work e-mail address there.',
  },
  not_admin: {
    status: 403,
    message:
      'Only the administrators of this dashboard can change targets, events and definitions.',
  },
  conflict: {
    status: 409,
    message:
      'Someone else changed this after you opened it, so your change was not saved. Reload to see theirs, then make yours again.',
  },
  overloaded: {
    status: 503,
    message: 'The dashboard is busy right now. Try again in a few seconds.',
  },
  embed_disabled: {
    status: 404,
    message: 'Signed links are not enabled for this dashboard. Sign in instead.',
  },
  embed_link_invalid: {
    status: 401,
    message: 'This link is not valid. Reload the portal page to get a new one.',
  },
  embed_link_expired: {
    status: 401,
    message: 'This link has expired. Reload the portal page to get a new one.',
  },
  embed_link_used: {
    status: 401,
    message: 'This link has already been used. Reload the portal page to get a new one.',
  },
  embed_link_wrong_region: {
    status: 403,
    message: 'This link was issued for another region than the one shown here.',
  },
  embed_region_unavailable: {
    status: 503,
    message: 'This region cannot be shown in an embedded view.',
  },
}

/** The embed data route's `401 session_expired` and `401 not_signed_in`: the portal, not a sign-in, mends them. */
export const EMBED_EXPIRED_MESSAGE =
  'This embedded view has expired. Reload the portal page to see current figures.'
export const NO_EMBED_SESSION_MESSAGE =
  'This embedded view needs a link from your portal, or a sign-in.'

/** The SPA's sentence when no answer arrived at all (offline, DNS, reset): not an HTTP code. */
export const NETWORK_MESSAGE = 'Cannot reach the server. Check your connection and try again.'

/** What a `429 rate_limited` locks, by its `scope`; without one, the general sentence. */
const LOCKS: Readonly<Record<RateLimitScope, string>> = {
  email: 'This e-mail address is locked after too many sign-ins with a wrong API key.',
  network: 'Sign-in from your network is locked after too many sign-ins with a wrong API key.',
}

/**
 * The sentence of a `429 rate_limited`: what is locked, then when to retry (`retryIn`: "in 40
 * seconds", counted down by the SPA), or "wait a moment" when nobody knows.
 */
export function rateLimitedMessage(scope: RateLimitScope | undefined, retryIn?: string): string {
  if (scope === undefined && retryIn === undefined) return API_ERRORS.rate_limited.message
  const lock = scope === undefined ? 'Too many requests.' : LOCKS[scope]
  return retryIn === undefined
    ? `${lock} Wait a moment, then try again.`
    : `${lock} Try again ${retryIn}.`
}

/** `{"error", "message"}` of a code, with its table sentence unless a route says more. */
export function errorBody(
  code: ApiErrorCode,
  message: string = API_ERRORS[code].message,
): ErrorBody {
  return { error: code, message }
}

/** The body of a `429 rate_limited` whose lock ends in `retryAfterS` seconds. */
export function rateLimitedBody(
  retryAfterS: number,
  scope: RateLimitScope | undefined,
): RateLimitedBody {
  return {
    error: 'rate_limited',
    message: rateLimitedMessage(scope, `in ${retryAfterS} seconds`),
    ...(scope === undefined ? {} : { scope }),
  }
}
