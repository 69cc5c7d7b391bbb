import type { ServerTimeouts } from './config.ts'

/**
 * Fastify's server options for the configured timeouts (decision 0062). Node enforces the header
 * and request timeouts on a timer (`connectionsCheckingInterval`, 30 s by default); it runs here
 * at a quarter of the shorter timeout, at most once a second, so a timeout is kept within 25 %.
 */
export function serverTimeouts(timeouts: ServerTimeouts) {
  const shortest = Math.min(timeouts.headersTimeoutMs, timeouts.requestTimeoutMs)
  return {
    requestTimeout: timeouts.requestTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    http: {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.floor(shortest / 4))),
    },
  }
}
