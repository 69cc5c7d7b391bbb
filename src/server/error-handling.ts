import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ErrorCode } from '../domain/http/contract.ts'
import { ApiError, apiErrorFromUpstream, sendError } from './http-errors.ts'
import { isApiRequest } from './request-paths.ts'
import { describeStoreFailure, StoreUnavailableError } from './store/store.ts'
import { UpstreamError } from './upstream/errors.ts'

const FASTIFY_CODES: Readonly<Record<string, [number, ErrorCode]>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_request'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_request'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalid_request'],
  FST_ERR_BAD_URL: [400, 'invalid_request'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'uri_too_long'],
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined
  return typeof error.statusCode === 'number' ? error.statusCode : undefined
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined
  return typeof error.code === 'string' ? error.code : undefined
}

/** Any thrown value as the contract's error; never a stack trace or an internal message. */
function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof UpstreamError) return apiErrorFromUpstream(error)
  if (error instanceof StoreUnavailableError) return new ApiError(503, 'store_unavailable')
  // A route schema's refusal: its first issue's sentence (src/server/route-schemas.ts).
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new ApiError(400, 'invalid_request', error.validation[0]?.message)
  }
  const known = FASTIFY_CODES[codeOf(error) ?? '']
  if (known !== undefined) return new ApiError(known[0], known[1])
  const status = statusOf(error)
  if (status === 404) return new ApiError(404, 'not_found')
  if (status === 413) return new ApiError(413, 'payload_too_large')
  if (status === 415) return new ApiError(415, 'unsupported_media_type')
  if (status !== undefined && status >= 400 && status < 500) {
    return new ApiError(status, 'invalid_request')
  }
  return new ApiError(500, 'internal_error')
}

export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>

/**
 * The contract's error answers for every route. Must run before the first route is declared:
 * a route keeps the error handler current when Fastify finalizes it, and an awaited
 * `register` (the static plugin) finalizes the routes declared so far.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error, request, reply) => {
    const apiError = toApiError(error)
    if (
      apiError.statusCode >= 500 &&
      !(error instanceof ApiError) &&
      !(error instanceof UpstreamError) &&
      !(error instanceof StoreUnavailableError)
    ) {
      request.log.error({ err: error }, 'unhandled error')
    } else if (error instanceof StoreUnavailableError) {
      request.log.error(
        { operation: error.operation, err: error.cause },
        describeStoreFailure(error),
      )
    } else if (error instanceof UpstreamError) {
      request.log.warn(
        { upstream: { kind: error.kind, status: error.status, code: error.upstreamCode } },
        'upstream call failed',
      )
    }
    return sendError(reply, apiError)
  })
}

/** Unknown paths: the SPA's index.html for page GETs, else 404 not_found. */
export function registerNotFoundHandler(app: FastifyInstance, fallback: NotFoundFallback): void {
  app.setNotFoundHandler(async (request, reply) => {
    if (!isApiRequest(request) && (request.method === 'GET' || request.method === 'HEAD')) {
      return fallback(request, reply)
    }
    return sendError(reply, new ApiError(404, 'not_found'))
  })
}
