import type { FastifyReply } from 'fastify'
import type { ErrorBody, ErrorCode } from '../domain/contract.ts'
import type { UpstreamError } from './upstream/errors.ts'

/** Readable default text of each error code; never carries request data or secrets. */
export const ERROR_MESSAGES: Readonly<Record<ErrorCode, string>> = {
  invalid_request: 'The request is not valid.',
  unknown_region: 'This region is not available.',
  invalid_credentials: 'The e-mail address or the API key is not correct for this region.',
  rate_limited: 'Too many sign-in attempts. Wait a moment and try again.',
  upstream_error: 'The Talent Platform gave an unexpected answer. Try again later.',
  upstream_unavailable: 'The Talent Platform cannot be reached right now. Try again in a moment.',
  upstream_timeout: 'The Talent Platform did not answer in time. Try again.',
  not_signed_in: 'Sign in to this region first.',
  session_expired: 'Your session for this region has ended. Sign in again.',
  csrf: 'The request is missing the X-CSRF header.',
  forbidden_origin: 'Requests from other sites are not allowed.',
  unsupported_media_type: 'Send the request body as JSON (Content-Type: application/json).',
  payload_too_large: 'The request body is too large.',
  not_found: 'Not found.',
  internal_error: 'Something went wrong on our side. Try again later.',
  store_unavailable:
    'Signing in is not possible right now (our database is unavailable). Try again in a moment.',
  misdirected_request: 'This server does not answer to that host name.',
  uri_too_long: 'The request address is too long.',
  headers_too_large: 'The request headers are too large.',
  request_timeout: 'The request did not arrive in time.',
  email_domain_not_allowed:
    'This dashboard is for one organization: sign in with your work e-mail address at that organization.',
}

/**
 * An error that becomes `{"error", "message"}` with its status; `fields` adds what the contract
 * lets a code say besides (the `scope` of `rate_limited`), never replacing `error` or `message`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly statusCode: number
  readonly code: ErrorCode
  readonly headers: Readonly<Record<string, string>>
  readonly fields: Readonly<Record<string, string>>

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    headers: Readonly<Record<string, string>> = {},
    fields: Readonly<Record<string, string>> = {},
  ) {
    super(message)
    this.statusCode = statusCode
    this.code = code
    this.headers = headers
    this.fields = fields
  }
}

export function errorBody(code: ErrorCode, message: string = ERROR_MESSAGES[code]): ErrorBody {
  return { error: code, message }
}

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value)
  return reply
    .code(error.statusCode)
    .send({ ...error.fields, ...errorBody(error.code, error.message) })
}

/** The contract's answer to a failed upstream call (docs/decisions/0022-upstream-error-mapping.md). */
export function apiErrorFromUpstream(error: UpstreamError): ApiError {
  switch (error.kind) {
    case 'timeout':
      return new ApiError(504, 'upstream_timeout')
    case 'unavailable':
      return new ApiError(503, 'upstream_unavailable')
    case 'bad_status':
    case 'bad_response':
      return new ApiError(502, 'upstream_error')
  }
}
