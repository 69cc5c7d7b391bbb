import { createServer } from 'node:http'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { FastifyServerFactory } from 'fastify'
import type { Logger } from 'pino'
import type { HostPolicy } from './host-policy.ts'
import { requestIdFor } from './logging.ts'
import type { Metrics } from './metrics.ts'
import { guardViolation } from './request-guards.ts'
import type { HeaderTable } from './security-headers.ts'

/**
 * Answers a GET from what is already in memory, or returns undefined to let Fastify answer it.
 * Called only for the exact path it was registered with, once every defence below has passed.
 */
export type KnownAnswer = (request: IncomingMessage) => string | undefined

interface Route {
  readonly answer: KnownAnswer
  readonly requests: ReturnType<Metrics['httpRequests']['labels']>
  readonly duration: ReturnType<Metrics['httpDuration']['labels']>
}

export interface FastAnswersOptions {
  readonly table: HeaderTable
  readonly metrics: Metrics
  /** Fastify's logger: at `info` it logs every request, and then Fastify answers them all. */
  readonly logger: Pick<Logger, 'isLevelEnabled'>
  /** The Host and Origin policy the request guards apply (it can change once the port is known). */
  readonly hostPolicy: () => HostPolicy | undefined
  /** True once shutdown starts: Fastify then answers 503 to everything. */
  readonly closing: () => boolean
}

export interface FastAnswers {
  /** Fastify's `serverFactory`: the HTTP/1 server Fastify would make, whose requests reach the known answers first. */
  readonly serverFactory: FastifyServerFactory
  /** Answers GET `path` (one exact spelling) with `answer`, counted in the metrics under `pattern`. */
  add(path: string, pattern: string, answer: KnownAnswer): void
}

/** Headers whose presence changes how Fastify reads the request: its host, scheme or body. */
const FASTIFY_READS = [
  'x-forwarded-host',
  'x-forwarded-proto',
  'content-length',
  'transfer-encoding',
]

/**
 * A JSON answer the BFF already holds, sent without Fastify (decision 0117). Fastify's routing,
 * hooks and reply object cost the BFF about twice the upstream's CPU per cached answer; this
 * path writes the same status, headers (same order, same bytes) and body for the one request
 * shape it knows, and hands every other request to Fastify unchanged:
 * - GET only, at exactly a registered path (any other spelling, a query string, HEAD: Fastify);
 * - no body and none of the proxy headers Fastify would read for the host or scheme;
 * - an allowed `Host`, and the /api defences (origin, `Sec-Fetch-Site`, X-CSRF) passed, judged
 *   by the same functions as the guards;
 * - not shutting down, and request logging off (at `info`, Fastify's own lines are kept);
 * - the route's `answer` finds everything in memory (a verified, live, clean session and a
 *   cached result), else Fastify does the whole work, error answers included.
 */
export function createFastAnswers(options: FastAnswersOptions): FastAnswers {
  const routes = new Map<string, Route>()
  const { table, metrics, logger } = options
  // Names and values in turn, as `writeHead` takes them.
  const tableLines = Object.entries(table).flat()

  function answered(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET') return false
    const route = routes.get(request.url ?? '')
    if (route === undefined || options.closing() || logger.isLevelEnabled('info')) return false
    const { headers } = request
    for (const name of FASTIFY_READS) if (headers[name] !== undefined) return false
    const policy = options.hostPolicy()
    if (policy === undefined || headers.host === undefined || !policy.hosts.has(headers.host)) {
      return false
    }
    if (guardViolation(request, policy) !== undefined) return false
    const started = performance.now()
    const body = route.answer(request)
    if (body === undefined) return false
    // The order of Fastify's path: the request id (first hook), the type, the security table
    // (onSend), the API's no-store, then the length.
    response.writeHead(200, [
      'x-request-id',
      requestIdFor(request),
      'content-type',
      'application/json; charset=utf-8',
      ...tableLines,
      'cache-control',
      'no-store',
      'content-length',
      String(Buffer.byteLength(body)),
    ])
    response.end(body)
    route.requests.inc()
    route.duration.observe((performance.now() - started) / 1000)
    return true
  }

  const serverFactory: FastifyServerFactory = (handler, fastifyOptions) => {
    // What Fastify's own factory does for HTTP/1 (fastify/lib/server.js, getServerInstance).
    const settings = fastifyOptions as typeof fastifyOptions & {
      readonly http?: object
      readonly keepAliveTimeout: number
      readonly requestTimeout: number
      readonly connectionTimeout: number
      readonly maxRequestsPerSocket: number
    }
    const server: Server = createServer(settings.http ?? {}, (request, response) => {
      let done: boolean
      try {
        done = answered(request, response)
      } catch {
        // Nothing is sent before the answer is complete: Fastify then does the work, and
        // answers (or reports) whatever failed here the way it answers every error.
        done = response.headersSent
      }
      if (!done) handler(request, response)
    })
    server.keepAliveTimeout = settings.keepAliveTimeout
    server.requestTimeout = settings.requestTimeout
    server.setTimeout(settings.connectionTimeout)
    if (settings.maxRequestsPerSocket > 0)
      server.maxRequestsPerSocket = settings.maxRequestsPerSocket
    return server
  }

  return {
    serverFactory,
    add(path, pattern, answer) {
      routes.set(path, {
        answer,
        requests: metrics.httpRequests.labels({ route: pattern, method: 'GET', status: '200' }),
        duration: metrics.httpDuration.labels({ route: pattern, method: 'GET' }),
      })
    },
  }
}
