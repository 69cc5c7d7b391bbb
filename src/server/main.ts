import { existsSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import path from 'node:path'
import { DEMO_API_KEY, DEMO_EMAIL, startSimulator } from '../simulator/server.ts'
import type { RunningSimulator } from '../simulator/server.ts'
import { portalClient } from '../simulator/credentials.ts'
import { DEMO_DATASETS } from '../simulator/datasets.ts'
import { DEFAULT_CLIENT_DIR, buildApp } from './app.ts'
import { loadConfig, withDemoRegions } from './config.ts'
import type { AppConfig } from './config.ts'
import { METRICS_HOST } from './config-metrics.ts'
import { hostPolicy } from './host-policy.ts'
import { createLogger, exitOnFatalErrors } from './logging.ts'
import { StoreStartError } from './store/store-start-errors.ts'

/**
 * `npm start` / `node src/server/main.ts`: configuration, demo-mode simulator, the BFF, the
 * banner and graceful shutdown. Everything else lives in buildApp (app.ts).
 */
const SHUTDOWN_GRACE_MS = 10_000

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

function simulatorPort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    fail(
      'Invalid configuration (1 problem(s)):\n  - SIMULATOR_PORT: must be a whole number from 0 to 65535',
    )
  }
  return port
}

function banner(
  config: AppConfig,
  port: number,
  simulator: RunningSimulator | undefined,
  metricsPort: number | undefined,
): string {
  const lines = [
    '',
    'Pipeline Diversity Dashboard',
    `  Open:       ${hostPolicy(config, port).publicOrigin}`,
  ]
  if (simulator !== undefined) {
    lines.push(
      '  Mode:       demo — the built-in simulator stands in for every region',
      `  Sign in:    e-mail ${DEMO_EMAIL}, API key ${DEMO_API_KEY} (the same in every region)`,
      `  Simulator:  ${simulator.url} (control API ${simulator.url}/__control/)`,
    )
  } else {
    lines.push(`  Regions:    ${config.regions.map((region) => region.id).join(', ')}`)
  }
  if (metricsPort !== undefined) {
    lines.push(`  Metrics:    http://${METRICS_HOST}:${metricsPort}/metrics (loopback only)`)
  }
  if (!existsSync(path.join(DEFAULT_CLIENT_DIR, 'index.html'))) {
    lines.push(
      '  Note:       the web app is not built; run `npm run build` (the API works without it)',
    )
  }
  return `${lines.join('\n')}\n\n`
}

/** The loopback metrics listener on METRICS_PORT (decision 0176); undefined when it is off. */
async function listenForMetrics(
  server: FastifyInstance,
  port: number | undefined,
): Promise<number | undefined> {
  if (port === undefined) return undefined
  try {
    await server.listen({ port, host: METRICS_HOST })
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'unknown'
    fail(
      `Cannot listen for metrics on ${METRICS_HOST}:${port} (${code}). Set METRICS_PORT to a free port, or to off.`,
    )
  }
  const address = server.server.address()
  return typeof address === 'object' && address !== null ? address.port : port
}

async function main(): Promise<void> {
  const loaded = loadConfig(process.env)
  if (!loaded.ok) fail(loaded.message)
  let config = loaded.config
  const logger = createLogger(config.logLevel)
  exitOnFatalErrors(logger)

  let simulator: RunningSimulator | undefined
  if (config.demo) {
    simulator = await startSimulator({
      port: simulatorPort(process.env.SIMULATOR_PORT),
      host: '127.0.0.1',
    })
    config = withDemoRegions(config, {
      regionBaseUrl: simulator.regionBaseUrl,
      basicCredential: simulator.basicCredential,
      clientCredentials: portalClient,
    })
  }
  let app
  try {
    app = await buildApp(config, {
      logger,
      defaultMetrics: true,
      ...(simulator === undefined ? {} : { demoDatasets: DEMO_DATASETS }),
    })
  } catch (error) {
    await simulator?.close()
    if (error instanceof StoreStartError) fail(error.message)
    throw error
  }

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now')
      process.exit(1)
    }
    stopping = true
    // Every answer from now on closes its connection (lifecycle.ts): the close waits only for
    // the requests in flight, not for kept-alive connections to time out.
    app.lifecycle.shuttingDown = true
    logger.info({ signal }, 'shutting down: finishing requests in flight')
    setTimeout(() => {
      logger.error('shutdown took too long: exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS).unref()
    await app.close()
    await simulator?.close()
    logger.info('stopped')
    process.exit(0)
  }
  process.on('SIGTERM', (signal) => void shutdown(signal))
  process.on('SIGINT', (signal) => void shutdown(signal))

  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    await simulator?.close()
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'unknown'
    fail(
      `Cannot listen on ${config.host}:${config.port} (${code}). Set PORT (and HOST) to a free address.`,
    )
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address !== null ? address.port : config.port
  const metricsPort = await listenForMetrics(app.metricsServer, config.metrics.port)
  process.stdout.write(banner(config, port, simulator, metricsPort))
}

await main()
