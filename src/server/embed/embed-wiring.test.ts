import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { portalClient } from '../../simulator/credentials.ts'
import { buildApp } from '../app.ts'
import { withDemoRegions } from '../config.ts'
import { createLogger } from '../logging.ts'
import { configFrom, CSRF, useBff } from '../testing/harness.ts'
import { embedCookieName } from './embed-cookie.ts'
import { signEmbedLink } from './link-token.ts'

/**
 * The embed routes wired into the whole BFF (buildApp): its request guards, headers, cookies and
 * user routes, configured through the environment as an operator would.
 */
const bff = useBff()
const PORTAL = 'https://intranet.example.com'
const SIGNING_SECRET = 'wiring-test-embed-signing-secret-0123456789'

function embedEnv(): Record<string, string> {
  const us = portalClient('us')
  return {
    EMBED_ALLOWED_ORIGINS: PORTAL,
    EMBED_SIGNING_SECRET: SIGNING_SECRET,
    TALENT_US_CLIENT_ID: us.clientId,
    TALENT_US_CLIENT_SECRET: us.clientSecret,
  }
}

async function exchange(app: Awaited<ReturnType<typeof bff.app>>) {
  const token = await signEmbedLink({ secret: SIGNING_SECRET, region: 'us' })
  const response = await app.inject({
    method: 'POST',
    url: '/api/embed/session',
    headers: { ...CSRF, 'content-type': 'application/json', origin: 'http://localhost:80' },
    payload: JSON.stringify({ token, region: 'us' }),
  })
  expect(response.statusCode).toBe(200)
  const name = embedCookieName('us')
  return `${name}=${response.cookies.find((cookie) => cookie.name === name)?.value ?? ''}`
}

describe('embedding wired into the BFF', () => {
  it('serves the embed routes, and the embed grant never opens the user routes', async () => {
    const app = await bff.app(embedEnv())
    const cookie = await exchange(app)
    const embedRead = await app.inject({
      method: 'GET',
      url: '/api/embed/regions/us/organization-info',
      headers: { ...CSRF, cookie },
    })
    expect(embedRead.statusCode).toBe(200)
    expect(embedRead.json()).toMatchObject({ region: 'us' })
    const userRead = await app.inject({
      method: 'GET',
      url: '/api/regions/us/organization-info',
      headers: { ...CSRF, cookie },
    })
    expect(userRead.statusCode).toBe(401)
    expect(userRead.json()).toMatchObject({ error: 'not_signed_in' })
  })

  it('keeps the CSRF header and Origin checks on the embed routes', async () => {
    const app = await bff.app(embedEnv())
    const token = await signEmbedLink({ secret: SIGNING_SECRET, region: 'us' })
    const body = { 'content-type': 'application/json' }
    const payload = JSON.stringify({ token })
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/api/embed/session',
      headers: body,
      payload,
    })
    expect(noCsrf.json()).toEqual({ error: 'csrf', message: expect.any(String) })
    for (const hostile of [{ origin: PORTAL }, { 'sec-fetch-site': 'cross-site' }]) {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/embed/session',
        headers: { ...CSRF, ...body, ...hostile },
        payload,
      })
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toMatchObject({ error: 'forbidden_origin' })
    }
    // The frame's own calls are same-origin: accepted, and the link was not spent before.
    const own = await app.inject({
      method: 'POST',
      url: '/api/embed/session',
      headers: { ...CSRF, ...body, origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
      payload,
    })
    expect(own.statusCode).toBe(200)
  })

  it('frames only for the allowed portals, and makes both session cookies partitioned', async () => {
    const app = await bff.app(embedEnv())
    for (const url of ['/healthz', '/api/embed/config', '/embed/regions/us']) {
      const response = await app.inject({ method: 'GET', url, headers: CSRF })
      expect(response.headers['content-security-policy']).toContain(`frame-ancestors ${PORTAL}`)
      expect(response.headers['x-frame-options']).toBeUndefined()
    }
    const signIn = await bff.client(app).signIn('us')
    expect(signIn.setCookies.join('\n')).toMatch(
      /SameSite=None.*Partitioned|Partitioned.*SameSite=None/,
    )
    const embedCookie = await exchange(app)
    expect(embedCookie).toMatch(/^__Host-pdd_embed_us=Fe26/)

    const closed = await bff.app()
    const response = await closed.inject({ method: 'GET', url: '/healthz' })
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(response.headers['x-frame-options']).toBe('DENY')
  })
})

describe('demo mode', () => {
  it('gives every simulated region its client credentials, so signed links work', async () => {
    const config = withDemoRegions(
      configFrom({
        EMBED_SIGNING_SECRET: SIGNING_SECRET,
        EMBED_ALLOWED_ORIGINS: PORTAL,
        DATA_DIR: bff.dataDir,
      }),
      {
        regionBaseUrl: bff.sim.regionBaseUrl,
        basicCredential: bff.sim.basicCredential,
        clientCredentials: portalClient,
      },
    )
    expect(config.regions.every((region) => region.clientCredentials !== undefined)).toBe(true)
    const app = await buildApp(config, {
      logger: createLogger('silent'),
      clientDir: '/nonexistent',
    })
    try {
      const cookie = await exchange(app)
      const read = await app.inject({
        method: 'GET',
        url: '/api/embed/regions/us/organization-info',
        headers: { ...CSRF, cookie },
      })
      expect(read.statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })
})

describe('with the built SPA present', () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'pdd-embed-client-'))
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><title>app</title><div id="root"></div>',
  )
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

  it('serves the embed page and keeps the contract error shape on every route', async () => {
    const app = await bff.app(embedEnv(), { clientDir })
    const page = await app.inject({
      method: 'GET',
      url: '/embed/regions/us?theme=dark',
      headers: { accept: 'text/html' },
    })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<div id="root">')
    expect(page.headers['content-security-policy']).toContain(`frame-ancestors ${PORTAL}`)

    const noGrant = await app.inject({
      method: 'GET',
      url: '/api/embed/regions/us/organization-info',
      headers: CSRF,
    })
    expect(noGrant.statusCode).toBe(401)
    expect(noGrant.json()).toEqual({ error: 'not_signed_in', message: expect.any(String) })
    const badKey = await bff.client(app).signIn('us', 'demo@example.com', 'wrong-key')
    expect(badKey.status).toBe(401)
    expect(badKey.json).toEqual({ error: 'invalid_credentials', message: expect.any(String) })
  })
})
