import {
  errorBodySchema,
  rateLimitedBodySchema,
  type RateLimitScope,
} from '../../domain/http/contract.ts'

/** What a `429 rate_limited` answer says besides its code: until when, and what is locked. */
export interface RateLimitDetails {
  /** When the lock ends (epoch ms): Retry-After counted from the moment the answer arrived. */
  retryAt?: number | undefined
  scope?: RateLimitScope | undefined
}

/**
 * Every failure of a BFF call, in one shape: the contract's error code and readable message,
 * the HTTP status (0 when the server could not be reached) and, for a rate limit, when it ends
 * and what it locks.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly code: string
  readonly status: number
  readonly retryAt: number | undefined
  readonly scope: RateLimitScope | undefined

  constructor(code: string, message: string, status: number, details: RateLimitDetails = {}) {
    super(message)
    this.code = code
    this.status = status
    this.retryAt = details.retryAt
    this.scope = details.scope
  }
}

/** Codes with which the BFF says a region's session is gone (docs/api.md). */
const SESSION_LOST_CODES = ['not_signed_in', 'session_expired'] as const
export type SessionLostCode = (typeof SESSION_LOST_CODES)[number]

export function sessionLostCode(error: unknown): SessionLostCode | undefined {
  if (!(error instanceof ApiError) || error.status !== 401) return undefined
  return SESSION_LOST_CODES.find((code) => code === error.code)
}

/*
 * The messages of the ApiErrors the client makes itself, like the `message` of the BFF's answers,
 * are English for logs and developers: the UI shows its own translated sentence for the code
 * (src/components/ErrorPanel/errorMessages.ts, docs/decisions/0113).
 */
export const NETWORK_ERROR_MESSAGE =
  'Cannot reach the server (no answer: offline, DNS failure or connection reset).'

export const INVALID_RESPONSE_MESSAGE =
  'The server sent an answer the app could not read. Try again later.'

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110, 10.2.3). */
export function parseRetryAfter(
  value: string | null,
  now: number = Date.now(),
): number | undefined {
  if (value === null || value.trim() === '') return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim())
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}

/**
 * Turns a failed response into an ApiError, whatever its body holds. `now` is when the answer
 * arrived: Retry-After counts from then, however long the error is shown afterwards.
 */
export async function apiErrorFromResponse(
  response: Response,
  now: number = Date.now(),
): Promise<ApiError> {
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'), now)
  const retryAt = retryAfter === undefined ? undefined : now + retryAfter * 1000
  const body: unknown = await response.json().catch(() => undefined)
  const parsed = errorBodySchema.safeParse(body)
  if (parsed.success) {
    const scope = rateLimitedBodySchema.safeParse(body).data?.scope
    return new ApiError(parsed.data.error, parsed.data.message, response.status, {
      retryAt,
      scope,
    })
  }
  return new ApiError(
    'unexpected_response',
    `The server answered with an unexpected error (HTTP ${response.status}). Try again later.`,
    response.status,
    { retryAt },
  )
}
