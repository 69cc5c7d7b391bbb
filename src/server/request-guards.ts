import type { FastifyInstance, FastifyRequest } from 'fastify'
import { CSRF_HEADER, CSRF_VALUE } from '../domain/contract.ts'
import { ApiError } from './http-errors.ts'

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url
  return path === '/api' || path.startsWith('/api/')
}

/** The origin this request was addressed to, as the browser sees it (TRUST_PROXY applies). */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH'])
const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i

/**
 * Defences of every /api route, run before routing so unknown routes get them too:
 * 1. Requests from another site are refused (403 forbidden_origin): a foreign `Origin`, or
 *    `Sec-Fetch-Site` saying `cross-site` or `same-site`.
 * 2. Every request carries `X-CSRF: 1` (403 csrf). A cross-site page cannot add that header
 *    without a CORS preflight, which this server never grants (it sends no CORS headers).
 * 3. Bodies are JSON only (415 unsupported_media_type).
 */
/** The first rule this /api request breaks, if any. */
export function guardViolation(request: FastifyRequest): ApiError | undefined {
  const site = request.headers['sec-fetch-site']
  if (site === 'cross-site' || site === 'same-site') return new ApiError(403, 'forbidden_origin')
  const origin = request.headers.origin
  if (origin !== undefined && origin !== ownOrigin(request)) {
    return new ApiError(403, 'forbidden_origin')
  }
  if (request.headers[CSRF_HEADER.toLowerCase()] !== CSRF_VALUE) return new ApiError(403, 'csrf')
  if (BODY_METHODS.has(request.method)) {
    const type = request.headers['content-type']
    if (type === undefined || !JSON_CONTENT_TYPE.test(type)) {
      return new ApiError(415, 'unsupported_media_type')
    }
  }
  return undefined
}

export function registerRequestGuards(app: FastifyInstance): void {
  // Callback style: this runs on every request, and a promise per hook is measurable.
  app.addHook('onRequest', (request, _reply, done) => {
    done(isApiPath(request.url) ? guardViolation(request) : undefined)
  })
}
