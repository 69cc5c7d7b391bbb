import { getResponse, type HttpHandler } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import {
  apiPaths,
  errorBodySchema,
  rateLimitedBodySchema,
  sessionsResponseSchema,
} from '../domain/http/contract.ts'
import { organizationInfoSchema } from '../domain/metrics/organization-info.ts'
import { DEMO_API_KEY, DEMO_EMAIL } from './fixtures.ts'
import { createHandlers, RATE_LIMIT_ATTEMPTS, RATE_LIMIT_RETRY_AFTER_S } from './handlers.ts'
import { createMockState } from './state.ts'
import { handlerVariants } from './variants.ts'

const csrf = { 'X-CSRF': '1', 'Content-Type': 'application/json' }

async function call(handlers: HttpHandler[], path: string, init: RequestInit = {}) {
  const response = await getResponse(
    handlers,
    new Request(new URL(path, location.origin), { headers: csrf, ...init }),
  )
  if (!response) throw new Error(`no handler answered ${path}`)
  return response
}

async function errorCode(response: Response) {
  return errorBodySchema.parse(await response.json()).error
}

const signIn = (handlers: HttpHandler[], body: object) =>
  call(handlers, apiPaths.session(), { method: 'POST', body: JSON.stringify(body) })

describe('mock BFF handlers', () => {
  it('refuses /api requests without the CSRF header', async () => {
    const response = await call(createHandlers(), apiPaths.regions(), { headers: {} })
    expect(response.status).toBe(403)
    expect(await errorCode(response)).toBe('csrf')
  })

  it('lists configured regions with their sign-in state', async () => {
    const handlers = createHandlers(createMockState({ signedIn: ['eu'] }))
    const body = await (await call(handlers, apiPaths.regions())).json()
    expect(body.regions).toContainEqual({ id: 'eu', label: 'Europe', signedIn: true })
    expect(body.regions).toContainEqual({ id: 'us', label: 'United States', signedIn: false })
  })

  it('signs in with the demo credentials and then serves Organization Info', async () => {
    const handlers = createHandlers(createMockState({ signedIn: [] }))
    const before = await call(handlers, apiPaths.organizationInfo('eu'))
    expect(before.status).toBe(401)
    expect(await errorCode(before)).toBe('not_signed_in')

    const response = await signIn(handlers, {
      region: 'eu',
      email: DEMO_EMAIL,
      apiKey: DEMO_API_KEY,
    })
    expect(response.status).toBe(200)
    const sessions = sessionsResponseSchema.parse(
      await (await call(handlers, apiPaths.session())).json(),
    )
    expect(sessions.sessions.map((s) => s.region)).toEqual(['eu'])

    const info = organizationInfoSchema.parse(
      await (await call(handlers, apiPaths.organizationInfo('eu'))).json(),
    )
    expect(info.region).toBe('eu')
    expect(info.distributions.map((d) => d.status)).toContain('no_data')
  })

  it('answers each sign-in failure with its contract code', async () => {
    const handlers = createHandlers(createMockState({ signedIn: [] }))
    const invalid = await signIn(handlers, { region: 'us', email: 'not-an-email', apiKey: 'x' })
    expect([invalid.status, await errorCode(invalid)]).toEqual([400, 'invalid_request'])
    const unknown = await signIn(handlers, {
      region: 'gov',
      email: DEMO_EMAIL,
      apiKey: DEMO_API_KEY,
    })
    expect([unknown.status, await errorCode(unknown)]).toEqual([400, 'unknown_region'])
    const wrong = await signIn(handlers, { region: 'us', email: DEMO_EMAIL, apiKey: 'nope' })
    expect([wrong.status, await errorCode(wrong)]).toEqual([401, 'invalid_credentials'])
  })

  it('rate-limits after repeated failures, with Retry-After', async () => {
    const handlers = createHandlers(createMockState({ signedIn: [] }))
    for (let i = 0; i < RATE_LIMIT_ATTEMPTS; i += 1) {
      await signIn(handlers, { region: 'us', email: DEMO_EMAIL, apiKey: 'nope' })
    }
    const limited = await signIn(handlers, {
      region: 'us',
      email: DEMO_EMAIL,
      apiKey: DEMO_API_KEY,
    })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('Retry-After')).toBe(String(RATE_LIMIT_RETRY_AFTER_S))
    expect(rateLimitedBodySchema.parse(await limited.json())).toMatchObject({ scope: 'email' })
  })

  it('answers session_expired for an expired region until it is signed out of, as the BFF does', async () => {
    const state = createMockState({ signedIn: ['us'] })
    const handlers = createHandlers(state)
    state.expired.add('us')
    for (let call_ = 0; call_ < 2; call_ += 1) {
      expect(await errorCode(await call(handlers, apiPaths.organizationInfo('us')))).toBe(
        'session_expired',
      )
    }
    await call(handlers, apiPaths.regionSession('us'), { method: 'DELETE' })
    expect(await errorCode(await call(handlers, apiPaths.organizationInfo('us')))).toBe(
      'not_signed_in',
    )
  })

  it('signs out of one region with 204, repeatably; unknown regions are refused', async () => {
    const state = createMockState({ signedIn: ['us', 'eu'] })
    const handlers = createHandlers(state)
    expect((await call(handlers, apiPaths.regionSession('us'), { method: 'DELETE' })).status).toBe(
      204,
    )
    expect((await call(handlers, apiPaths.regionSession('us'), { method: 'DELETE' })).status).toBe(
      204,
    )
    expect([...state.sessions.keys()]).toEqual(['eu'])
    const unknown = await call(handlers, apiPaths.regionSession('mars'), { method: 'DELETE' })
    expect(await errorCode(unknown)).toBe('unknown_region')
  })

  it('signs out of every region with one DELETE /api/session, repeatably', async () => {
    const state = createMockState({ signedIn: ['us', 'eu', 'ca'] })
    state.expired.add('eu')
    const handlers = createHandlers(state)
    expect((await call(handlers, apiPaths.session(), { method: 'DELETE' })).status).toBe(204)
    expect((await call(handlers, apiPaths.session(), { method: 'DELETE' })).status).toBe(204)
    const sessions = sessionsResponseSchema.parse(
      await (await call(handlers, apiPaths.session())).json(),
    )
    expect(sessions.sessions).toEqual([])
    expect(state.expired.size).toBe(0)
  })

  it('has named variants for each network state', async () => {
    const base = createHandlers()
    const cases: [keyof typeof handlerVariants, number, string][] = [
      ['error', 502, 'upstream_error'],
      ['upstreamDown', 503, 'upstream_unavailable'],
      ['upstreamTimeout', 504, 'upstream_timeout'],
      ['expiredSession', 401, 'session_expired'],
    ]
    for (const [variant, status, code] of cases) {
      const response = await call(
        [...handlerVariants[variant], ...base],
        apiPaths.organizationInfo('us'),
      )
      expect([response.status, await errorCode(response)]).toEqual([status, code])
    }
    const network = await call(
      [...handlerVariants.networkError, ...base],
      apiPaths.organizationInfo('us'),
    )
    expect(network.type).toBe('error')
  })

  it('has a loading variant that never answers, however long one waits', async () => {
    const base = createHandlers()
    vi.useFakeTimers()
    try {
      let answered = false
      void getResponse(
        [...handlerVariants.loading, ...base],
        new Request(new URL(apiPaths.organizationInfo('us'), location.origin), { headers: csrf }),
      ).then(() => {
        answered = true
      })
      // The slow variant shows the fake clock drives MSW's delays: it answers once a day of
      // timers has run, and the loading variant still has not.
      const slow = call([...handlerVariants.slow, ...base], apiPaths.organizationInfo('us'))
      await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000)
      expect((await slow).status).toBe(200)
      expect(answered).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })
})
