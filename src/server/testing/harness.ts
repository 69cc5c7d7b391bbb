import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { z } from 'zod'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { REGIONS } from '../../domain/regions/regions.ts'
import type { RegionId } from '../../domain/regions/regions.ts'
import { portalClient } from '../../simulator/credentials.ts'
import { DEMO_API_KEY, DEMO_EMAIL } from '../../simulator/datasets.ts'
import { startSimulator } from '../../simulator/server.ts'
import type { RunningSimulator } from '../../simulator/server.ts'
import { buildApp } from '../app.ts'
import type { AppDeps } from '../app.ts'
import { loadConfig } from '../config.ts'
import type { AppConfig } from '../config.ts'
import { createLogger } from '../logging.ts'
import { SESSION_COOKIE_NAME } from '../session/cookie.ts'
import { DEVICE_COOKIE_NAME } from '../session/device-cookie.ts'
import { tempDataDir } from '../store/testing/test-store.ts'
import { rmSync } from 'node:fs'

/**
 * Shared by the BFF's tests: a real simulator on an ephemeral port, reset before each test, and
 * BFF instances configured through the environment contract exactly as an operator would.
 */
export { DEMO_API_KEY, DEMO_EMAIL }

const logEntrySchema = z.record(z.string(), z.unknown())
const tokenCountsSchema = z.object({
  valid: z.number(),
  expired: z.number(),
  invalidated: z.number(),
})
export const TEST_SESSION_SECRET = 'test-session-secret-0123456789-abcdefghij'
export const CSRF = { 'x-csrf': '1' } as const
/** What inject() sends as `Host` (`localhost:80`); apps that listen set their own. */
export const TEST_PUBLIC_ORIGIN = 'http://localhost'

/** The signing secret portals share with the test BFFs, and the portal allowed to frame them. */
export const TEST_EMBED_SECRET = 'an-embed-signing-secret-of-32-chars-or-more'
export const TEST_PORTAL_ORIGIN = 'http://127.0.0.1:9999'

/**
 * Signed embed links on, one portal allowed to frame the app, and the simulator's portal client
 * (client-credentials pair) for each of `withClient`.
 */
export function embedEnv(withClient: readonly RegionId[]): Record<string, string> {
  const env: Record<string, string> = {
    EMBED_ALLOWED_ORIGINS: TEST_PORTAL_ORIGIN,
    EMBED_SIGNING_SECRET: TEST_EMBED_SECRET,
  }
  for (const id of withClient) {
    const { clientId, clientSecret } = portalClient(id)
    env[`TALENT_${id.toUpperCase()}_CLIENT_ID`] = clientId
    env[`TALENT_${id.toUpperCase()}_CLIENT_SECRET`] = clientSecret
  }
  return env
}

/** An /api request with the X-CSRF header, a JSON body and cookies given per call. */
export function apiRequest(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  extra: {
    body?: unknown
    cookies?: Record<string, string>
    headers?: Record<string, string>
  } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      ...CSRF,
      ...(extra.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...extra.headers,
    },
    cookies: extra.cookies ?? {},
    ...(extra.body === undefined ? {} : { payload: JSON.stringify(extra.body) }),
  })
}

/** Every log line a BFF instance wrote, for the canary and logging tests. */
export class LogCapture {
  readonly lines: string[] = []
  write(line: string): void {
    this.lines.push(line)
  }
  entries(): Record<string, unknown>[] {
    return this.lines.map((line) => logEntrySchema.parse(JSON.parse(line)))
  }
}

export function simulatorEnv(
  sim: RunningSimulator,
  regions: readonly RegionId[] = REGIONS.map((r) => r.id),
) {
  const env: Record<string, string> = {
    SESSION_SECRET: TEST_SESSION_SECRET,
    PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
    LOG_LEVEL: 'debug',
    UPSTREAM_TIMEOUT_MS: '1500',
    UPSTREAM_CONNECT_TIMEOUT_MS: '500',
    UPSTREAM_RETRY_BASE_DELAY_MS: '5',
    // Tests not about shedding do not shed (load-shedding*.test.ts set these; 0253, 0401): on a
    // machine shared with other runs a correct process's event loop lags too, and the heap in use
    // is the whole test process's, many apps and tests at once.
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    OVERLOAD_HEAP_USED_MB: '0',
    OVERLOAD_MAX_IN_FLIGHT: '0',
  }
  for (const id of regions) {
    const key = id.toUpperCase()
    env[`TALENT_${key}_BASE_URL`] = sim.regionBaseUrl(id)
    env[`TALENT_${key}_BASIC_AUTH`] = sim.basicCredential(id)
  }
  return env
}

/** Configuration as loadConfig reads it, with PUBLIC_ORIGIN defaulting to TEST_PUBLIC_ORIGIN. */
export function configFrom(env: Record<string, string>): AppConfig {
  const result = loadConfig({ PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN, ...env })
  if (!result.ok) throw new Error(result.message)
  return result.config
}

export interface Answer {
  status: number
  headers: Record<string, string | string[] | number | undefined>
  body: string
  /** The body's bytes as sent (still compressed when the answer has a Content-Encoding). */
  raw: Buffer
  json: unknown
  setCookies: string[]
}

export interface ClientOptions {
  /**
   * Keeps the device cookie too (decision 0400), as a browser does. Off by default, so a test's
   * wrong keys after a right one spend the e-mail's and the IP's budgets, not the device's.
   */
  readonly keepsDevice?: boolean
}

/** A browser-like client of one BFF instance: keeps the session cookie between requests. */
export class Client {
  cookie: string | undefined
  /** The device cookie's value, kept with `keepsDevice` (or set by the test). */
  device: string | undefined
  readonly app: FastifyInstance
  readonly keepsDevice: boolean

  constructor(app: FastifyInstance, options: ClientOptions = {}) {
    this.app = app
    this.keepsDevice = options.keepsDevice === true
  }

  async request(options: InjectOptions & { json?: unknown }): Promise<Answer> {
    const { json, headers: extra, ...rest } = options
    const headers: Record<string, string> = { ...CSRF }
    const cookies = [
      ...(this.cookie === undefined ? [] : [`${SESSION_COOKIE_NAME}=${this.cookie}`]),
      ...(this.device === undefined ? [] : [`${DEVICE_COOKIE_NAME}=${this.device}`]),
    ]
    if (cookies.length > 0) headers.cookie = cookies.join('; ')
    if (json !== undefined) headers['content-type'] = 'application/json'
    for (const [name, value] of Object.entries(extra ?? {})) {
      if (value === undefined) delete headers[name]
      else headers[name] = String(value)
    }
    const payload = json === undefined ? {} : { payload: JSON.stringify(json) }
    const response = await this.app.inject({ ...rest, headers, ...payload })
    const raw = response.headers['set-cookie']
    const setCookies = raw === undefined ? [] : [raw].flat().map(String)
    for (const line of setCookies) {
      const [pair = ''] = line.split(';')
      const [name, ...value] = pair.split('=')
      const joined = value.join('=')
      const kept = joined === '' || /max-age=0/i.test(line) ? undefined : joined
      if (name === SESSION_COOKIE_NAME) this.cookie = kept
      else if (name === DEVICE_COOKIE_NAME && this.keepsDevice) this.device = kept
    }
    let parsed: unknown
    try {
      parsed = response.body === '' ? undefined : JSON.parse(response.body)
    } catch {
      parsed = undefined
    }
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.body,
      raw: response.rawPayload,
      json: parsed,
      setCookies,
    }
  }

  signIn(region: RegionId, email = DEMO_EMAIL, apiKey = DEMO_API_KEY) {
    return this.request({ method: 'POST', url: '/api/session', json: { region, email, apiKey } })
  }

  orgInfo(region: RegionId) {
    return this.request({ method: 'GET', url: `/api/regions/${region}/organization-info` })
  }
}

export interface TestBff {
  readonly sim: RunningSimulator
  /** This test's DATA_DIR: apps of one test share its SQLite store, like replicas; a new one per test. */
  readonly dataDir: string
  /** Builds a BFF against the simulator (every region, or `regions`); closed after the test. */
  app(env?: Record<string, string>, deps?: TestAppDeps): Promise<FastifyInstance>
  client(app: FastifyInstance, options?: ClientOptions): Client
  control(path: string, body?: unknown, method?: string): Promise<{ status: number; json: unknown }>
  tokens(): Promise<{ valid: number; expired: number; invalidated: number }>
}

interface TestAppDeps extends AppDeps {
  /** The regions configured; default all eight. */
  readonly regions?: readonly RegionId[]
}

/** One simulator per test file; every test starts from its initial state. */
export function useBff(): TestBff {
  let sim: RunningSimulator | undefined
  let dataDir: string | undefined
  const apps: FastifyInstance[] = []
  const current = () => {
    if (sim === undefined) throw new Error('simulator not started')
    return sim
  }
  beforeAll(async () => {
    sim = await startSimulator({ port: 0 })
  })
  afterAll(async () => sim?.close())
  beforeEach(async () => {
    dataDir = tempDataDir()
    await helper.control('/reset')
  })
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()))
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true })
  })

  const helper: TestBff = {
    get sim() {
      return current()
    },
    get dataDir() {
      if (dataDir === undefined) throw new Error('no test is running')
      return dataDir
    },
    async app(env = {}, { regions, ...deps } = {}) {
      const base = simulatorEnv(current(), regions)
      const config = configFrom({ ...base, DATA_DIR: helper.dataDir, ...env })
      const logger = deps.logger ?? createLogger('silent')
      const app = await buildApp(config, { clientDir: '/nonexistent', ...deps, logger })
      apps.push(app)
      return app
    },
    client: (app, options) => new Client(app, options),
    async control(path, body, method = 'POST') {
      const response = await fetch(`${current().url}/__control${path}`, {
        method,
        // The simulator takes control POSTs as JSON only, even without a body.
        headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await response.text()
      return { status: response.status, json: text === '' ? undefined : JSON.parse(text) }
    },
    async tokens() {
      const answer = await helper.control('/tokens', undefined, 'GET')
      return tokenCountsSchema.parse(answer.json)
    },
  }
  return helper
}

/** The app's Prometheus text, as its loopback metrics listener answers it (decision 0176). */
export async function metricsText(app: FastifyInstance): Promise<string> {
  return (await app.metricsServer.inject({ url: '/metrics' })).body
}
