import Fastify from 'fastify'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify'
import { errorBody } from '../domain/http/errors.ts'
import { loopbackHosts } from '../domain/http/loopback-hosts.ts'
import type { Metrics } from './metrics.ts'
import { noQuery, useZodSchemas } from './route-schemas.ts'

/** What every answer of the metrics listener carries: nothing cached, nothing sniffed. */
const HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } as const

/** The registry's text, as both the metrics listener and the public port (with a token) send it. */
export async function sendMetrics(metrics: Metrics, reply: FastifyReply): Promise<FastifyReply> {
  const text = await metrics.registry.metrics()
  return reply.type(metrics.registry.contentType).send(text)
}

/**
 * The metrics listener (decision 0176): `GET /metrics` only, on METRICS_PORT of the loopback
 * interface, so Prometheus on the same host (or a sidecar) reads it and nothing on the network
 * does. `Host` must be a loopback name with the listener's port: a page that rebinds its own name
 * to 127.0.0.1 gets `421`. Listening is the caller's (main.ts); tests `inject`.
 */
export function createMetricsServer(metrics: Metrics, log: FastifyBaseLogger): FastifyInstance {
  const server = Fastify({ loggerInstance: log.child({ listener: 'metrics' }) })
  server.addHook('onRequest', async (request, reply) => {
    reply.headers(HEADERS)
    // An in-process request (inject) has no socket port and no network Host to check.
    const port = request.socket.localPort
    if (port === undefined) return undefined
    if (loopbackHosts(port).has((request.headers.host ?? '').toLowerCase())) return undefined
    return reply.code(421).send(errorBody('misdirected_request'))
  })
  useZodSchemas(server)
  // Prometheus text: no response schema (the serializer is for JSON).
  const schema = { querystring: noQuery }
  server.get('/metrics', { schema }, async (_request, reply) => sendMetrics(metrics, reply))
  server.setNotFoundHandler(async (_request, reply) => reply.code(404).send(errorBody('not_found')))
  return server
}
