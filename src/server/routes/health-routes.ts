import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../app-context.ts'

/** Liveness, readiness and Prometheus metrics (outside /api: no CSRF header needed). */
export function registerHealthRoutes(app: FastifyInstance, context: AppContext): void {
  app.get('/healthz', async () => ({ status: 'ok' }))

  app.get('/readyz', async (_request, reply) => {
    const ready =
      app.server.listening && !context.lifecycle.shuttingDown && context.regions.size > 0
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready' })
  })

  app.get('/metrics', async (_request, reply) => {
    const text = await context.metrics.registry.metrics()
    return reply.type(context.metrics.registry.contentType).send(text)
  })
}
