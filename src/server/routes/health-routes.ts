import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { AppContext } from '../app-context.ts'

async function storeReachable(context: AppContext, log: FastifyBaseLogger): Promise<boolean> {
  try {
    await context.store.ping()
    return true
  } catch (error) {
    log.warn({ err: error }, 'readiness: the store is unavailable')
    return false
  }
}

/** Liveness, readiness and Prometheus metrics (outside /api: no CSRF header needed). */
export function registerHealthRoutes(app: FastifyInstance, context: AppContext): void {
  app.get('/healthz', async () => ({ status: 'ok' }))

  app.get('/readyz', async (request, reply) => {
    const serving =
      app.server.listening && !context.lifecycle.shuttingDown && context.regions.size > 0
    const store = serving ? await storeReachable(context, request.log) : false
    const ready = serving && store
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'not_ready',
      ...(serving && !store ? { store: 'unavailable' } : {}),
    })
  })

  app.get('/metrics', async (_request, reply) => {
    const text = await context.metrics.registry.metrics()
    return reply.type(context.metrics.registry.contentType).send(text)
  })
}
