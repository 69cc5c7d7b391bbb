import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../app-context.ts'
import { ApiError } from '../http-errors.ts'
import { sendMetrics } from '../metrics-server.ts'
import { noQuery } from '../route-schemas.ts'

async function storeReachable(context: AppContext, log: FastifyBaseLogger): Promise<boolean> {
  try {
    await context.store.ping()
    return true
  } catch (error) {
    log.warn({ err: error }, 'readiness: the store is unavailable')
    return false
  }
}

const readiness = z.object({
  status: z.enum(['ready', 'not_ready']),
  store: z.optional(z.literal('unavailable')),
})
const READY = { 200: readiness, 503: readiness }

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether an Authorization header is `Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1]
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token))
}

/**
 * Liveness, readiness and, with METRICS_TOKEN, Prometheus metrics to that bearer token (outside
 * /api: no CSRF header needed). Without the token, or with a wrong one, /metrics is not found
 * here, like any unknown path: it is served on the loopback metrics listener (decision 0176).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/healthz',
    { schema: { querystring: noQuery, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  )

  app.get(
    '/readyz',
    { schema: { querystring: noQuery, response: READY } },
    async (request, reply) => {
      const serving =
        app.server.listening && !context.lifecycle.shuttingDown && context.regions.size > 0
      const store = serving ? await storeReachable(context, request.log) : false
      const ready = serving && store
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'not_ready',
        ...(serving && !store ? { store: 'unavailable' } : {}),
      })
    },
  )

  const token = context.config.metrics.token
  if (token === undefined) return
  // Prometheus text: no response schema (the serializer is for JSON).
  app.get('/metrics', { schema: { querystring: noQuery } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) throw new ApiError(404, 'not_found')
    return sendMetrics(context.metrics, reply)
  })
}
