import type { FastifyRequest } from 'fastify'

/**
 * Which part of the contract a request belongs to, decided by the route it was routed to, never
 * by the raw spelling of its URL (`/%61pi/session` routes to `/api/session`). Requests that match
 * no route are judged by their path as a lenient reader would see it: percent-decoded, lower
 * case, repeated slashes collapsed and dot segments resolved, so `//API/./x` counts as /api.
 */
function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/')
}

const NO_STORE_PATHS = new Set(['/healthz', '/readyz', '/metrics'])

function safeDecode(value: string): string {
  let decoded = value
  // Twice at most: enough for `%2561`, and bounded.
  for (let round = 0; round < 2 && decoded.includes('%'); round += 1) {
    try {
      decoded = decodeURIComponent(decoded)
    } catch {
      return decoded
    }
  }
  return decoded
}

/** The path of a URL the way the most lenient router could read it. */
function lenientPath(url: string): string {
  const raw = url.split(/[?#]/, 1)[0] ?? url
  const decoded = safeDecode(raw)
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .toLowerCase()
  const segments: string[] = []
  for (const segment of decoded.split('/')) {
    if (segment === '..') segments.pop()
    else if (segment !== '.' && segment !== '') segments.push(segment)
  }
  const trailing = decoded.endsWith('/') && segments.length > 0 ? '/' : ''
  return `/${segments.join('/')}${trailing}`
}

/**
 * The route pattern the request was routed to, else the lenient reading of its path. `route` is
 * `request.routeOptions.url` when the caller has read it already (that getter builds an object).
 */
function effectivePath(
  request: FastifyRequest,
  route: string | undefined = request.routeOptions.url,
): string {
  return route ?? lenientPath(request.url)
}

/** Every defence of the /api contract applies to this request. */
export function isApiRequest(
  request: FastifyRequest,
  route: string | undefined = request.routeOptions.url,
): boolean {
  return isApiPath(effectivePath(request, route))
}

/** Answers browsers and proxies must never store: the API, health checks and metrics. */
export function isNoStoreRequest(request: FastifyRequest): boolean {
  const path = effectivePath(request)
  return isApiPath(path) || NO_STORE_PATHS.has(path.replace(/\/$/, ''))
}
