import { describe, expect, it } from 'vitest'
import { HSTS_VALUE, contentSecurityPolicyDirectives, framingPolicy } from './security-headers.ts'
import { useBff } from './testing/harness.ts'

const bff = useBff()

const EXPECTED_CSP =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;connect-src 'self';" +
  "object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'self'"

describe('security headers', () => {
  it('are on API answers, errors, health checks and pages alike', async () => {
    const app = await bff.app()
    const requests = [
      { url: '/api/regions', headers: { 'x-csrf': '1' } },
      { url: '/api/regions' },
      { url: '/api/unknown', headers: { 'x-csrf': '1' } },
      { url: '/healthz' },
      { url: '/some/page', headers: { accept: 'text/html' } },
    ]
    for (const request of requests) {
      const answer = await app.inject(request)
      const h = answer.headers
      expect(h['content-security-policy'], request.url).toBe(EXPECTED_CSP)
      expect(h['content-security-policy']).not.toMatch(/unsafe-/)
      expect(h['x-content-type-options']).toBe('nosniff')
      expect(h['referrer-policy']).toBe('no-referrer')
      expect(h['cross-origin-opener-policy']).toBe('same-origin')
      expect(h['cross-origin-resource-policy']).toBe('same-origin')
      expect(h['x-frame-options']).toBe('DENY')
      expect(h['strict-transport-security']).toBeUndefined()
      expect(Object.keys(h).filter((name) => name.startsWith('access-control-'))).toEqual([])
    }
  })

  it('mark API and health answers no-store', async () => {
    const app = await bff.app()
    for (const url of ['/api/regions', '/api/session', '/healthz', '/readyz', '/metrics']) {
      const answer = await app.inject({ url, headers: { 'x-csrf': '1' } })
      expect(answer.headers['cache-control'], url).toBe('no-store')
    }
  })

  it('send HSTS only when the request came over HTTPS (through a trusted proxy)', async () => {
    const proxied = await bff.app({ TRUST_PROXY: '1' })
    const overHttps = await proxied.inject({
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(overHttps.headers['strict-transport-security']).toBe(HSTS_VALUE)
    const overHttp = await proxied.inject({
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'http' },
    })
    expect(overHttp.headers['strict-transport-security']).toBeUndefined()
    const direct = await bff.app()
    const spoofed = await direct.inject({
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(spoofed.headers['strict-transport-security']).toBeUndefined()
  })

  it('echo a well-formed X-Request-Id and replace a malformed one', async () => {
    const app = await bff.app()
    const kept = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } })
    expect(kept.headers['x-request-id']).toBe('abc-123')
    const replaced = await app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\nforged' },
    })
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const generated = await app.inject({ url: '/healthz' })
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('framing policy', () => {
  it('denies framing by default', () => {
    expect(framingPolicy({ embedAllowedOrigins: [] })).toEqual({
      frameAncestors: ["'none'"],
      xFrameOptionsDeny: true,
    })
  })

  it('lets the configured portals frame the app, and drops X-Frame-Options', async () => {
    const origins = ['https://portal.example.com', 'https://intranet.example.org']
    expect(
      contentSecurityPolicyDirectives({ embedAllowedOrigins: origins })['frame-ancestors'],
    ).toEqual(origins)
    const app = await bff.app({ EMBED_ALLOWED_ORIGINS: origins.join(' ') })
    const answer = await app.inject({ url: '/healthz' })
    expect(answer.headers['content-security-policy']).toContain(
      'frame-ancestors https://portal.example.com https://intranet.example.org',
    )
    expect(answer.headers['x-frame-options']).toBeUndefined()
  })
})
