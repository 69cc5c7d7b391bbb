import { rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { IncomingHttpHeaders, Server, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sessionSchema } from '../../domain/http/contract.ts'
import { DEMO_API_KEY, DEMO_EMAIL, TEST_SESSION_SECRET, configFrom } from '../testing/harness.ts'
import { Client } from '../testing/harness.ts'
import { buildApp } from '../app.ts'
import { createLogger } from '../logging.ts'
import { backoffMs } from './http.ts'
import { tempDataDir } from '../store/testing/test-store.ts'

/** A scriptable upstream, to see exactly what the BFF sends and how it treats odd answers. */
interface Seen {
  method: string
  url: string
  headers: IncomingHttpHeaders
}
let server: Server
let base = ''
let seen: Seen[] = []
let orgInfoAnswer: (res: ServerResponse) => void = () => undefined
let tokenBody: unknown = {}
const apps: FastifyInstance[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers })
    req.resume()
    if (req.url === '/us/oauth/v1/authenticate') {
      res.writeHead(200, {
        'content-type': 'application/json',
        'set-cookie': 'upstream_session=leak; Path=/',
      })
      res.end(JSON.stringify(tokenBody))
      return
    }
    if (req.url === '/us/api/v2/core/organization-info') return orgInfoAnswer(res)
    if (req.url === '/us/oauth/v1/invalidate') return void res.writeHead(204).end()
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  base = `http://127.0.0.1:${address.port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
})
beforeEach(() => {
  seen = []
  tokenBody = { data: { access_token: 'tok-123', expires_in: 864000, scope: 'global' } }
  orgInfoAnswer = (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'tracking=1' })
    res.end(JSON.stringify({ pipelinesWithLeaders: { yesCount: 10, noCount: 10 } }))
  }
})

/** One SQLite store for the file's apps (each test's budgets are far from any limit). */
const dataDir = tempDataDir()
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

async function signedInClient(env: Record<string, string> = {}) {
  const config = configFrom({
    TALENT_US_BASE_URL: `${base}/us`,
    TALENT_US_BASIC_AUTH: 'dXMtY2xpZW50OnVzLXNlY3JldA==',
    SESSION_SECRET: TEST_SESSION_SECRET,
    DATA_DIR: dataDir,
    UPSTREAM_RETRY_BASE_DELAY_MS: '1',
    UPSTREAM_MAX_RESPONSE_BYTES: '4096',
    ORG_INFO_CACHE_TTL_MS: '0',
    ...env,
  })
  const app = await buildApp(config, { logger: createLogger('silent'), clientDir: '/nonexistent' })
  apps.push(app)
  const client = new Client(app)
  const browserHeaders = {
    'user-agent': 'Mozilla/5.0 browser',
    'accept-language': 'de',
    'x-forwarded-for': '203.0.113.9',
    referer: 'http://localhost/',
    'x-request-id': 'req-1',
  }
  const signIn = await client.request({
    method: 'POST',
    url: '/api/session',
    headers: browserHeaders,
    json: { region: 'us', email: DEMO_EMAIL, apiKey: DEMO_API_KEY },
  })
  expect(signIn.status).toBe(200)
  return { app, client, browserHeaders, signIn }
}

describe('upstream client', () => {
  it('sends only the headers the upstream needs, never the browser’s, and ignores upstream cookies', async () => {
    const { client, browserHeaders, signIn } = await signedInClient()
    const info = await client.request({
      url: '/api/regions/us/organization-info',
      headers: browserHeaders,
    })
    expect(info.status).toBe(200)

    const [token, orgInfo] = seen
    expect(token?.method).toBe('POST')
    expect(token?.headers.authorization).toBe('Basic dXMtY2xpZW50OnVzLXNlY3JldA==')
    expect(Object.keys(token?.headers ?? {}).sort()).toEqual(
      [
        'accept',
        'authorization',
        'connection',
        'content-length',
        'content-type',
        'host',
        'user-agent',
      ].sort(),
    )
    expect(orgInfo?.headers.authorization).toBe('Bearer tok-123')
    expect(orgInfo?.headers.cookie).toBeUndefined()
    expect(Object.keys(orgInfo?.headers ?? {}).sort()).toEqual([
      'accept',
      'authorization',
      'connection',
      'host',
      'user-agent',
    ])
    expect(orgInfo?.headers['user-agent']).not.toContain('Mozilla')

    for (const answer of [signIn, info]) {
      expect(answer.setCookies.join()).not.toMatch(/upstream_session|tracking/)
    }
  })

  it('does not follow redirects', async () => {
    orgInfoAnswer = (res) => res.writeHead(302, { location: `${base}/elsewhere` }).end()
    const { client } = await signedInClient()
    const answer = await client.orgInfo('us')
    expect(answer.status).toBe(502)
    expect(answer.json).toMatchObject({ error: 'upstream_error' })
    expect(seen.some((request) => request.url === '/elsewhere')).toBe(false)
  })

  it('refuses answers larger than UPSTREAM_MAX_RESPONSE_BYTES', async () => {
    orgInfoAnswer = (res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ padding: 'x'.repeat(10_000) }))
    }
    const { client } = await signedInClient()
    const answer = await client.orgInfo('us')
    expect(answer.status).toBe(502)
    expect(answer.json).toMatchObject({ error: 'upstream_error' })
  })

  it.each([
    [500, 502, 'upstream_error', 1],
    [404, 502, 'upstream_error', 1],
    [429, 503, 'upstream_unavailable', 1],
    [502, 502, 'upstream_error', 3],
    [503, 503, 'upstream_unavailable', 3],
    [504, 504, 'upstream_timeout', 3],
  ])(
    'maps an upstream %i to %i %s (after %i attempt(s))',
    async (upstream, status, error, attempts) => {
      orgInfoAnswer = (res) =>
        res.writeHead(upstream, { 'content-type': 'application/json' }).end('{}')
      const { client } = await signedInClient({ UPSTREAM_RETRIES: '2' })
      seen = []
      const answer = await client.orgInfo('us')
      expect(answer.status).toBe(status)
      expect(answer.json).toMatchObject({ error })
      expect(seen.filter((request) => request.url.endsWith('/organization-info'))).toHaveLength(
        attempts,
      )
    },
  )

  it('accepts a bare token answer and a missing expires_in (the spec lifetime applies)', async () => {
    tokenBody = { access_token: 'tok-bare', token_type: 'Bearer' }
    const { signIn, client } = await signedInClient({ SESSION_MAX_AGE_S: '864000' })
    const body = sessionSchema.parse(signIn.json)
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(864_000_000 - 60_000)
    expect((await client.orgInfo('us')).status).toBe(200)
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer tok-bare')
  })

  it('refuses (502) and invalidates a token too large for the session cookie, keeping the old session', async () => {
    const { client } = await signedInClient({ UPSTREAM_MAX_RESPONSE_BYTES: '65536' })
    const before = client.cookie
    tokenBody = { data: { access_token: 'x'.repeat(5000), expires_in: 864000 } }
    seen = []
    const answer = await client.signIn('us')
    expect(answer.status).toBe(502)
    expect(answer.json).toMatchObject({ error: 'upstream_error' })
    expect(answer.setCookies.filter((line) => line.startsWith('__Host-pdd_session='))).toEqual([])
    expect(client.cookie).toBe(before)
    const invalidation = seen.find((request) => request.url === '/us/oauth/v1/invalidate')
    expect(invalidation?.headers.authorization).toBe(`Bearer ${'x'.repeat(5000)}`)
    expect((await client.orgInfo('us')).status).toBe(200)
  })

  it('treats a token answer without an access token as an upstream error', async () => {
    tokenBody = { data: { expires_in: 10 } }
    const config = configFrom({
      TALENT_US_BASE_URL: `${base}/us`,
      TALENT_US_BASIC_AUTH: 'dXMtY2xpZW50OnVzLXNlY3JldA==',
      SESSION_SECRET: TEST_SESSION_SECRET,
      DATA_DIR: dataDir,
    })
    const app = await buildApp(config, {
      logger: createLogger('silent'),
      clientDir: '/nonexistent',
    })
    const answer = await new Client(app).signIn('us')
    expect(answer.status).toBe(502)
    expect(answer.json).toMatchObject({ error: 'upstream_error' })
    await app.close()
  })
})

describe('backoffMs', () => {
  it('waits a random time up to base·2^attempt', () => {
    expect(backoffMs(0, 100, () => 0)).toBe(0)
    expect(backoffMs(0, 100, () => 0.999)).toBe(99)
    expect(backoffMs(3, 100, () => 0.5)).toBe(400)
  })
})
