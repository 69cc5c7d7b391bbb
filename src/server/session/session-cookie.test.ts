import { describe, expect, it } from 'vitest'
import { sessionsResponseSchema } from '../../domain/http/contract.ts'
import { REGION_IDS } from '../../domain/regions/regions.ts'
import { DEMO_API_KEY, useBff } from '../testing/harness.ts'
import { MAX_SET_COOKIE_BYTES, SESSION_COOKIE_NAME, sessionCookieOptions } from './cookie.ts'

const bff = useBff()

/** The clock the BFF sees, moved by the test. */
function testClock() {
  let now = Date.now()
  return { nowMs: () => now, advance: (seconds: number) => (now += seconds * 1000) }
}

describe('session cookie', () => {
  it('is __Host- prefixed, HttpOnly, Secure, SameSite=Strict, Path=/ and time-limited', async () => {
    const client = bff.client(await bff.app())
    const answer = await client.signIn('us')
    // The session cookie, then the device cookie (src/server/routes/sign-in-known-devices.test.ts).
    expect(answer.setCookies).toHaveLength(2)
    const line = answer.setCookies[0] ?? ''
    expect(line.startsWith(`${SESSION_COOKIE_NAME}=Fe26.2*`)).toBe(true)
    const attributes = line.split('; ').slice(1)
    expect(attributes).toEqual(
      expect.arrayContaining(['Max-Age=7200', 'Path=/', 'HttpOnly', 'Secure', 'SameSite=Strict']),
    )
    expect(line).not.toMatch(/Domain=|Partitioned/i)
  })

  it('becomes SameSite=None; Partitioned when portals may frame the app', async () => {
    expect(sessionCookieOptions({ embedAllowedOrigins: ['https://portal.example.com'] })).toEqual({
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'none',
      partitioned: true,
    })
    const app = await bff.app({ EMBED_ALLOWED_ORIGINS: 'https://portal.example.com' })
    const line = (await bff.client(app).signIn('us')).setCookies[0] ?? ''
    expect(line).toMatch(/SameSite=None/)
    expect(line).toMatch(/Partitioned/)
    expect(line).toMatch(/Secure/)
  })

  it('reveals nothing: neither the token, the e-mail nor the key can be read from it', async () => {
    const client = bff.client(await bff.app())
    await client.signIn('us')
    const cookie = client.cookie ?? ''
    const decoded = cookie
      .split('*')
      .map((part) => Buffer.from(part, 'base64url').toString('latin1'))
      .join('|')
    for (const text of [cookie, decoded]) {
      expect(text).not.toContain('demo@example.com')
      expect(text).not.toContain(DEMO_API_KEY)
      expect(text).not.toContain('token')
    }
  })

  it('a tampered or foreign cookie counts as signed out and is cleared', async () => {
    const client = bff.client(await bff.app())
    await client.signIn('us')
    const cookie = client.cookie ?? ''
    client.cookie = cookie.slice(0, 60) + (cookie[60] === 'A' ? 'B' : 'A') + cookie.slice(61)
    const answer = await client.orgInfo('us')
    expect(answer.json).toMatchObject({ error: 'not_signed_in' })
    expect(answer.setCookies.join()).toMatch(/Max-Age=0/)

    const other = bff.client(
      await bff.app({ SESSION_SECRET: 'another-secret-another-secret-another-1' }),
    )
    other.cookie = cookie
    expect((await other.request({ url: '/api/session' })).json).toEqual({ sessions: [] })
  })

  it('stays under 4 KB with all eight regions signed in', async () => {
    const client = bff.client(await bff.app())
    for (const region of REGION_IDS) expect((await client.signIn(region)).status).toBe(200)
    const line = (await client.signIn('us')).setCookies[0] ?? ''
    expect(Buffer.byteLength(line)).toBeLessThan(MAX_SET_COOKIE_BYTES)
    const sessions = await client.request({ url: '/api/session' })
    expect(sessions.json).toMatchObject({ sessions: REGION_IDS.map((region) => ({ region })) })
  })

  it('drops the longest-signed-in regions (and invalidates their tokens) rather than exceed 4 KB', async () => {
    const client = bff.client(await bff.app())
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(53)}.example`
    expect(email.length).toBeLessThanOrEqual(254)
    for (const region of REGION_IDS) {
      const created = await bff.control(`/regions/${region}/users`, {
        email,
        apiKey: 'long-user-key',
      })
      expect(created.status).toBe(201)
    }
    for (const region of REGION_IDS) {
      const answer = await client.signIn(region, email, 'long-user-key')
      expect(answer.status).toBe(200)
      expect(Buffer.byteLength(answer.setCookies[0] ?? '')).toBeLessThanOrEqual(
        MAX_SET_COOKIE_BYTES,
      )
    }
    const sessions = await client.request({ url: '/api/session' })
    const kept = sessionsResponseSchema.parse(sessions.json).sessions.map((s) => s.region)
    expect(kept).toContain('phx')
    expect(kept.length).toBeLessThan(8)
    const counts = await bff.tokens()
    expect(counts.valid).toBe(kept.length)
    expect(counts.invalidated).toBe(8 - kept.length)
  })
})

describe('session lifetime', () => {
  it('ends after SESSION_IDLE_S without requests: 401 session_expired', async () => {
    const clock = testClock()
    const client = bff.client(await bff.app({ SESSION_IDLE_S: '600' }, { nowMs: clock.nowMs }))
    await client.signIn('us')
    clock.advance(590)
    expect((await client.orgInfo('us')).status).toBe(200)
    clock.advance(590)
    // Still alive: the previous request extended the idle window.
    expect((await client.orgInfo('us')).status).toBe(200)
    clock.advance(601)
    const answer = await client.orgInfo('us')
    expect(answer.status).toBe(401)
    expect(answer.json).toMatchObject({ error: 'session_expired' })
    expect(client.cookie).toBeUndefined()
  })

  it('ends after SESSION_MAX_AGE_S however active the user is', async () => {
    const clock = testClock()
    const client = bff.client(
      await bff.app({ SESSION_MAX_AGE_S: '900', SESSION_IDLE_S: '600' }, { nowMs: clock.nowMs }),
    )
    await client.signIn('eu')
    for (let step = 0; step < 2; step += 1) {
      clock.advance(400)
      expect((await client.orgInfo('eu')).status).toBe(200)
    }
    clock.advance(101)
    expect((await client.orgInfo('eu')).json).toMatchObject({ error: 'session_expired' })
  })
})
