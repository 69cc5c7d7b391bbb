import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { DEMO_EMAIL, useBff } from './testing/harness.ts'
import { registerErrorHandler } from './error-handling.ts'

const bff = useBff()

/** A concrete URL for a route pattern (`:region` → `us`). */
function concrete(url: string): string {
  return url.replace(/:region/g, 'us').replace(/:[A-Za-z]+/g, 'x')
}

describe('CSRF header', () => {
  it('every /api route in the route table refuses a request without X-CSRF: 1', async () => {
    const app = await bff.app()
    const apiRoutes = app.routeTable.filter((route) => route.url.startsWith('/api'))
    expect(apiRoutes.length).toBeGreaterThanOrEqual(6)
    for (const route of apiRoutes) {
      for (const headers of [{}, { 'x-csrf': '0' }, { 'x-csrf': 'true' }]) {
        const answer = await app.inject({
          method: route.method,
          url: concrete(route.url),
          headers: { 'content-type': 'application/json', ...headers },
          payload: route.method === 'POST' ? '{}' : undefined,
        })
        expect(answer.statusCode, `${route.method} ${route.url}`).toBe(403)
        if (route.method === 'HEAD') continue
        expect(answer.json()).toEqual({
          error: 'csrf',
          message: 'The request was refused (no X-CSRF header). Reload the page and try again.',
        })
      }
    }
  })

  it('also guards unknown /api routes and preflights', async () => {
    const app = await bff.app()
    expect((await app.inject({ url: '/api/nothing-here' })).json()).toMatchObject({ error: 'csrf' })
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/session',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(preflight.statusCode).toBe(403)
    expect(Object.keys(preflight.headers).filter((h) => h.startsWith('access-control-'))).toEqual(
      [],
    )
  })

  it('answers unknown /api routes with 404 not_found JSON', async () => {
    const client = bff.client(await bff.app())
    const answer = await client.request({ url: '/api/nothing-here' })
    expect(answer.status).toBe(404)
    expect(answer.json).toEqual({
      error: 'not_found',
      message: 'That page or resource does not exist.',
    })
    expect((await client.request({ method: 'PUT', url: '/api/regions', json: {} })).status).toBe(
      404,
    )
  })
})

describe('Origin and Sec-Fetch-Site', () => {
  it('refuses a foreign Origin and cross-site or same-site fetches', async () => {
    const client = bff.client(await bff.app())
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:8080' },
      { origin: 'https://localhost:80' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]) {
      const answer = await client.request({ url: '/api/regions', headers })
      expect(answer.status, JSON.stringify(headers)).toBe(403)
      expect(answer.json).toMatchObject({ error: 'forbidden_origin' })
    }
  })

  it('accepts its own origin and same-origin fetches', async () => {
    const client = bff.client(await bff.app())
    for (const headers of [
      { origin: 'http://localhost:80', host: 'localhost:80' },
      { origin: 'http://localhost', host: 'localhost' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
    ]) {
      expect((await client.request({ url: '/api/regions', headers })).status).toBe(200)
    }
  })

  it('accepts the ALLOWED_HOSTS names as hosts and, with the public scheme, as origins', async () => {
    const client = bff.client(
      await bff.app({ PUBLIC_ORIGIN: 'http://localhost', ALLOWED_HOSTS: 'bff.example:8080' }),
    )
    const headers = { origin: 'http://bff.example:8080', host: 'bff.example:8080' }
    expect((await client.request({ url: '/api/regions', headers })).status).toBe(200)
    const foreign = { origin: 'https://bff.example:8080', host: 'bff.example:8080' }
    expect((await client.request({ url: '/api/regions', headers: foreign })).status).toBe(403)
  })

  it('sees the browser origin through TRUST_PROXY hops only', async () => {
    const headers = {
      origin: 'https://dash.example',
      host: 'internal:8080',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'dash.example',
    }
    const env = { PUBLIC_ORIGIN: 'https://dash.example' }
    const direct = bff.client(await bff.app(env))
    expect((await direct.request({ url: '/api/regions', headers })).status).toBe(421)
    const proxied = bff.client(await bff.app({ ...env, TRUST_PROXY: '1' }))
    expect((await proxied.request({ url: '/api/regions', headers })).status).toBe(200)
  })
})

describe('JSON bodies', () => {
  it('answers 415 unsupported_media_type for anything but JSON', async () => {
    const client = bff.client(await bff.app())
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const answer = await client.request({
        method: 'POST',
        url: '/api/session',
        headers: { 'content-type': type },
        payload: 'region=us',
      })
      expect(answer.status, type).toBe(415)
      expect(answer.json).toMatchObject({ error: 'unsupported_media_type' })
    }
    const none = await client.request({ method: 'POST', url: '/api/session' })
    expect(none.json).toMatchObject({ error: 'unsupported_media_type' })
  })

  it('answers 400 invalid_request for malformed JSON and 413 payload_too_large for big bodies', async () => {
    const client = bff.client(await bff.app())
    const headers = { 'content-type': 'application/json' }
    const malformed = await client.request({
      method: 'POST',
      url: '/api/session',
      headers,
      payload: '{"region":',
    })
    expect(malformed.status).toBe(400)
    expect(malformed.json).toMatchObject({ error: 'invalid_request' })
    const big = await client.request({
      method: 'POST',
      url: '/api/session',
      json: { region: 'us', email: DEMO_EMAIL, apiKey: 'k'.repeat(20_000) },
    })
    expect(big.status).toBe(413)
    expect(big.json).toMatchObject({ error: 'payload_too_large' })
  })
})

describe('unexpected errors', () => {
  it('answer 500 internal_error without a stack trace or the error message', async () => {
    const app = Fastify({ logger: false })
    registerErrorHandler(app)
    app.get('/api/boom', async () => {
      throw new Error('secret internals at /srv/app.ts:12')
    })
    const answer = await app.inject({ url: '/api/boom' })
    expect(answer.statusCode).toBe(500)
    expect(answer.json()).toEqual({
      error: 'internal_error',
      message: 'Something went wrong on our side. Try again.',
    })
    expect(answer.body).not.toContain('secret internals')
  })
})

describe('Host (DNS rebinding)', () => {
  it('refuses a Host other than PUBLIC_ORIGIN or ALLOWED_HOSTS before routing, with 421', async () => {
    const app = await bff.app({
      PUBLIC_ORIGIN: 'https://dash.example',
      ALLOWED_HOSTS: 'lb.internal:8080',
    })
    for (const host of ['rebound.example', 'dash.example:8443', 'dash.example.evil', '', 'a b']) {
      for (const url of ['/api/regions', '/api/nothing', '/some/page']) {
        const answer = await app.inject({ url, headers: { host, 'x-csrf': '1' } })
        expect(answer.statusCode, `${host} ${url}`).toBe(421)
        expect(answer.json()).toEqual({
          error: 'misdirected_request',
          message: 'This address does not serve the dashboard. Open its usual address.',
        })
        expect(answer.headers['content-security-policy']).toContain("default-src 'self'")
      }
    }
    for (const host of ['dash.example', 'DASH.example:443', 'lb.internal:8080']) {
      const answer = await app.inject({ url: '/api/regions', headers: { host, 'x-csrf': '1' } })
      expect(answer.statusCode, host).toBe(200)
    }
  })

  it('answers health checks and token-bearing metrics on any Host (probes use addresses)', async () => {
    const token = 'a-metrics-bearer-token-of-32-chars-or-more'
    const app = await bff.app({ PUBLIC_ORIGIN: 'https://dash.example', METRICS_TOKEN: token })
    for (const url of ['/healthz', '/metrics']) {
      const headers = { host: '10.1.2.3:8080', authorization: `Bearer ${token}` }
      const answer = await app.inject({ url, headers })
      expect(answer.statusCode, url).toBe(200)
    }
  })

  it('compares Origin with PUBLIC_ORIGIN, not with the Host header', async () => {
    const client = bff.client(
      await bff.app({ PUBLIC_ORIGIN: 'http://localhost', ALLOWED_HOSTS: 'rebound.example' }),
    )
    const headers = { host: 'rebound.example', origin: 'http://evil.example' }
    expect((await client.request({ url: '/api/regions', headers })).status).toBe(403)
  })
})
