import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMMUTABLE_CACHE } from './static-site.ts'
import { useBff } from './testing/harness.ts'

const bff = useBff()
let clientDir = ''
const INDEX = '<!doctype html><title>Pipeline Diversity Dashboard</title><div id="root"></div>'

beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'pdd-client-'))
  mkdirSync(path.join(clientDir, 'assets'))
  writeFileSync(path.join(clientDir, 'index.html'), INDEX)
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(path.join(clientDir, 'assets', 'index-3f9a1c.js'), 'console.log(1)')
})
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

const html = { accept: 'text/html,application/xhtml+xml' }

describe('the built SPA', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const app = await bff.app({}, { clientDir })
    const answer = await app.inject({ url: '/assets/index-3f9a1c.js' })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toMatch(/javascript/)
    expect(answer.headers['cache-control']).toBe(IMMUTABLE_CACHE)
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'")
    const missing = await app.inject({ url: '/assets/nope.js', headers: html })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ error: 'not_found' })
  })

  it('serves index.html (no-cache) at / and for client-side routes a browser navigates to', async () => {
    const app = await bff.app({}, { clientDir })
    for (const url of ['/', '/index.html', '/regions/us', '/sign-in?next=%2Fregions%2Feu']) {
      const answer = await app.inject({ url, headers: html })
      expect(answer.statusCode, url).toBe(200)
      expect(answer.body).toBe(INDEX)
      expect(answer.headers['cache-control'], url).toBe('no-cache')
      expect(answer.headers['content-type']).toMatch(/text\/html/)
    }
    const favicon = await app.inject({ url: '/favicon.svg' })
    expect(favicon.headers['cache-control']).toBe('no-cache')
  })

  it('answers 404 JSON to non-HTML requests, non-GET requests and the API', async () => {
    const app = await bff.app({}, { clientDir })
    expect(
      (await app.inject({ url: '/regions/us', headers: { accept: 'application/json' } }))
        .statusCode,
    ).toBe(404)
    expect(
      (await app.inject({ method: 'POST', url: '/regions/us', headers: html })).statusCode,
    ).toBe(404)
    const api = await app.inject({ url: '/api/nope', headers: { ...html, 'x-csrf': '1' } })
    expect(api.statusCode).toBe(404)
    expect(api.json()).toEqual({
      error: 'not_found',
      message: 'That page or resource does not exist.',
    })
  })

  it('without a build: pages answer 503 saying to run npm run build, the API still works', async () => {
    const app = await bff.app({}, { clientDir: path.join(clientDir, 'missing') })
    const page = await app.inject({ url: '/', headers: html })
    expect(page.statusCode).toBe(503)
    expect(page.headers['content-type']).toMatch(/^text\/plain/)
    expect(page.body).toContain('npm run build')
    const api = await app.inject({ url: '/api/regions', headers: { 'x-csrf': '1' } })
    expect(api.statusCode).toBe(200)
  })
})
