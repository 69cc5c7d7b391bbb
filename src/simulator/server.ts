import Fastify from 'fastify'
import type { FastifyInstance } from 'fastify'
import { REGION_IDS } from '../domain/regions/regions.ts'
import type { RegionId } from '../domain/regions/regions.ts'
import { basicCredentialFor } from './credentials.ts'
import { CONTROL_PREFIX, controlRoutes } from './http/control-routes.ts'
import { handleError, handleNotFound } from './http/errors.ts'
import { regionRoutes } from './http/region-routes.ts'
import { createSimulatorState } from './state.ts'
import type { SimulatorState } from './state.ts'

export { DEMO_API_KEY, DEMO_EMAIL } from './datasets.ts'

export interface SimulatorOptions {
  /** `0` (or omitted) picks an ephemeral port. */
  port?: number
  /** Bind address; default `127.0.0.1`. */
  host?: string
  /** Request logging (off by default; tokens and keys are never logged). */
  logger?: boolean
  /** Starting instant of the simulated clock (default: real now). */
  startTime?: Date
}

export interface RunningSimulator {
  /** e.g. `http://127.0.0.1:4010` (no trailing slash). */
  url: string
  port: number
  /** `${url}/${id}` */
  regionBaseUrl(id: RegionId): string
  /** base64 of `${id}-client:${id}-secret` (the value after `Basic `). */
  basicCredential(id: RegionId): string
  /** `${url}/__control` */
  controlUrl: string
  close(): Promise<void>
}

/** Builds the Fastify app around a state (exported for in-process tests). */
async function buildSimulatorApp(state: SimulatorState, logger = false): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: 'info', redact: ['req.headers.authorization'] } : false,
    forceCloseConnections: true,
    bodyLimit: 64 * 1024,
  })
  app.setErrorHandler(handleError)
  app.setNotFoundHandler(handleNotFound)
  for (const region of REGION_IDS) {
    await app.register(regionRoutes, { prefix: `/${region}`, state, region })
  }
  await app.register(controlRoutes, { prefix: CONTROL_PREFIX, state })
  return app
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1'
  return host.includes(':') ? `[${host}]` : host
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const host = options.host ?? '127.0.0.1'
  const state = createSimulatorState(options.startTime?.getTime())
  const app = await buildSimulatorApp(state, options.logger ?? false)
  await app.listen({ port: options.port ?? 0, host })
  const address = app.server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  const url = `http://${urlHost(host)}:${port}`
  return {
    url,
    port,
    regionBaseUrl: (id) => `${url}/${id}`,
    basicCredential: basicCredentialFor,
    controlUrl: `${url}${CONTROL_PREFIX}`,
    close: () => app.close(),
  }
}
