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
