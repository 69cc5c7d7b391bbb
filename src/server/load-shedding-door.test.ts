import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorBody } from '../domain/http/errors.ts'
import { BUSY_PAGE_WORDS } from '../domain/text/busy-page-words.ts'
import { SESSION_COOKIE_NAME } from './session/cookie.ts'
import { openStore } from './store/store.ts'
import { CSRF, DEMO_API_KEY, DEMO_EMAIL, metricsText, useBff } from './testing/harness.ts'

const bff = useBff()
let clientDir = ''

beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'pdd-shed-'))
  mkdirSync(path.join(clientDir, 'assets'))
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(path.join(clientDir, 'assets', 'index-3f9a1c.js'), 'console.log(1)')
  writeFileSync(path.join(clientDir, 'assets', 'inter-4b1f.woff2'), 'wOF2')
})
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

/** Any heap is "full" past 1 MiB: every request that may be shed is, once sampled. */
const OVERLOADED = { OVERLOAD_HEAP_USED_MB: '1', OVERLOAD_RETRY_AFTER_S: '3' }
/** Two samples of the event loop and memory (under-pressure samples every 500 ms). */
const sampled = () => new Promise((resolve) => setTimeout(resolve, 1_100))
const page = (language: string) => ({
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': language,
})
const SIGN_IN = { region: 'us', email: DEMO_EMAIL, apiKey: DEMO_API_KEY }

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toMatch(/default-src 'self'/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['referrer-policy']).toBe('no-referrer')
  expect(headers['x-request-id']).toEqual(expect.any(String))
}

describe('shedding at the door (decision 0401)', () => {
  it("never sheds the SPA's files nor /healthz, while pages and the API are shed", async () => {
    const app = await bff.app(OVERLOADED, { clientDir })
    await sampled()
    for (const url of [
      '/assets/index-3f9a1c.js',
      '/assets/inter-4b1f.woff2',
      '/favicon.svg',
      '/index.html',
      '/healthz',
    ]) {
      const answer = await app.inject({ url, headers: page('en') })
      expect(answer.statusCode, url).toBe(200)
    }
    expect((await app.inject({ url: '/', headers: page('en') })).statusCode).toBe(503)
    expect((await app.inject({ url: '/api/regions', headers: CSRF })).statusCode).toBe(503)
  })

  it("gives a shed page navigation a page in the browser's language, with Retry-After and the security headers", async () => {
    const app = await bff.app(OVERLOADED, { clientDir })
    await sampled()
    const answer = await app.inject({
      url: '/regions/us/trends?range=1y',
      headers: page('ar-EG, en;q=0.5'),
    })
    expect(answer.statusCode).toBe(503)
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(answer.headers['retry-after']).toBe('3')
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['content-language']).toBe('ar')
    expectSecurityHeaders(answer.headers)
    expect(answer.body).toMatch(/<html lang="ar" dir="rtl">/)
    expect(answer.body).toContain(BUSY_PAGE_WORDS.ar.sentence)
    expect(answer.body).toContain(`<a href="">${BUSY_PAGE_WORDS.ar.retry}</a>`)
    expect(answer.body).not.toMatch(/<script|<style|style=|trends|range/)

    const canadian = await app.inject({ url: '/', headers: page('fr-CA,fr;q=0.9') })
    expect(canadian.body).toMatch(/<html lang="fr-CA" dir="ltr">/)
    expect(canadian.body).toContain(BUSY_PAGE_WORDS['fr-CA'].sentence)
    const japanese = await app.inject({ url: '/compare', headers: page('de;q=0.3, ja') })
    expect(japanese.body).toContain(BUSY_PAGE_WORDS.ja.sentence)
    const other = await app.inject({ url: '/', headers: page('pt-BR') })
    expect(other.body).toMatch(/<html lang="en" dir="ltr">/)
    expect(other.body).toContain(BUSY_PAGE_WORDS.en.sentence)
  })

  it("answers the SPA's API calls with the JSON error, whatever they accept", async () => {
    const app = await bff.app(OVERLOADED, { clientDir })
    await sampled()
    for (const headers of [CSRF, { ...CSRF, ...page('ar') }]) {
      const answer = await app.inject({ url: '/api/session', headers })
      expect(answer.statusCode).toBe(503)
      expect(answer.headers['content-type']).toMatch(/^application\/json/)
      expect(answer.json()).toEqual(errorBody('overloaded'))
      expect(answer.headers['retry-after']).toBe('3')
      expectSecurityHeaders(answer.headers)
    }
  })

  it('decides before the guards, the body and the store: nothing of the request is read', async () => {
    const store = await openStore({ engine: 'sqlite', dataDir: bff.dataDir })
    const operations: string[] = []
    store.observe((operation) => operations.push(operation))
    try {
      const calm = await bff.app({}, { clientDir, store })
      const signedIn = await bff.client(calm).signIn('us')
      expect(signedIn.status).toBe(200)
      expect(operations.length).toBeGreaterThan(0)

      const app = await bff.app(OVERLOADED, { clientDir, store })
      await sampled()
      operations.length = 0
      const requests = [
        // Over the 8 KB body limit (413 when served), then malformed JSON (400).
        {
          payload: JSON.stringify({ ...SIGN_IN, apiKey: 'k'.repeat(100_000) }),
          headers: { ...CSRF, 'content-type': 'application/json' },
        },
        { payload: '{"region":', headers: { ...CSRF, 'content-type': 'application/json' } },
        // No X-CSRF (403 csrf), another type (415), another Host (421).
        { payload: JSON.stringify(SIGN_IN), headers: { 'content-type': 'application/json' } },
        { payload: 'region=us', headers: { ...CSRF, 'content-type': 'text/plain' } },
        {
          payload: JSON.stringify(SIGN_IN),
          headers: { ...CSRF, 'content-type': 'application/json', host: 'evil.example' },
        },
        // A sign-in that would touch the store's budgets and the upstream.
        {
          payload: JSON.stringify(SIGN_IN),
          headers: {
            ...CSRF,
            'content-type': 'application/json',
            cookie: `${SESSION_COOKIE_NAME}=${'x'.repeat(200)}`,
          },
        },
      ]
      for (const { payload, headers } of requests) {
        const answer = await app.inject({ method: 'POST', url: '/api/session', payload, headers })
        expect(answer.statusCode, JSON.stringify(headers)).toBe(503)
        expect(answer.json()).toEqual(errorBody('overloaded'))
      }
      expect(operations).toEqual([])
    } finally {
      await store.close()
    }
  })

  it('sheds at once past OVERLOAD_MAX_IN_FLIGHT requests being served, files and probes aside', async () => {
    const app = await bff.app({ OVERLOAD_MAX_IN_FLIGHT: '1' }, { clientDir })
    await bff.control('/faults', { mode: 'latency', ratio: 1, latencyMs: 800 })
    const slow = bff.client(app).signIn('us')
    await expect
      .poll(async () => (await app.inject({ url: '/api/regions', headers: CSRF })).statusCode)
      .toBe(503)
    const started = performance.now()
    const shed = await app.inject({ url: '/regions/us', headers: page('de') })
    expect(performance.now() - started).toBeLessThan(50)
    expect(shed.statusCode).toBe(503)
    expect(shed.body).toContain(BUSY_PAGE_WORDS.de.sentence)
    expect((await app.inject({ url: '/assets/index-3f9a1c.js' })).statusCode).toBe(200)
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200)
    expect((await slow).status).toBe(200)
    await bff.control('/faults', { mode: 'none', ratio: 0, latencyMs: 0 })
    expect((await app.inject({ url: '/api/regions', headers: CSRF })).statusCode).toBe(200)
    expect(await metricsText(app)).toMatch(/shed_requests_total\{reason="inFlight"\} [2-9]/)
  })
})
