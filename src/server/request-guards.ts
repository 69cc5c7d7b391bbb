import type { FastifyInstance, FastifyRequest } from 'fastify'
import { CSRF_HEADER, CSRF_VALUE } from '../domain/http/contract.ts'
import type { AppConfig } from './config.ts'
import { parseOrigin } from './config-schemas.ts'
import { hostPolicy, isAllowedHost } from './host-policy.ts'
import type { HostPolicy } from './host-policy.ts'
import { ApiError } from './http-errors.ts'
import { isApiRequest } from './request-paths.ts'

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH'])
const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i
/** Probed by load balancers and orchestrators by address, not by the public name. */
const ANY_HOST_ROUTES = new Set(['/healthz', '/readyz', '/metrics'])

/**
 * Defences of every /api route, decided by the route the request was routed to (so no spelling
 * of the path escapes them), and for unmatched paths that read as /api:
 * 1. Requests from another site are refused (403 forbidden_origin): an `Origin` other than
 *    PUBLIC_ORIGIN (or an ALLOWED_HOSTS name), or `Sec-Fetch-Site` saying `cross-site` or
 *    `same-site`.
 * 2. Every request carries `X-CSRF: 1` (403 csrf). A cross-site page cannot add that header
 *    without a CORS preflight, which this server never grants (it sends no CORS headers).
 * 3. Bodies are JSON only (415 unsupported_media_type).
 */
function guardViolation(request: FastifyRequest, policy: HostPolicy): ApiError | undefined {
  const site = request.headers['sec-fetch-site']
  if (site === 'cross-site' || site === 'same-site') return new ApiError(403, 'forbidden_origin')
  const origin = request.headers.origin
  if (origin !== undefined && !policy.origins.has(parseOrigin(origin) ?? 'invalid')) {
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

/**
 * Every request first: a `Host` this app does not answer to is refused (421
 * misdirected_request) against DNS rebinding, health checks and metrics aside; then the /api
 * defences above.
 */
export function registerRequestGuards(
  app: FastifyInstance,
  config: Pick<AppConfig, 'publicOrigin' | 'publicOriginFollowsPort' | 'allowedHosts'>,
): void {
  let policy = hostPolicy(config)
  if (config.publicOriginFollowsPort) {
    app.addHook('onListen', (done) => {
      const address = app.server.address()
      if (typeof address === 'object' && address !== null) {
        policy = hostPolicy(config, address.port)
      }
      done()
    })
  }
  // Callback style: this runs on every request, and a promise per hook is measurable.
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url
    if (
      !(route !== undefined && ANY_HOST_ROUTES.has(route)) &&
      !isAllowedHost(policy, request.host)
    ) {
      done(new ApiError(421, 'misdirected_request'))
      return
    }
    done(isApiRequest(request, route) ? guardViolation(request, policy) : undefined)
  })
}
