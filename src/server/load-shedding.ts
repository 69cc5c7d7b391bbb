import underPressure from '@fastify/under-pressure'
import type { FastifyInstance } from 'fastify'
import type { OverloadConfig } from './config-overload.ts'
import { overloadedError, sendError } from './http-errors.ts'
import type { Metrics } from './metrics.ts'

const MIB = 1024 * 1024
/** How often the event loop delay and memory are sampled. */
const SAMPLE_INTERVAL_MS = 500
/**
 * The probes answer even under load: an orchestrator must not restart a busy process (liveness),
 * nor take every busy replica out at once and send their load to the others (readiness).
 */
const NEVER_SHED = new Set(['/healthz', '/readyz'])

/**
 * Sheds load with Fastify's own `@fastify/under-pressure` (decision 0253): while the event loop
 * lags or the heap is full past OverloadConfig's thresholds, every request but the probes (`/healthz`, `/readyz`) is
 * answered `503 overloaded` with `Retry-After` at once, in the contract's error shape and with the
 * security headers (the answer goes through the same onSend hooks as any other). Registered first,
 * so a shed request costs the least.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  config: OverloadConfig,
  metrics: Pick<Metrics, 'shedRequests'>,
): Promise<void> {
  const { retryAfterS } = config
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
      if (NEVER_SHED.has(request.url.split('?')[0] ?? '')) return
      if (type === 'eventLoopDelay' && Date.now() < steadyFrom) return
      metrics.shedRequests.inc({ reason: type })
      void sendError(reply, overloadedError(retryAfterS))
    },
  })
}
