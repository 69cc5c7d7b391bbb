import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { embedApiPaths } from '../domain/http/embed.ts'
import { historyPath } from '../domain/history/history.ts'
import { embedCookieName } from './embed/embed-cookie.ts'
import { signEmbedLink } from './embed/link-token.ts'
import { createLogger } from './logging.ts'
import {
  apiRequest,
  DEMO_API_KEY,
  DEMO_EMAIL,
  embedEnv,
  LogCapture,
  TEST_EMBED_SECRET,
  useBff,
} from './testing/harness.ts'

/**
 * A region id is read in any case wherever a URL or a body carries it (issue 38): `US`, as the
 * `TALENT_US_*` variables spell it, opens what `us` opens on every route of a region, the
 * user's and the embed's; the answers and the logs say the canonical `us`.
 */
const bff = useBff()
const SPELLINGS = ['us', 'US', 'Us', 'uS'] as const
const RANGE = { from: '2026-01-01', to: '2026-01-31' }

/** Every GET route of the user API with a region in its path, the region spelt `spelling`. */
function userReads(app: FastifyInstance, spelling: string): string[] {
  return app.routeTable
    .filter((route) => route.method === 'GET' && route.url.startsWith('/api/regions/:region'))
    .filter((route) => !route.url.replace(':region', '').includes(':'))
    .map((route) => {
      const path = route.url.replace(':region', spelling)
      return path.endsWith('/history') ? historyPath(spelling, RANGE) : path
    })
}

/** An answer as the spellings must share it: each sign-in reads afresh, so the read time moves. */
function figures(json: unknown): unknown {
  return typeof json === 'object' && json !== null && 'fetchedAt' in json
    ? { ...json, fetchedAt: 'a read time' }
    : json
}

describe('region ids in any case', () => {
  it('signs in, reads every route of the region and signs out, whatever the case of its id', async () => {
    const logs = new LogCapture()
    const app = await bff.app(
      { ADMIN_EMAILS: DEMO_EMAIL },
      { regions: ['us', 'eu'], logger: createLogger('info', logs) },
    )
    expect(userReads(app, 'us').length).toBeGreaterThanOrEqual(6)
    const answers = new Map<string, unknown[]>()
    for (const spelling of SPELLINGS) {
      const client = bff.client(app)
      const signIn = await client.request({
        method: 'POST',
        url: '/api/session',
        json: { region: spelling, email: DEMO_EMAIL, apiKey: DEMO_API_KEY },
      })
      expect([signIn.status, signIn.json], spelling).toMatchObject([200, { region: 'us' }])
      const read: unknown[] = []
      for (const url of userReads(app, spelling)) {
        const answer = await client.request({ method: 'GET', url })
        expect(answer.status, url).toBe(200)
        read.push(figures(answer.json))
      }
      answers.set(spelling, read)
      const signOut = await client.request({ method: 'DELETE', url: `/api/session/${spelling}` })
      expect(signOut.status, spelling).toBe(204)
      expect((await client.request({ method: 'GET', url: '/api/session' })).json).toEqual({
        sessions: [],
      })
    }
    for (const spelling of SPELLINGS)
      expect(answers.get(spelling), spelling).toEqual(answers.get('us'))
    const regions = logs
      .entries()
      .map((entry) => entry.region)
      .filter((region) => region !== undefined)
    expect(regions.length).toBeGreaterThan(0)
    expect(new Set(regions)).toEqual(new Set(['us']))
  })

  it('still refuses an id that names no region, in any case', async () => {
    const app = await bff.app({}, { regions: ['us'] })
    const client = bff.client(app)
    for (const url of ['/api/regions/USA/organization-info', '/api/regions/EU/targets']) {
      const answer = await client.request({ method: 'GET', url })
      expect([answer.status, answer.json], url).toMatchObject([400, { error: 'unknown_region' }])
    }
  })

  it('exchanges a link signed for `US`, reads the embed routes and ends the session in any case', async () => {
    const logs = new LogCapture()
    const app = await bff.app(embedEnv(['us']), {
      regions: ['us', 'eu'],
      logger: createLogger('info', logs),
    })
    const answers = new Map<string, unknown[]>()
    for (const spelling of SPELLINGS) {
      const token = await signEmbedLink({ secret: TEST_EMBED_SECRET, region: spelling })
      const exchange = await apiRequest(app, 'POST', embedApiPaths.session(), {
        body: { token, region: spelling },
      })
      expect([exchange.statusCode, exchange.json()], spelling).toMatchObject([
        200,
        { region: 'us' },
      ])
      const name = embedCookieName('us')
      const cookies = {
        [name]: exchange.cookies.find((cookie) => cookie.name === name)?.value ?? '',
      }
      const read: unknown[] = []
      for (const url of [
        `/api/embed/regions/${spelling}/organization-info`,
        embedApiPaths.history(spelling, RANGE),
      ]) {
        const answer = await apiRequest(app, 'GET', url, { cookies })
        expect(answer.statusCode, url).toBe(200)
        read.push(figures(answer.json()))
      }
      answers.set(spelling, read)
      const end = await apiRequest(app, 'DELETE', `/api/embed/session/${spelling}`, { cookies })
      expect(end.statusCode, spelling).toBe(204)
    }
    for (const spelling of SPELLINGS)
      expect(answers.get(spelling), spelling).toEqual(answers.get('us'))
    const started = logs.entries().filter((entry) => entry.msg === 'embed session started')
    expect(started.map((entry) => entry.region)).toEqual(SPELLINGS.map(() => 'us'))
  })
})
