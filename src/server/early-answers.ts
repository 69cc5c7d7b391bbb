import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import { errorBody } from '../domain/http/errors.ts'
import { ApiError } from './http-errors.ts'
import { requestIdFor } from './logging.ts'
import type { Metrics } from './metrics.ts'
import type { SecurityHeaderTable } from './security-headers.ts'

/** The `route` label of answers given before any route was matched. */
export const EARLY_ROUTE = 'refused before routing'

interface EarlyDeps {
  readonly table: SecurityHeaderTable
  readonly logger: FastifyBaseLogger
  readonly metrics: Metrics
}

/** Node's parse and timeout errors as the contract's errors (decision 0060). */
function clientErrorAsApiError(code: string | undefined): ApiError {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError(431, 'headers_too_large')
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError(408, 'request_timeout')
    case 'HPE_URI_TOO_LONG':
      return new ApiError(414, 'uri_too_long')
    default:
      return new ApiError(400, 'invalid_request')
  }
}

/**
 * Fastify's `clientErrorHandler`: requests Node's parser refuses (oversized headers, unknown
 * methods, malformed request lines) and timed-out ones are answered on the raw socket with the
 * contract's body, the frozen security headers, `no-store` and a request id, logged and counted.
 * The request line is never echoed.
 */
export function clientErrorHandler(deps: EarlyDeps) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return
    const apiError = clientErrorAsApiError(error.code)
    const id = requestIdFor({ headers: {} })
    deps.logger.info(
      { reqId: id, status: apiError.statusCode, code: error.code ?? 'unknown' },
      'request refused before routing',
    )
    deps.metrics.httpRequests.inc({
      route: EARLY_ROUTE,
      method: 'unknown',
      status: String(apiError.statusCode),
    })
    if (socket.writable) {
      const body = JSON.stringify(errorBody(apiError.code, apiError.message))
      const headers: Record<string, string> = {
        ...deps.table.http,
        'cache-control': 'no-store',
        'x-request-id': id,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      }
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`)
      const status = `HTTP/1.1 ${apiError.statusCode} ${STATUS_CODES[apiError.statusCode] ?? ''}`
      // Closed once written: whatever the client still sends is never read.
      socket.end(`${status}\r\n${lines.join('')}\r\n${body}`, () => socket.destroy())
    } else {
      socket.destroy()
    }
  }
}

/** Fastify's `frameworkErrors`: a bad percent-encoding or a path parameter over the limit. */
export function frameworkErrorHandler(deps: EarlyDeps) {
  return (error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) => {
    const apiError =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? new ApiError(414, 'uri_too_long')
        : new ApiError(400, 'invalid_request')
    request.log.info(
      { status: apiError.statusCode, code: error.code ?? 'unknown', method: request.method },
      'request refused before routing',
    )
    deps.metrics.httpRequests.inc({
      route: EARLY_ROUTE,
      method: request.method,
      status: String(apiError.statusCode),
    })
    void reply
      .headers(request.protocol === 'https' ? deps.table.https : deps.table.http)
      .header('cache-control', 'no-store')
      .header('x-request-id', request.id)
      .code(apiError.statusCode)
      .send(errorBody(apiError.code, apiError.message))
  }
}
