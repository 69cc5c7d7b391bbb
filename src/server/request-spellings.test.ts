import { describe, expect, it } from 'vitest'
import { errorBodySchema } from '../domain/http/contract.ts'
import { DEMO_API_KEY, DEMO_EMAIL, useBff } from './testing/harness.ts'

/**
 * Defences of the /api contract hold for whatever route a request is routed to, however its
 * path is spelled (issue 10, defect 1).
 */
const bff = useBff()

function concrete(url: string): string {
  return url.replace(/:region/g, 'us').replace(/:[A-Za-z]+/g, 'x')
}

/** Other spellings of a path: ones the router maps to the same route, and ones it does not. */
function spellings(path: string): string[] {
  const rest = path.slice('/api'.length)
  const last = path.length - 1
  const encodedLast = `${path.slice(0, last)}%${path.charCodeAt(last).toString(16)}`
  return [
    `/%61pi${rest}`,
    `/%61%70%69${rest}`,
    `/a%70i${rest}`,
    encodedLast,
    `//api${rest}`,
    `/./api${rest}`,
    `/api/../api${rest}`,
    `/x/../api${rest}`,
    `${path}/`,
    `/API${rest}`,
    `/Api${rest}`,
    `/%2561pi${rest}`,
    `/api/.${rest}`,
  ]
}

describe('every /api route, whatever the spelling of its path', () => {
  it('refuses a request without X-CSRF or from a foreign Origin, with no-store', async () => {
    const app = await bff.app()
    const apiRoutes = app.routeTable.filter((route) => route.url.startsWith('/api'))
    expect(apiRoutes.length).toBeGreaterThanOrEqual(6)
    for (const route of apiRoutes) {
      for (const url of spellings(concrete(route.url))) {
        for (const headers of [{}, { 'x-csrf': '1', origin: 'https://evil.example' }]) {
          const answer = await app.inject({
            method: route.method,
            url,
            headers: { 'content-type': 'application/json', ...headers },
            payload: route.method === 'POST' ? '{}' : undefined,
          })
          const label = `${route.method} ${url} ${JSON.stringify(headers)}`
          expect([403, 404], label).toContain(answer.statusCode)
          expect(answer.headers['cache-control'], label).toBe('no-store')
          if (route.method === 'HEAD') continue
          expect(errorBodySchema.safeParse(answer.json()).success, label).toBe(true)
        }
      }
    }
  })

  it('applies the guards to an encoded spelling the router does match', async () => {
    const client = bff.client(await bff.app())
    const refused = await client.request({
      url: '/%61pi/regions/us/organization-info',
      headers: { 'x-csrf': undefined, origin: 'https://evil.example' },
    })
    expect(refused.status).toBe(403)
    expect(refused.json).toMatchObject({ error: 'forbidden_origin' })
    const signIn = await client.request({
      method: 'POST',
      url: '/%61pi/session',
      headers: { 'x-csrf': undefined },
      json: { region: 'us', email: DEMO_EMAIL, apiKey: DEMO_API_KEY },
    })
    expect(signIn.status).toBe(403)
    expect(signIn.json).toMatchObject({ error: 'csrf' })
    expect(client.cookie).toBeUndefined()
    const signOut = await client.request({
      method: 'DELETE',
      url: '/%61pi/session',
      headers: { 'x-csrf': undefined },
    })
    expect(signOut.status).toBe(403)
    // The same spelling with the header is routed and served, and never stored.
    const served = await client.request({ url: '/%61pi/regions' })
    expect(served.status).toBe(200)
    expect(served.headers['cache-control']).toBe('no-store')
  })

  it('marks health and metrics no-store under any spelling', async () => {
    const token = 'a-metrics-bearer-token-of-32-chars-or-more'
    const app = await bff.app({ METRICS_TOKEN: token })
    for (const url of ['/%68ealthz', '/%72eadyz', '/%6detrics']) {
      const answer = await app.inject({ url, headers: { authorization: `Bearer ${token}` } })
      expect(answer.statusCode, url).not.toBe(404)
      expect(answer.headers['cache-control'], url).toBe('no-store')
    }
  })
})
