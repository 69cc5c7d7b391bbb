import { request as httpRequest } from 'node:http'
import { describe, expect, it } from 'vitest'
import { DEMO_EMAIL } from '../datasets.ts'
import { TEST_START, useSimulator } from '../test-helpers.ts'

/**
 * The control API must not be driven from a web page on another site: a form or a `no-cors`
 * fetch can POST `text/plain`, form data or nothing at all, with no preflight. Only JSON from
 * no browser, or from the simulator's own origin, gets through.
 */

const t = useSimulator()
const ROTATE = `/__control/regions/us/users/${encodeURIComponent(DEMO_EMAIL)}/rotate-api-key`
const CLOCK_MOVED = '2026-01-01T00:01:30.000Z'

const clockNow = async () => (await t.control('/clock', undefined, 'GET')).json

async function expectUntouched(): Promise<void> {
  expect(await clockNow()).toEqual({ now: CLOCK_MOVED })
  // The demo key still works: no key was rotated.
  expect(await t.passwordToken('us')).toEqual(expect.any(String))
}

describe('control API: cross-site requests', () => {
  it.each([
    ['text/plain', { 'content-type': 'text/plain' }, '{"advanceSeconds":60}'],
    ['text/plain with a charset', { 'content-type': 'text/plain;charset=UTF-8' }, '{}'],
    ['form data', { 'content-type': 'application/x-www-form-urlencoded' }, 'advanceSeconds=60'],
    ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }, '--x--'],
    ['a JSON look-alike type', { 'content-type': 'application/jsonp' }, '{}'],
    ['no Content-Type and no body', {}, undefined],
  ])('refuses a POST sent as %s with 415, changing nothing', async (_case, headers, body) => {
    await t.control('/clock', { advanceSeconds: 90 })
    for (const path of ['/__control/reset', '/__control/clock', ROTATE]) {
      const answer = await t.request(path, { method: 'POST', headers, body })
      expect(answer.status).toBe(415)
      expect(answer.json).toEqual({ error: 'unsupported_media_type', message: expect.any(String) })
    }
    await expectUntouched()
  })

  it.each(['http://evil.example', 'null', 'http://127.0.0.1:1'])(
    'refuses a request from Origin %s with 403, even as JSON',
    async (origin) => {
      await t.control('/clock', { advanceSeconds: 90 })
      const headers = { 'content-type': 'application/json', origin }
      for (const path of ['/__control/reset', ROTATE]) {
        const answer = await t.request(path, { method: 'POST', headers, body: '{}' })
        expect(answer.status).toBe(403)
        expect(answer.json).toEqual({ error: 'forbidden_origin', message: expect.any(String) })
      }
      expect((await t.request('/__control/tokens', { headers: { origin } })).status).toBe(403)
      await expectUntouched()
    },
  )

  it('accepts JSON from its own origin and from clients that send no Origin', async () => {
    const json = { 'content-type': 'application/json; charset=utf-8' }
    const own = await t.request('/__control/clock', {
      method: 'POST',
      headers: { ...json, origin: t.sim.url },
      body: JSON.stringify({ advanceSeconds: 90 }),
    })
    expect(own.json).toEqual({ now: CLOCK_MOVED })
    const reset = await t.request('/__control/reset', { method: 'POST', headers: json })
    expect(reset.status).toBe(204)
    expect(await clockNow()).toEqual({ now: TEST_START.toISOString() })
  })
})

/** One control request with the given Host (fetch never lets a page or a test choose it). */
function withHost(
  url: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const target = new URL(url)
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers, host },
      },
      (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    request.on('error', reject)
    request.end(JSON.stringify({ advanceSeconds: 60 }))
  })
}

describe('control API: DNS rebinding', () => {
  it.each([
    'attacker.example',
    'rebind.attacker.example:PORT',
    '127.0.0.1:1',
    'localhost',
    '127.0.0.1.nip.io:PORT',
  ])('refuses Host %s with 421, changing nothing', async (spelling) => {
    await t.control('/clock', { advanceSeconds: 90 })
    const port = new URL(t.sim.url).port
    const host = spelling.replace('PORT', port)
    // The rebinding page's own origin is the foreign name: it matches Host, and must not help.
    const answer = await withHost(`${t.sim.url}/__control/clock`, host, {
      origin: `http://${host}`,
    })
    expect(answer.status).toBe(421)
    expect(JSON.parse(answer.body)).toEqual({
      error: 'misdirected_request',
      message: expect.any(String),
    })
    await expectUntouched()
  })

  it('accepts every loopback name on its own port, with a matching Origin or none', async () => {
    const port = new URL(t.sim.url).port
    for (const name of ['localhost', '127.0.0.1', '[::1]', 'LOCALHOST']) {
      const host = `${name}:${port}`
      expect((await withHost(`${t.sim.url}/__control/clock`, host)).status).toBe(200)
      const own = await withHost(`${t.sim.url}/__control/clock`, host, { origin: `http://${host}` })
      expect(own.status).toBe(200)
    }
    // Another loopback name of the same port is still the simulator's own origin.
    const cross = await withHost(`${t.sim.url}/__control/clock`, `localhost:${port}`, {
      origin: `http://127.0.0.1:${port}`,
    })
    expect(cross.status).toBe(200)
    const foreign = await withHost(`${t.sim.url}/__control/clock`, `localhost:${port}`, {
      origin: `http://attacker.example:${port}`,
    })
    expect(foreign.status).toBe(403)
  })
})
