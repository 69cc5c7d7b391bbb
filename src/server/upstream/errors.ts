/**
 * Failures of upstream calls, classified once so that routes, logs and metrics agree
 * (docs/decisions/0022-upstream-error-mapping.md).
 */
export type UpstreamFailureKind =
  /** No answer in time (connect, headers or body), or the call's budget ran out. */
  | 'timeout'
  /** Connection refused or reset, DNS failure, socket closed. */
  | 'unavailable'
  /** The upstream answered with a status the operation does not expect. */
  | 'bad_status'
  /** The answer was not the JSON the operation expects, or it was too large. */
  | 'bad_response'

export class UpstreamError extends Error {
  override readonly name = 'UpstreamError'
  readonly kind: UpstreamFailureKind
  /** HTTP status of the upstream answer, when there was one. */
  readonly status: number | undefined
  /** Upstream error code from the body (e.g. `invalid_client`), when there was one. */
  readonly upstreamCode: string | undefined

  constructor(
    kind: UpstreamFailureKind,
    message: string,
    details: { status?: number; upstreamCode?: string; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause })
    this.kind = kind
    this.status = details.status
    this.upstreamCode = details.upstreamCode
  }
}

const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
])

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_DESTROYED',
])

function errorCode(error: unknown): string | undefined {
  let current = error
  for (let depth = 0; depth < 4; depth += 1) {
    if (typeof current !== 'object' || current === null) return undefined
    if ('code' in current && typeof current.code === 'string') return current.code
    current = 'cause' in current ? current.cause : undefined
  }
  return undefined
}

function isTimeout(error: unknown): boolean {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return true
  }
  const code = errorCode(error)
  return code !== undefined && TIMEOUT_CODES.has(code)
}

/** Classifies an exception thrown by the HTTP client (not an HTTP status). */
export function classifyNetworkError(error: unknown): UpstreamError {
  if (error instanceof UpstreamError) return error
  if (isTimeout(error)) return new UpstreamError('timeout', 'upstream timed out', { cause: error })
  const code = errorCode(error)
  if (code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE') {
    return new UpstreamError('bad_response', 'upstream answer too large', { cause: error })
  }
  if (code !== undefined && UNAVAILABLE_CODES.has(code)) {
    return new UpstreamError('unavailable', `upstream unreachable (${code})`, { cause: error })
  }
  return new UpstreamError('unavailable', `upstream request failed (${code ?? 'unknown'})`, {
    cause: error,
  })
}

/** A status worth retrying for an idempotent request. */
export function isRetryableStatus(status: number): boolean {
  return status === 502 || status === 503 || status === 504
}

/** An unexpected upstream status as a failure: 503/429 unavailable, 504 timeout, else bad status. */
export function failureForStatus(status: number, upstreamCode?: string): UpstreamError {
  const details = upstreamCode === undefined ? { status } : { status, upstreamCode }
  if (status === 503 || status === 429) {
    return new UpstreamError('unavailable', `upstream answered ${status}`, details)
  }
  if (status === 504) return new UpstreamError('timeout', 'upstream answered 504', details)
  return new UpstreamError('bad_status', `upstream answered ${status}`, details)
}
