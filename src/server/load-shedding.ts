import underPressure from '@fastify/under-pressure'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { busyPages } from './busy-page.ts'
import type { OverloadConfig } from './config-overload.ts'
import { overloadedError, sendError } from './http-errors.ts'
import type { Metrics } from './metrics.ts'
import { isApiRequest } from './request-paths.ts'
import { isFileRoute, wantsHtml } from './static-site.ts'

const MIB = 1024 * 1024
/** How often the event loop delay and memory are sampled. */
const SAMPLE_INTERVAL_MS = 500
/**
 * The probes answer even under load: an orchestrator must not restart a busy process (liveness),
 * nor take every busy replica out at once and send their load to the others (readiness).
 */
const PROBES = new Set(['/healthz', '/readyz'])

/**
 * Never shed, decided by the route the request was routed to (no spelling of a path escapes it):
 * the probes, and the built SPA's files (static-site.ts: hashed assets, fonts, images, the
 * favicon), which a page already loading needs and which cost a file read.
 */
function neverShed(route: string | undefined): boolean {
  return route !== undefined && (PROBES.has(route) || isFileRoute(route))
}

/** A browser navigating to a page (not the SPA's own API calls): it gets the busy page. */
function isPageNavigation(request: FastifyRequest, route: string | undefined): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    wantsHtml(request) &&
    !isApiRequest(request, route)
  )
}

/**
 * Sheds load at the door (decisions 0253, 0401), the first of the onRequest hooks: before the
 * request id hook, the guards, the cookies, any body (parsed after onRequest), the session, the
 * store and the upstream. A request is answered `503 overloaded` with `Retry-After` at once when
 * - `@fastify/under-pressure` finds the event loop lagging or the heap full past OverloadConfig's
 *   thresholds (sampled every 500 ms), or
 * - OverloadConfig's `maxInFlight` requests are being served already: admitted work is bounded,
 *   so the event loop, which also has to reach every request that is to be shed, stays free to
 *   reach it in milliseconds instead of after the work already queued.
 * The probes and the SPA's files are never shed. A shed page navigation gets a small page in the
 * browser's language (busy-page.ts); any other request the contract's JSON error, which the SPA
 * words itself. Either goes through the onSend hooks (security headers) as any answer, and skips
 * the remaining hooks and the route: Fastify runs no hook of a request already answered.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  config: OverloadConfig,
  metrics: Pick<Metrics, 'shedRequests'>,
): Promise<void> {
  const { retryAfterS, maxInFlight } = config
  const busyPage = busyPages()
  const retryAfter = String(retryAfterS)

  function shed(request: FastifyRequest, reply: FastifyReply, reason: string): void {
    metrics.shedRequests.inc({ reason })
    reply.header('x-request-id', request.id)
    if (isPageNavigation(request, request.routeOptions.url)) {
      const page = busyPage(request.headers['accept-language'])
      void reply
        .code(503)
        .header('retry-after', retryAfter)
        .header('cache-control', 'no-store')
        .header('content-language', page.language)
        .header('vary', 'accept-language')
        .type('text/html; charset=utf-8')
        .send(page.html)
      return
    }
    void sendError(reply, overloadedError(retryAfterS))
  }

  // The first samples hold the start-up's own work (migrations, the demo history): a process that
  // has just become ready is not overloaded.
  let steadyFrom = Number.POSITIVE_INFINITY
  app.addHook('onReady', async () => {
    steadyFrom = Date.now() + 2 * SAMPLE_INTERVAL_MS
  })
  await app.register(underPressure, {
    sampleInterval: SAMPLE_INTERVAL_MS,
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    maxHeapUsedBytes: config.maxHeapUsedMb * MIB,
    maxRssBytes: config.maxRssMb * MIB,
    retryAfter: retryAfterS,
    // Sends the answer itself and returns nothing: Fastify skips the other hooks and the route
    // of a request already answered, and runs the onSend hooks (security headers) as for any.
    pressureHandler: (request, reply, type) => {
      if (neverShed(request.routeOptions.url)) return
      if (type === 'eventLoopDelay' && Date.now() < steadyFrom) return
      shed(request, reply, type)
    },
  })

  if (maxInFlight === 0) return
  let inFlight = 0
  // Callback style, as every hook on the hot path: a promise per hook is measurable.
  app.addHook('onRequest', (request, reply, done) => {
    if (!neverShed(request.routeOptions.url)) {
      if (inFlight >= maxInFlight) {
        shed(request, reply, 'inFlight')
      } else {
        inFlight += 1
        // `close` ends every answer, sent or abandoned by its client.
        reply.raw.once('close', () => {
          inFlight -= 1
        })
      }
    }
    done()
  })
}
