import { describe, expect, it } from 'vitest'
import { createSignInLimiter } from './rate-limit.ts'
import { ENGINES, useFreshStore } from './store/testing/test-store.ts'
import { DEMO_API_KEY, DEMO_EMAIL, useBff, metricsText } from './testing/harness.ts'

const bff = useBff()

function expectRateLimited(answer: {
  status: number
  headers: Record<string, unknown>
  json: unknown
}) {
  expect(answer.status).toBe(429)
  expect(answer.json).toMatchObject({ error: 'rate_limited' })
  const retryAfter = Number(answer.headers['retry-after'])
  expect(Number.isInteger(retryAfter)).toBe(true)
  expect(retryAfter).toBeGreaterThan(0)
  return retryAfter
}

describe('sign-in rate limits', () => {
  it('locks an e-mail address after SIGNIN_FAILURES_PER_EMAIL failures, even with the right key', async () => {
    const client = bff.client(
      await bff.app({ SIGNIN_FAILURES_PER_EMAIL: '3', SIGNIN_FAILURE_WINDOW_S: '600' }),
    )
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await client.signIn('us', DEMO_EMAIL, 'wrong')).status).toBe(401)
    }
    const retryAfter = expectRateLimited(await client.signIn('us', DEMO_EMAIL, 'wrong'))
    expect(retryAfter).toBeLessThanOrEqual(600)
    expectRateLimited(await client.signIn('eu', ` ${DEMO_EMAIL.toUpperCase()} `, DEMO_API_KEY))
    // The upstream saw only the three failed attempts.
    expect(await bff.tokens()).toEqual({ valid: 0, expired: 0, invalidated: 0 })
    // Another user from the same address is not affected.
    const created = await bff.control('/regions/us/users', {
      email: 'other@example.com',
      apiKey: 'other-key',
    })
    expect(created.status).toBe(201)
    expect((await client.signIn('us', 'other@example.com', 'other-key')).status).toBe(200)
  })

  it('limits failures per client IP across e-mail addresses', async () => {
    const client = bff.client(await bff.app({ SIGNIN_FAILURES_PER_IP: '2' }))
    expect((await client.signIn('us', 'a@example.com', 'x')).status).toBe(401)
    expect((await client.signIn('us', 'b@example.com', 'x')).status).toBe(401)
    expectRateLimited(await client.signIn('us', DEMO_EMAIL, DEMO_API_KEY))
  })

  it('limits all attempts per IP per minute; X-Forwarded-For counts only through TRUST_PROXY', async () => {
    const spoofing = bff.client(await bff.app({ SIGNIN_ATTEMPTS_PER_IP_PER_MINUTE: '2' }))
    for (const ip of ['198.51.100.1', '198.51.100.2']) {
      const answer = await spoofing.request({
        method: 'POST',
        url: '/api/session',
        headers: { 'x-forwarded-for': ip },
        json: { region: 'us', email: DEMO_EMAIL, apiKey: DEMO_API_KEY },
      })
      expect(answer.status).toBe(200)
    }
    const third = await spoofing.request({
      method: 'POST',
      url: '/api/session',
      headers: { 'x-forwarded-for': '198.51.100.3' },
      json: { region: 'us', email: DEMO_EMAIL, apiKey: DEMO_API_KEY },
    })
    const retryAfter = expectRateLimited(third)
    expect(retryAfter).toBeLessThanOrEqual(60)

    const proxied = bff.client(
      await bff.app({ SIGNIN_ATTEMPTS_PER_IP_PER_MINUTE: '1', TRUST_PROXY: '1' }),
    )
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      const answer = await proxied.request({
        method: 'POST',
        url: '/api/session',
        headers: { 'x-forwarded-for': ip },
        json: { region: 'us', email: DEMO_EMAIL, apiKey: DEMO_API_KEY },
      })
      expect(answer.status, ip).toBe(200)
    }
  })

  it('keeps the failure point of a sign-in the upstream failed, gives back a right one', async () => {
    const client = bff.client(await bff.app({ SIGNIN_FAILURES_PER_EMAIL: '2' }))
    for (let round = 0; round < 3; round += 1) {
      expect((await client.signIn('us')).status).toBe(200)
    }
    await bff.control('/faults', { mode: 'error', ratio: 1 })
    for (let round = 0; round < 2; round += 1) {
      expect((await client.signIn('us')).status).toBeGreaterThanOrEqual(502)
    }
    await bff.control('/faults', { mode: 'none' })
    expectRateLimited(await client.signIn('us'))
  })

  it('counts refusals in /metrics', async () => {
    const app = await bff.app({ SIGNIN_FAILURES_PER_EMAIL: '1' })
    const client = bff.client(app)
    await client.signIn('us', DEMO_EMAIL, 'wrong')
    await client.signIn('us', DEMO_EMAIL, 'wrong')
    const metrics = await metricsText(app)
    expect(metrics).toMatch(/sign_ins_total\{outcome="invalid_credentials"\} 1/)
    expect(metrics).toMatch(/sign_ins_total\{outcome="rate_limited"\} 1/)
  })
})

describe.each(ENGINES)('embed links and the per-IP failure budget on %s', (engine) => {
  const store = useFreshStore(engine)
  const limits = {
    attemptsPerIpPerMinute: 100,
    failuresPerIp: 2,
    failuresPerEmail: 100,
    failureWindowS: 60,
  }

  it('lets refused links use up the budget of sign-ins from the same IP, and no other', async () => {
    const limiter = createSignInLimiter(limits, store())
    await limiter.linkRefused('10.0.0.1')
    expect(await limiter.linkAllowed('10.0.0.1')).toEqual({ allowed: true })
    await limiter.linkRefused('10.0.0.1')
    expect(await limiter.linkAllowed('10.0.0.1')).toMatchObject({ allowed: false })
    expect(await limiter.attempt('10.0.0.1', DEMO_EMAIL)).toMatchObject({ allowed: false })
    expect(await limiter.linkAllowed('10.0.0.2')).toEqual({ allowed: true })
    expect(await limiter.attempt('10.0.0.2', DEMO_EMAIL)).toEqual({ allowed: true })
  })

  it('stops link exchanges once failed sign-ins used up the budget', async () => {
    const limiter = createSignInLimiter(limits, store())
    await limiter.attempt('10.0.0.3', 'a@example.com')
    await limiter.attempt('10.0.0.3', 'b@example.com')
    const check = await limiter.linkAllowed('10.0.0.3')
    expect(check).toMatchObject({ allowed: false })
    expect(check.allowed ? 0 : check.retryAfterS).toBeGreaterThan(0)
  })

  it('counts failures recorded by another limiter on the same store (another replica)', async () => {
    const first = createSignInLimiter(limits, store())
    const second = createSignInLimiter(limits, store())
    await first.attempt('10.0.0.4', 'a@example.com')
    await second.attempt('10.0.0.4', 'b@example.com')
    expect(await first.linkAllowed('10.0.0.4')).toMatchObject({ allowed: false })
    expect(await second.attempt('10.0.0.4', 'c@example.com')).toMatchObject({ allowed: false })
  })

  it('takes the failure points before the answer and gives them back for a right credential', async () => {
    const limiter = createSignInLimiter(limits, store())
    for (let round = 0; round < 5; round += 1) {
      expect(await limiter.attempt('10.0.0.5', DEMO_EMAIL)).toEqual({ allowed: true })
      await limiter.release('10.0.0.5', DEMO_EMAIL)
    }
    expect(await limiter.linkAllowed('10.0.0.5')).toEqual({ allowed: true })
    // Two attempts in flight hold the whole per-IP budget of 2: a third waits for an answer.
    await limiter.attempt('10.0.0.5', 'a@example.com')
    await limiter.attempt('10.0.0.5', 'b@example.com')
    expect(await limiter.attempt('10.0.0.5', 'c@example.com')).toMatchObject({
      allowed: false,
      scope: 'network',
    })
  })
})
