import type { FastifyInstance } from 'fastify'
import { beforeEach, describe, expect, it } from 'vitest'
import type { RegionId } from '../../domain/regions/regions.ts'
import {
  apiRequest,
  embedEnv,
  TEST_EMBED_SECRET,
  TEST_PORTAL_ORIGIN,
  useBff,
  metricsText,
} from '../testing/harness.ts'
import { embedCookieName } from './embed-cookie.ts'
import { signEmbedLink } from './link-token.ts'

const bff = useBff()
let now = Date.parse('2026-11-21T10:00:00.000Z')
const nowMs = () => now

const link = (
  region: RegionId,
  extra: { viewer?: string; ttlS?: number; at?: number; secret?: string } = {},
) =>
  signEmbedLink({
    secret: extra.secret ?? TEST_EMBED_SECRET,
    region,
    viewer: extra.viewer,
    ttlS: extra.ttlS ?? 300,
    now: new Date(extra.at ?? now),
  })

/** apiRequest bound to one app. */
function bound(app: FastifyInstance) {
  return (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    extra?: Parameters<typeof apiRequest>[3],
  ) => apiRequest(app, method, url, extra)
}

/** A BFF with us and eu (portal clients) and ca (none) configured, on the test's clock. */
async function embedApp(env: Record<string, string> = {}) {
  const app = await bff.app(
    { ...embedEnv(['us', 'eu']), ...env },
    { regions: ['us', 'eu', 'ca'], nowMs },
  )
  return { app, api: bound(app) }
}

let harness: Awaited<ReturnType<typeof embedApp>>

beforeEach(async () => {
  harness = await embedApp()
})

describe('GET /api/embed/config', () => {
  it('tells the SPA which origins may frame it and whether signed links are on', async () => {
    const response = await harness.api('GET', '/api/embed/config')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      allowedOrigins: [TEST_PORTAL_ORIGIN],
      signedLinks: true,
    })
  })

  it('sits behind the request guards like every /api route', async () => {
    const noCsrf = await harness.app.inject({ method: 'GET', url: '/api/embed/config' })
    expect(noCsrf.statusCode).toBe(403)
    expect(noCsrf.json()).toMatchObject({ error: 'csrf' })
    const foreign = await harness.api('POST', '/api/embed/session', {
      body: { token: 'x' },
      headers: { origin: TEST_PORTAL_ORIGIN },
    })
    expect(foreign.json()).toMatchObject({ error: 'forbidden_origin' })
  })
})

describe('POST /api/embed/session', () => {
  it('exchanges a valid link for a partitioned, read-only session cookie of its region', async () => {
    const response = await harness.api('POST', '/api/embed/session', {
      body: { token: await link('us', { viewer: 'emp-7' }), region: 'us' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      region: 'us',
      expiresAt: new Date(now + 3600_000).toISOString(),
      viewer: 'emp-7',
    })
    const setCookie = String(response.headers['set-cookie'])
    expect(setCookie).toMatch(/^__Host-pdd_embed_us=/)
    for (const attribute of [
      'Path=/',
      'HttpOnly',
      'Secure',
      'SameSite=None',
      'Partitioned',
      'Max-Age=3600',
    ]) {
      expect(setCookie).toContain(attribute)
    }
    expect(setCookie).not.toMatch(/Domain=/i)
  })

  it('accepts a link once: a replay is refused', async () => {
    const token = await link('us')
    expect((await harness.api('POST', '/api/embed/session', { body: { token } })).statusCode).toBe(
      200,
    )
    const replay = await harness.api('POST', '/api/embed/session', { body: { token } })
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toMatchObject({ error: 'embed_link_used' })
    expect(replay.headers['set-cookie']).toBeUndefined()
    const metrics = await metricsText(harness.app)
    expect(metrics).toMatch(/embed_links_total\{outcome="embed_link_used"\} 1/)
  })

  it('refuses an expired link', async () => {
    const token = await link('us', { ttlS: 60, at: now - 120_000 })
    const response = await harness.api('POST', '/api/embed/session', { body: { token } })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      error: 'embed_link_expired',
      message: 'This link has expired. Reload the portal page to get a new one.',
    })
  })

  it('refuses a forged link', async () => {
    const token = await link('us', { secret: 'someone-elses-secret-of-thirty-two-chars' })
    const response = await harness.api('POST', '/api/embed/session', { body: { token } })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ error: 'embed_link_invalid' })
  })

  it('refuses a link for another region without spending it', async () => {
    const token = await link('eu')
    const wrong = await harness.api('POST', '/api/embed/session', { body: { token, region: 'us' } })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json()).toMatchObject({ error: 'embed_link_wrong_region' })
    const right = await harness.api('POST', '/api/embed/session', { body: { token, region: 'eu' } })
    expect(right.statusCode).toBe(200)
  })

  it('refuses a region that is not configured, or has no client credentials', async () => {
    const unknown = await harness.api('POST', '/api/embed/session', {
      body: { token: await link('ap') },
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({ error: 'unknown_region' })
    const noClient = await harness.api('POST', '/api/embed/session', {
      body: { token: await link('ca') },
    })
    expect(noClient.statusCode).toBe(503)
    expect(noClient.json()).toMatchObject({ error: 'embed_region_unavailable' })
  })

  it('refuses a malformed body', async () => {
    for (const body of [
      {},
      { token: 42 },
      { token: 'x', region: 'mars' },
      { token: 'x'.repeat(5000) },
    ]) {
      const response = await harness.api('POST', '/api/embed/session', { body })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        error: 'invalid_request',
        message: 'Send the token of the embed link.',
      })
    }
  })
})

describe('GET /api/embed/session and DELETE /api/embed/session/:region', () => {
  const exchangeCookie = async (region: RegionId) => {
    const exchange = await harness.api('POST', '/api/embed/session', {
      body: { token: await link(region, { viewer: `viewer-${region}` }) },
    })
    const name = embedCookieName(region)
    return { [name]: exchange.cookies.find((cookie) => cookie.name === name)?.value ?? '' }
  }

  it('lists the live embed sessions, one per region, and ends one', async () => {
    const empty = await harness.api('GET', '/api/embed/session')
    expect(empty.statusCode).toBe(200)
    expect(empty.json()).toEqual({ sessions: [] })
    const cookies = { ...(await exchangeCookie('us')), ...(await exchangeCookie('eu')) }
    const read = await harness.api('GET', '/api/embed/session', { cookies })
    expect(read.json()).toEqual({
      sessions: [
        { region: 'us', expiresAt: new Date(now + 3600_000).toISOString(), viewer: 'viewer-us' },
        { region: 'eu', expiresAt: new Date(now + 3600_000).toISOString(), viewer: 'viewer-eu' },
      ],
    })
    const ended = await harness.api('DELETE', '/api/embed/session/us', { cookies })
    expect(ended.statusCode).toBe(204)
    expect(String(ended.headers['set-cookie'])).toMatch(/^__Host-pdd_embed_us=;.*Max-Age=0/)
  })

  it('ends the embed session for every copy of its cookie, and only that region', async () => {
    const cookies = { ...(await exchangeCookie('us')), ...(await exchangeCookie('eu')) }
    const read = (region: 'us' | 'eu') =>
      harness.api('GET', `/api/embed/regions/${region}/organization-info`, { cookies })
    expect((await read('us')).statusCode).toBe(200)
    expect((await harness.api('DELETE', '/api/embed/session/us', { cookies })).statusCode).toBe(204)

    // The browser kept a copy of both cookies: the ended one reads nothing.
    const refused = await read('us')
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toMatchObject({ error: 'not_signed_in' })
    expect((await read('eu')).statusCode).toBe(200)
    const listed = await harness.api('GET', '/api/embed/session', { cookies })
    expect(listed.json<{ sessions: { region: string }[] }>().sessions.map((s) => s.region)).toEqual(
      ['eu'],
    )
  })

  it('never lets a cookie of one region stand for another', async () => {
    const us = await exchangeCookie('us')
    const renamed = { [embedCookieName('eu')]: us[embedCookieName('us')] ?? '' }
    const read = await harness.api('GET', '/api/embed/session', { cookies: renamed })
    expect(read.json()).toEqual({ sessions: [] })
  })

  it('drops an embed session that has run out, and clears its cookie', async () => {
    const cookies = await exchangeCookie('us')
    now += 3600_000
    try {
      const read = await harness.api('GET', '/api/embed/session', { cookies })
      expect(read.json()).toEqual({ sessions: [] })
      expect(String(read.headers['set-cookie'])).toMatch(/^__Host-pdd_embed_us=;.*Max-Age=0/)
    } finally {
      now -= 3600_000
    }
  })

  it('ignores a cookie sealed with another secret', async () => {
    const read = await harness.api('GET', '/api/embed/session', {
      cookies: { [embedCookieName('us')]: 'Fe26.2**garbage' },
    })
    expect(read.json()).toEqual({ sessions: [] })
  })
})

describe('refused links and the per-IP failure budget', () => {
  it('counts forged and replayed links, not expired ones, and then refuses every link for a while', async () => {
    const limited = await embedApp({
      SIGNIN_FAILURES_PER_IP: '2',
      SIGNIN_FAILURE_WINDOW_S: '600',
    })
    const exchange = async (token: string) =>
      limited.api('POST', '/api/embed/session', { body: { token } })
    const expired = await link('us', { ttlS: 60, at: now - 120_000 })
    for (let i = 0; i < 3; i += 1) {
      expect((await exchange(expired)).json()).toMatchObject({ error: 'embed_link_expired' })
    }
    const token = await link('us')
    expect((await exchange(token)).statusCode).toBe(200)
    expect((await exchange(token)).json()).toMatchObject({ error: 'embed_link_used' })
    const forged = await link('us', { secret: 'someone-elses-secret-of-thirty-two-chars' })
    expect((await exchange(forged)).json()).toMatchObject({ error: 'embed_link_invalid' })

    const blocked = await exchange(await link('us'))
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toMatchObject({ error: 'rate_limited' })
    expect(String(blocked.json<{ message: string }>().message)).toMatch(/Try again in \d+ seconds/)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(500)
    expect(blocked.headers['set-cookie']).toBeUndefined()
  })
})

describe('with signed links off', () => {
  it('answers embed_disabled and still serves the config', async () => {
    const off = { api: bound(await bff.app({}, { regions: ['us'], nowMs })) }
    const response = await off.api('POST', '/api/embed/session', {
      body: { token: await link('us') },
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ error: 'embed_disabled' })
    const config = await off.api('GET', '/api/embed/config')
    expect(config.json()).toEqual({ allowedOrigins: [], signedLinks: false })
  })

  it('uses SameSite=Strict without Partitioned when no portal may frame the app', async () => {
    const topLevel = await embedApp({ EMBED_ALLOWED_ORIGINS: '' })
    const response = await topLevel.api('POST', '/api/embed/session', {
      body: { token: await link('us') },
    })
    expect(response.json()).toMatchObject({ region: 'us' })
    const setCookie = String(response.headers['set-cookie'])
    expect(setCookie).toContain('SameSite=Strict')
    expect(setCookie).not.toContain('Partitioned')
  })
})
