import type { FastifyInstance } from 'fastify'
import type { Logger } from 'pino'
import type { Metrics } from './metrics.ts'

/** The access line's message: one per answered request, at `info` (decision 0162). */
export const ACCESS_LOG_MESSAGE = 'request'

/**
 * Every answer, once it is sent: counted and timed in the metrics, and logged as one `info` line
 * with the request id, method, route pattern (never the path itself, which can carry a link's
 * signature), status and duration. Fastify's own two lines per request are off
 * (its `LogController` with `disableRequestLogging`). The line is written by the root logger with the request id as a
 * field, so no per-request child logger is made for it.
 */
export function registerAccessLog(app: FastifyInstance, logger: Logger, metrics: Metrics): void {
  // The line holds only the fields below, none of them secret (the request id is one the BFF
  // accepts for logs, requestIdFor): pino's redaction, whose wildcard paths visit every field of
  // every line and were the largest cost of the line, is not run for it.
  const access = logger.child({}, { redact: [] })
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched'
    const status = reply.statusCode
    const method = request.method
    metrics.httpRequests.inc({ route, method, status: String(status) })
    metrics.httpDuration.observe({ route, method }, reply.elapsedTime / 1000)
    if (access.isLevelEnabled('info')) {
      access.info(
        {
          reqId: request.id,
          method,
          route,
          status,
          durationMs: Math.round(reply.elapsedTime * 100) / 100,
        },
        ACCESS_LOG_MESSAGE,
      )
    }
    done()
  })
}
