import { describe, expect, it } from 'vitest'
import {
  errorBodySchema,
  regionsResponseSchema,
  sessionSchema,
  sessionsResponseSchema,
} from '../../domain/http/contract.ts'
import { DEMO_API_KEY, DEMO_EMAIL, useBff } from '../testing/harness.ts'

const bff = useBff()

describe('GET /api/regions', () => {
  it('lists only the configured regions, with their sign-in state', async () => {
    const app = await bff.app({
      TALENT_GOV_BASE_URL: '',
      TALENT_GOV_BASIC_AUTH: '',
      TALENT_PHX_BASE_URL: '',
      TALENT_PHX_BASIC_AUTH: '',
    })
    const client = bff.client(app)
    const before = regionsResponseSchema.parse((await client.request({ url: '/api/regions' })).json)
    expect(before.regions.map((r) => r.id)).toEqual(['us', 'eu', 'ca', 'uae', 'us2', 'ap'])
    expect(before.regions[0]).toEqual({ id: 'us', label: 'United States', signedIn: false })

    expect((await client.signIn('eu')).status).toBe(200)
    const after = regionsResponseSchema.parse((await client.request({ url: '/api/regions' })).json)
    expect(after.regions.filter((r) => r.signedIn).map((r) => r.id)).toEqual(['eu'])
  })
})

describe('POST /api/session', () => {
  it('signs in with the password grant and sets a fresh sealed cookie each time', async () => {
    const app = await bff.app()
    const client = bff.client(app)
    const answer = await client.signIn('us')
    expect(answer.status).toBe(200)
    const body = sessionSchema.parse(answer.json)
    expect(body.region).toBe('us')
    expect(body.email).toBe(DEMO_EMAIL)
    // SESSION_MAX_AGE_S (12 h) is shorter than the token's 864000 s.
    const lifetime = Date.parse(body.expiresAt) - Date.now()
    expect(lifetime).toBeGreaterThan(43_200_000 - 60_000)
    expect(lifetime).toBeLessThanOrEqual(43_200_000)
    const first = client.cookie
    expect(first).toBeDefined()

    await client.signIn('us')
    expect(client.cookie).toBeDefined()
    expect(client.cookie).not.toBe(first)
    // The replaced token was invalidated upstream, the new one is valid.
    expect(await bff.tokens()).toEqual({ valid: 1, expired: 0, invalidated: 1 })
  })

  it('never lets a session outlive the upstream token', async () => {
    const app = await bff.app({ SESSION_MAX_AGE_S: '864000' })
    const answer = await bff.client(app).signIn('us')
    const lifetime = Date.parse(sessionSchema.parse(answer.json).expiresAt) - Date.now()
    expect(lifetime).toBeLessThanOrEqual(864_000_000)
    expect(lifetime).toBeGreaterThan(864_000_000 - 60_000)
  })

  it.each([
    ['no body fields', {}, 'Choose a region. Enter a valid e-mail address. Enter your API key.'],
    [
      'a malformed e-mail',
      { region: 'us', email: 'not-an-address', apiKey: 'k' },
      'Enter a valid e-mail address.',
    ],
    ['an empty API key', { region: 'us', email: DEMO_EMAIL, apiKey: '' }, 'Enter your API key.'],
    ['a non-object body', ['us'], 'Send region, email and apiKey.'],
    ['a null body', null, 'Send region, email and apiKey.'],
    [
      'numbers for strings',
      { region: 7, email: 5, apiKey: 3 },
      'Choose a region. Enter a valid e-mail address. Enter your API key.',
    ],
    [
      'objects and arrays for strings',
      { region: 'us', email: { a: 1 }, apiKey: ['k'] },
      'Enter a valid e-mail address. Enter your API key.',
    ],
  ])(
    'answers 400 invalid_request for %s, with the table’s sentences',
    async (_name, json, message) => {
      const client = bff.client(await bff.app())
      const answer = await client.request({ method: 'POST', url: '/api/session', json })
      expect(answer.status).toBe(400)
      expect(errorBodySchema.parse(answer.json)).toEqual({ error: 'invalid_request', message })
      expect(answer.body).not.toMatch(/Invalid input|expected|received/i)
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.setCookies).toEqual([])
    },
  )

  // `US` is `us` (region-spellings.test.ts); a word that names no region, in any case, is not.
  it.each(['mars', 'USA', '__proto__', 'gov'])(
    'answers 400 unknown_region for %j',
    async (region) => {
      const app = await bff.app({ TALENT_GOV_BASE_URL: '', TALENT_GOV_BASIC_AUTH: '' })
      const answer = await bff.client(app).request({
        method: 'POST',
        url: '/api/session',
        json: { region, email: DEMO_EMAIL, apiKey: 'x' },
      })
      expect(answer.status).toBe(400)
      expect(answer.json).toMatchObject({ error: 'unknown_region' })
    },
  )

  it('answers 401 invalid_credentials for a wrong key or an unknown user', async () => {
    const client = bff.client(await bff.app())
    for (const [email, key] of [
      [DEMO_EMAIL, 'wrong-key'],
      ['nobody@example.com', DEMO_API_KEY],
    ] as const) {
      const answer = await client.signIn('us', email, key)
      expect(answer.status).toBe(401)
      expect(answer.json).toEqual({
        error: 'invalid_credentials',
        message: 'The e-mail address or API key is not correct. Check both and try again.',
      })
    }
    expect(client.cookie).toBeUndefined()
  })

  it('answers 502 upstream_error when the region rejects its Basic credential', async () => {
    const app = await bff.app({ TALENT_US_BASIC_AUTH: bff.sim.basicCredential('eu') })
    const answer = await bff.client(app).signIn('us')
    expect(answer.status).toBe(502)
    expect(answer.json).toMatchObject({ error: 'upstream_error' })
  })
})

describe('GET /api/session', () => {
  it('is an empty list when signed out and lists each signed-in region', async () => {
    const client = bff.client(await bff.app())
    expect((await client.request({ url: '/api/session' })).json).toEqual({ sessions: [] })
    await client.signIn('ap')
    await client.signIn('us')
    const { sessions } = sessionsResponseSchema.parse(
      (await client.request({ url: '/api/session' })).json,
    )
    expect(sessions.map((s) => [s.region, s.email])).toEqual([
      ['us', DEMO_EMAIL],
      ['ap', DEMO_EMAIL],
    ])
  })
})

describe('DELETE /api/session/:region', () => {
  it('invalidates the token upstream, forgets it, and is repeatable', async () => {
    const client = bff.client(await bff.app())
    await client.signIn('us')
    await client.signIn('eu')
    const first = await client.request({ method: 'DELETE', url: '/api/session/us' })
    expect(first.status).toBe(204)
    expect(first.body).toBe('')
    expect(await bff.tokens()).toEqual({ valid: 1, expired: 0, invalidated: 1 })
    expect((await client.orgInfo('us')).json).toMatchObject({ error: 'not_signed_in' })
    expect((await client.orgInfo('eu')).status).toBe(200)

    const again = await client.request({ method: 'DELETE', url: '/api/session/us' })
    expect(again.status).toBe(204)
    expect(await bff.tokens()).toEqual({ valid: 1, expired: 0, invalidated: 1 })
  })

  it('clears the cookie when the last region signs out', async () => {
    const client = bff.client(await bff.app())
    await client.signIn('us')
    const answer = await client.request({ method: 'DELETE', url: '/api/session/us' })
    expect(answer.setCookies.join()).toMatch(/__Host-pdd_session=;.*Max-Age=0/)
    expect(client.cookie).toBeUndefined()
  })

  it('still signs out when the upstream invalidation fails', async () => {
    const client = bff.client(await bff.app())
    await client.signIn('us')
    await bff.control('/faults', { mode: 'error', ratio: 1, latencyMs: 0 })
    const answer = await client.request({ method: 'DELETE', url: '/api/session/us' })
    expect(answer.status).toBe(204)
    await bff.control('/faults', { mode: 'none', ratio: 0, latencyMs: 0 })
    expect((await client.request({ url: '/api/session' })).json).toEqual({ sessions: [] })
  })

  it('answers 400 unknown_region for a region not in the table', async () => {
    const client = bff.client(await bff.app())
    const answer = await client.request({ method: 'DELETE', url: '/api/session/mars' })
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ error: 'unknown_region' })
  })
})

describe('DELETE /api/session', () => {
  it('signs out of every region and invalidates every token', async () => {
    const client = bff.client(await bff.app())
    await client.signIn('us')
    await client.signIn('eu')
    await client.signIn('ca')
    const answer = await client.request({ method: 'DELETE', url: '/api/session' })
    expect(answer.status).toBe(204)
    expect(await bff.tokens()).toEqual({ valid: 0, expired: 0, invalidated: 3 })
    expect(client.cookie).toBeUndefined()
  })
})
