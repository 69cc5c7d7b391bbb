import type { FastifyReply } from 'fastify'
import type { RateLimitScope } from '../domain/http/contract.ts'
import { API_ERRORS, errorBody, rateLimitedBody, type ApiErrorCode } from '../domain/http/errors.ts'
import type { UpstreamError } from './upstream/errors.ts'

/**
 * An error that becomes `{"error", "message"}` with its status; `fields` adds what the contract
 * lets a code say besides (the `scope` of `rate_limited`), never replacing `error` or `message`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly statusCode: number
  readonly code: ApiErrorCode
  readonly headers: Readonly<Record<string, string>>
  readonly fields: Readonly<Record<string, string>>

  constructor(
    statusCode: number,
    code: ApiErrorCode,
    message: string = API_ERRORS[code].message,
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

/** The code's answer as the error table gives it: its status and sentence. */
export function apiError(code: ApiErrorCode): ApiError {
  return new ApiError(API_ERRORS[code].status, code)
}

/** The one `429 rate_limited` answer: what is locked (`scope`, when the contract says) and Retry-After. */
export function rateLimitedError(retryAfterS: number, scope?: RateLimitScope): ApiError {
  const { message, scope: lock } = rateLimitedBody(retryAfterS, scope)
  const fields: Record<string, string> = lock === undefined ? {} : { scope: lock }
  return new ApiError(429, 'rate_limited', message, { 'retry-after': String(retryAfterS) }, fields)
}

/** `503 overloaded`: shed load; `Retry-After` says when to come back. */
export function overloadedError(retryAfterS: number): ApiError {
  return new ApiError(503, 'overloaded', undefined, { 'retry-after': String(retryAfterS) })
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
