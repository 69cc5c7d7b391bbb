import cookie from '@fastify/cookie'
import Fastify from 'fastify'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { RegionId } from '../../domain/regions.ts'
import type { RegionConfig, SignInLimitConfig } from '../config.ts'
import { registerErrorHandling } from '../error-handling.ts'
import { createMetrics } from '../metrics.ts'
import type { Metrics } from '../metrics.ts'
import { createOrganizationInfoService } from '../organization-info/org-info-service.ts'
import { createSignInLimiter } from '../rate-limit.ts'
import { registerRequestGuards } from '../request-guards.ts'
import { createUpstreamHttp } from '../upstream/http.ts'
import { createTalentClient } from '../upstream/talent-client.ts'
import { registerEmbedRoutes } from './embed-routes.ts'
import { createEmbedContext } from './embed-services.ts'
import type { EmbedAppConfig, EmbedContext } from './embed-services.ts'
import { rmSync } from 'node:fs'
import { openStore } from '../store/store.ts'
import { tempDataDir } from '../store/testing/test-store.ts'

/**
 * The embed routes in a small Fastify app with the BFF's real request guards, cookie parsing,
 * error handling, upstream client and Organization Info service, for in-process route tests
 * against a real upstream (the simulator, started by the test).
 */
export const TEST_SECRETS = {
  session: 'a-session-secret-that-is-long-enough-123',
  signing: 'an-embed-signing-secret-of-32-chars-or-more',
} as const

export interface EmbedTestAppOptions {
  readonly regions: readonly RegionConfig[]
  readonly config?: Partial<EmbedAppConfig>
  readonly nowMs?: () => number
  readonly orgInfoTtlMs?: number
  /** The failure budget refused links spend; generous by default. */
  readonly limits?: Partial<SignInLimitConfig>
}

export interface EmbedTestApp {
  readonly app: FastifyInstance
  readonly context: EmbedContext
  readonly metrics: Metrics
  /** An /api request with the X-CSRF header and, optionally, cookies. */
  api(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options?: {
      body?: unknown
      cookies?: Record<string, string>
      headers?: Record<string, string>
    },
  ): Promise<LightMyRequestResponse>
}

export async function buildEmbedTestApp(options: EmbedTestAppOptions): Promise<EmbedTestApp> {
  const nowMs = options.nowMs ?? Date.now
  const config: EmbedAppConfig = {
    embedAllowedOrigins: ['http://127.0.0.1:9999'],
    embedSigningSecret: TEST_SECRETS.signing,
    sessionSecret: TEST_SECRETS.session,
    sessionMaxAgeS: 43_200,
    ...options.config,
  }
  const app = Fastify({ logger: false })
  registerRequestGuards(app, {
    publicOrigin: 'http://localhost',
    publicOriginFollowsPort: false,
    allowedHosts: [],
  })
  await app.register(cookie, { hook: 'onRequest' })
  const metrics = createMetrics()
  const http = createUpstreamHttp(
    {
      connectTimeoutMs: 2000,
      timeoutMs: 5000,
      retries: 0,
      retryBaseDelayMs: 0,
      maxResponseBytes: 1 << 20,
    },
    metrics,
  )
  app.addHook('onClose', async () => http.close())
  const dataDir = tempDataDir()
  const store = await openStore({ engine: 'sqlite', dataDir })
  app.addHook('onClose', async () => {
    await store.close()
    rmSync(dataDir, { recursive: true, force: true })
  })
  const talent = createTalentClient(http, {
    orgInfoPath: '/api/v2/core/organization-info',
    invalidatePath: '/oauth/v1/invalidate',
  })
  const context = createEmbedContext({
    config,
    regions: new Map<RegionId, RegionConfig>(options.regions.map((region) => [region.id, region])),
    organizationInfo: createOrganizationInfoService({
      client: talent,
      metrics,
      ttlMs: options.orgInfoTtlMs ?? 0,
      minGroupSize: 5,
      nowMs,
    }),
    nowMs,
    metrics,
    log: app.log,
    limiter: createSignInLimiter(
      {
        attemptsPerIpPerMinute: 1000,
        failuresPerIp: 1000,
        failuresPerEmail: 1000,
        failureWindowS: 900,
        ...options.limits,
      },
      store,
    ),
    store,
    http,
  })
  registerEmbedRoutes(app, context)
  registerErrorHandling(app, async (_request, reply) => reply.code(404).send())
  await app.ready()
  return {
    app,
    context,
    metrics,
    api: (method, url, extra = {}) =>
      app.inject({
        method,
        url,
        headers: {
          'x-csrf': '1',
          ...(extra.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...extra.headers,
        },
        cookies: extra.cookies ?? {},
        ...(extra.body === undefined ? {} : { payload: JSON.stringify(extra.body) }),
      }),
  }
}
