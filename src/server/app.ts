import path from 'node:path'
import cookie from '@fastify/cookie'
import Fastify, { LogController } from 'fastify'
import type { FastifyBaseLogger, FastifyInstance, FastifySchema, HTTPMethods } from 'fastify'
import type { Logger } from 'pino'
import type { RegionId } from '../domain/regions/regions.ts'
import { registerAccessLog } from './access-log.ts'
import type { AppContext } from './app-context.ts'
import type { AppConfig, RegionConfig } from './config.ts'
import { embedRoutes } from './embed/embed-routes.ts'
import { createEmbedServices } from './embed/embed-services.ts'
import { clientErrorHandler, frameworkErrorHandler } from './early-answers.ts'
import { registerErrorHandler, registerNotFoundHandler } from './error-handling.ts'
import { createHistory, fillDemoHistory } from './history/history-services.ts'
import type { HistoryDeps } from './history/history-services.ts'
import type { DemoDatasets } from './history/demo-history.ts'
import { registerLifecycle } from './lifecycle.ts'
import { createLogger, lazyChildLoggerFactory, requestIdFor } from './logging.ts'
import { createMetrics } from './metrics.ts'
import { createMetricsServer } from './metrics-server.ts'
import { createOrganizationInfoService } from './organization-info/org-info-service.ts'
import { createReadBudget } from './organization-info/read-budget.ts'
import { registerLoadShedding } from './load-shedding.ts'
import { createSignInLimiter, signInFlight } from './rate-limit.ts'
import { registerRequestGuards } from './request-guards.ts'
import { annotationRoutes } from './routes/annotation-routes.ts'
import { healthRoutes } from './routes/health-routes.ts'
import { historyRoutes } from './routes/history-routes.ts'
import { organizationInfoRoutes } from './routes/organization-info-routes.ts'
import { regionsRoutes } from './routes/regions-routes.ts'
import { sessionRoutes } from './routes/session-routes.ts'
import { useZodSchemas } from './route-schemas.ts'
import { registerSecurityHeaders, securityHeaderTable } from './security-headers.ts'
import { serverTimeouts } from './server-timeouts.ts'
import { sessionCookieOptions } from './session/cookie.ts'
import { createDeviceCookies } from './session/device-cookie.ts'
import { createSessionStore } from './session/session-store.ts'
import { registerStaticSite } from './static-site.ts'
import { openAppStore } from './store/app-store.ts'
import type { Store } from './store/store.ts'
import { createRevocations } from './store/revocations.ts'
import { createUpstreamHttp } from './upstream/http.ts'
import { createRejectedTokens } from './upstream/rejected-tokens.ts'
import { createTalentClient } from './upstream/talent-client.ts'
import { warmForPage } from './organization-info/warm-reads.ts'

export interface RouteSummary {
  readonly method: HTTPMethods
  readonly url: string
  /** The route's schema (src/server/route-schemas.ts); every route declares one. */
  readonly schema: FastifySchema | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, for operations and for the test that walks the route table. */
    readonly routeTable: readonly RouteSummary[]
    /** The metrics listener (decision 0176): main.ts makes it listen on METRICS_PORT. */
    readonly metricsServer: FastifyInstance
  }
}

export interface AppDeps {
  /** A pino logger; by default one at config.logLevel writing to stdout. */
  readonly logger?: Logger
  readonly nowMs?: () => number
  /** Directory of the built SPA; default dist/client of the project. */
  readonly clientDir?: string
  /** Node process metrics in /metrics (main.ts turns them on). */
  readonly defaultMetrics?: boolean
  /** An open store to use (and leave open); by default buildApp opens config.store and closes it. */
  readonly store?: Store
  /** Demo mode: the simulator's datasets, from which the demo history is generated (0092). */
  readonly demoDatasets?: DemoDatasets
  /** Tests: the history collector's retry policy and timers. */
  readonly collector?: Pick<HistoryDeps, 'collectorRetry' | 'collectorTimers'>
}

export const DEFAULT_CLIENT_DIR = path.resolve(import.meta.dirname, '../../dist/client')
/** Sign-in bodies are well under 1 KB; anything much larger is refused early. */
const BODY_LIMIT_BYTES = 8 * 1024
/** Region ids and embed link parts are far shorter; a longer path parameter answers 414 (Fastify's default, made explicit). */
const MAX_PARAM_LENGTH = 100

/** The BFF: every route, hook and service, wired from configuration. Listening is the caller's. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const pinoLogger: Logger = deps.logger ?? createLogger(config.logLevel)
  const logger: FastifyBaseLogger = pinoLogger
  const nowMs = deps.nowMs ?? Date.now
  const metrics = createMetrics({ defaultMetrics: deps.defaultMetrics === true })
  const headerTable = securityHeaderTable(config)
  const early = { table: headerTable, logger, metrics }
  const app = Fastify({
    loggerInstance: logger,
    childLoggerFactory: lazyChildLoggerFactory,
    genReqId: requestIdFor,
    // One access line per request, from registerAccessLog, instead of Fastify's two (0162).
    logController: new LogController({ disableRequestLogging: true }),
    // Hop count, as proxy-addr counts: trust the nearest TRUST_PROXY addresses.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Requests during the close go through the routes and hooks (registerLifecycle).
    return503OnClosing: false,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrorHandler(early),
    clientErrorHandler: clientErrorHandler(early),
    ...serverTimeouts(config.timeouts),
  })

  useZodSchemas(app)
  // The first onRequest hooks: a request to shed is answered before any other work (0401).
  await registerLoadShedding(app, config.overload, metrics)
  const routeTable: RouteSummary[] = []
  app.decorate('routeTable', routeTable)
  registerLifecycle(app)
  const metricsServer = createMetricsServer(metrics, logger)
  app.decorate('metricsServer', metricsServer)
  app.addHook('onClose', async () => metricsServer.close())
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeTable.push({ method, url: route.url, schema: route.schema })
    }
  })
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    done()
  })
  app.removeContentTypeParser('text/plain')
  registerErrorHandler(app)

  registerAccessLog(app, pinoLogger, metrics)

  const store = await openAppStore(app, config, metrics, deps.store, nowMs)
  const revocations = createRevocations(store, { log: app.log, nowMs })
  app.addHook('onClose', async () => revocations.close())

  registerSecurityHeaders(app, headerTable)
  registerRequestGuards(app, config)
  await app.register(cookie, { hook: 'onRequest' })

  const http = createUpstreamHttp(config.upstream, metrics)
  app.addHook('onClose', async () => http.close())
  const talent = createTalentClient(http, config)
  const rejectedTokens = createRejectedTokens({ nowMs })
  const context: AppContext = {
    config,
    regions: new Map<RegionId, RegionConfig>(config.regions.map((region) => [region.id, region])),
    sessions: createSessionStore(
      app,
      {
        secret: config.sessionSecret,
        policy: { maxAgeS: config.sessionMaxAgeS, idleS: config.sessionIdleS },
        cookie: sessionCookieOptions(config),
        nowS: () => Math.floor(nowMs() / 1000),
        revocations,
      },
      logger,
    ),
    talent,
    organizationInfo: createOrganizationInfoService({
      client: talent,
      metrics,
      ttlMs: config.orgInfoCacheTtlMs,
      minGroupSize: config.minGroupSize,
      minCellSize: config.minCellSize,
      nowMs,
      rejectedTokens,
      hedgeAfterMs: config.upstreamReads.hedgeAfterMs,
      rejectedTtlS: config.sessionMaxAgeS,
      log: logger,
    }),
    limiter: createSignInLimiter(
      config.signInLimits,
      store,
      signInFlight(config.upstream.timeoutMs),
    ),
    devices: createDeviceCookies({
      sessionSecret: config.sessionSecret,
      maxAgeS: config.deviceCookieMaxAgeS,
      nowS: () => Math.floor(nowMs() / 1000),
    }),
    store,
    rejectedTokens,
    readBudget: createReadBudget(config.upstreamReads.perSessionPerMinute),
    metrics,
    embed: createEmbedServices({ config, nowMs, log: logger, talent, store, revocations }),
    nowMs,
    lifecycle: app.lifecycle,
  }

  const history = createHistory({
    config,
    store,
    nowMs,
    log: logger,
    metrics,
    organizationInfo: context.organizationInfo,
    serviceTokens: context.embed.serviceTokens,
    ...deps.collector,
  })

  // Each group an encapsulated plugin under the hooks above (guards, headers, cookies, errors).
  await app.register(healthRoutes, { context })
  await app.register(regionsRoutes, { context })
  await app.register(sessionRoutes, { context })
  await app.register(organizationInfoRoutes, { context, recorder: history?.recorder })
  if (history !== undefined) {
    await app.register(historyRoutes, { context, snapshots: history.snapshots })
  }
  await app.register(embedRoutes, { context })
  await app.register(annotationRoutes, { context })
  const fallback = await registerStaticSite(app, deps.clientDir ?? DEFAULT_CLIENT_DIR, {
    onPage: (request) => warmForPage(context, request),
  })
  registerNotFoundHandler(app, fallback)
  app.addHook('onClose', async () => {
    await history?.collector.stop()
    await history?.recorder.settled()
  })
  await app.ready()
  if (history !== undefined && deps.demoDatasets !== undefined) {
    await fillDemoHistory(history, deps.demoDatasets, config, nowMs, logger)
  }
  history?.collector.start()
  return app
}
