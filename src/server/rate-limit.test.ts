import { describe, expect, it } from 'vitest'
import { createSignInLimiter } from './rate-limit.ts'
import type { Admission, AttemptOutcome, SignInLimiter } from './rate-limit.ts'
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

  it('limits wrong keys per IP per minute; X-Forwarded-For counts only through TRUST_PROXY', async () => {
    const spoofing = bff.client(await bff.app({ SIGNIN_ATTEMPTS_PER_IP_PER_MINUTE: '2' }))
    const guess = (client: typeof spoofing, ip: string, apiKey = 'wrong') =>
      client.request({
        method: 'POST',
        url: '/api/session',
        headers: { 'x-forwarded-for': ip },
        json: { region: 'us', email: DEMO_EMAIL, apiKey },
      })
    // Right keys count nothing, however many.
    for (let round = 0; round < 5; round += 1) {
      expect((await guess(spoofing, '198.51.100.9', DEMO_API_KEY)).status).toBe(200)
    }
    for (const ip of ['198.51.100.1', '198.51.100.2']) {
      expect((await guess(spoofing, ip)).status).toBe(401)
    }
    const retryAfter = expectRateLimited(await guess(spoofing, '198.51.100.3'))
    expect(retryAfter).toBeLessThanOrEqual(60)

    const proxied = bff.client(
      await bff.app({ SIGNIN_ATTEMPTS_PER_IP_PER_MINUTE: '1', TRUST_PROXY: '1' }),
    )
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await guess(proxied, ip)).status, ip).toBe(401)
    }
  })

  it('gives the point back when the upstream failed or did not judge the key', async () => {
    const client = bff.client(await bff.app({ SIGNIN_FAILURES_PER_EMAIL: '2' }))
    for (let round = 0; round < 3; round += 1) {
      expect((await client.signIn('us')).status).toBe(200)
    }
    await bff.control('/faults', { mode: 'error', ratio: 1 })
    for (let round = 0; round < 3; round += 1) {
      expect((await client.signIn('us')).status).toBeGreaterThanOrEqual(502)
    }
    await bff.control('/faults', { mode: 'none' })
    // Five right keys and three upstream failures spent nothing: two wrong keys still answer 401.
    expect((await client.signIn('us', DEMO_EMAIL, 'wrong')).status).toBe(401)
    expect((await client.signIn('us', DEMO_EMAIL, 'wrong')).status).toBe(401)
    const locked = await client.signIn('us')
    expectRateLimited(locked)
    expect(locked.json).toMatchObject({
      scope: 'email',
      message: expect.stringMatching(
        /^This e-mail address is locked after too many sign-ins with a wrong API key\. Try again in \d+ seconds\.$/,
      ),
    })
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

describe.each(ENGINES)('sign-in budgets on %s', (engine) => {
  const store = useFreshStore(engine)
  const limits = {
    attemptsPerIpPerMinute: 100,
    failuresPerIp: 2,
    failuresPerEmail: 100,
    failureWindowS: 60,
  }
  const options = { flightS: 60, waitMs: 3_000 }

  /** An admitted attempt, settled with `outcome`. */
  async function settled(
    limiter: SignInLimiter,
    ip: string,
    email: string,
    outcome: AttemptOutcome,
    device?: string,
  ) {
    const admission = await limiter.attempt(ip, email, device)
    if (!admission.allowed) throw new Error(`refused: ${JSON.stringify(admission)}`)
    await admission.settle(outcome)
  }

  it('lets refused links use up the budget of sign-ins from the same IP, and no other', async () => {
    const limiter = createSignInLimiter(limits, store(), options)
    await limiter.linkRefused('10.0.0.1')
    expect(await limiter.linkAllowed('10.0.0.1')).toEqual({ allowed: true })
    await limiter.linkRefused('10.0.0.1')
    expect(await limiter.linkAllowed('10.0.0.1')).toMatchObject({ allowed: false })
    expect(await limiter.attempt('10.0.0.1', DEMO_EMAIL)).toMatchObject({
      allowed: false,
      scope: 'network',
    })
    expect(await limiter.linkAllowed('10.0.0.2')).toEqual({ allowed: true })
    await settled(limiter, '10.0.0.2', DEMO_EMAIL, 'right')
  })

  it('stops link exchanges once wrong keys used up the budget', async () => {
    const limiter = createSignInLimiter(limits, store(), options)
    await settled(limiter, '10.0.0.3', 'a@example.com', 'wrong')
    await settled(limiter, '10.0.0.3', 'b@example.com', 'wrong')
    const check = await limiter.linkAllowed('10.0.0.3')
    expect(check).toMatchObject({ allowed: false })
    expect(check.allowed ? 0 : check.retryAfterS).toBeGreaterThan(0)
  })

  it('counts wrong keys recorded by another limiter on the same store (another replica)', async () => {
    const first = createSignInLimiter(limits, store(), options)
    const second = createSignInLimiter(limits, store(), options)
    await settled(first, '10.0.0.4', 'a@example.com', 'wrong')
    await settled(second, '10.0.0.4', 'b@example.com', 'wrong')
    expect(await first.linkAllowed('10.0.0.4')).toMatchObject({ allowed: false })
    expect(await second.attempt('10.0.0.4', 'c@example.com')).toMatchObject({ allowed: false })
  })

  it('spends nothing for right keys and answers that did not judge the key', async () => {
    const limiter = createSignInLimiter(limits, store(), options)
    for (let round = 0; round < 5; round += 1) {
      await settled(limiter, '10.0.0.5', DEMO_EMAIL, round % 2 === 0 ? 'right' : 'unjudged')
    }
    expect(await limiter.linkAllowed('10.0.0.5')).toEqual({ allowed: true })
    // The whole budget of two is still there.
    await settled(limiter, '10.0.0.5', 'a@example.com', 'wrong')
    expect(await limiter.linkAllowed('10.0.0.5')).toEqual({ allowed: true })
  })

  it('holds a third attempt while two in flight fill the budget, then lets it go or refuses it', async () => {
    const limiter = createSignInLimiter(limits, store(), options)
    const first = await limiter.attempt('10.0.0.6', 'a@example.com')
    const second = await limiter.attempt('10.0.0.6', 'b@example.com')
    if (!first.allowed || !second.allowed) throw new Error('the budget of two admits two')
    let third: Admission | undefined
    const waiting = limiter.attempt('10.0.0.6', 'c@example.com').then((admission) => {
      third = admission
      return admission
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(third).toBeUndefined()
    // A right key makes room: the third goes on.
    await first.settle('right')
    const admitted = await waiting
    expect(admitted.allowed).toBe(true)
    // Two wrong keys use the budget up: the next attempt is refused at once, not held.
    await second.settle('wrong')
    if (admitted.allowed) await admitted.settle('wrong')
    expect(await limiter.attempt('10.0.0.6', 'd@example.com')).toMatchObject({
      allowed: false,
      scope: 'network',
    })
  })

  it('answers busy when attempts in flight hold the budget longer than it waits', async () => {
    const limiter = createSignInLimiter(limits, store(), { flightS: 60, waitMs: 150 })
    await limiter.attempt('10.0.0.7', 'a@example.com')
    await limiter.attempt('10.0.0.7', 'b@example.com')
    expect(await limiter.attempt('10.0.0.7', 'c@example.com')).toMatchObject({
      allowed: false,
      busy: true,
    })
  })

  it('forgets the points of attempts whose process died in flight', async () => {
    const died = createSignInLimiter(limits, store(), { flightS: 1, waitMs: 5_000 })
    // Never settled: the process died with them (kill -9).
    await died.attempt('10.0.0.8', 'a@example.com')
    await died.attempt('10.0.0.8', 'b@example.com')
    const restarted = createSignInLimiter(limits, store(), { flightS: 1, waitMs: 5_000 })
    const started = Date.now()
    const later = await restarted.attempt('10.0.0.8', 'c@example.com')
    expect(later.allowed).toBe(true)
    expect(Date.now() - started).toBeLessThan(4_000)
    // Nothing was spent: the failure budget is whole.
    expect(await restarted.linkAllowed('10.0.0.8')).toEqual({ allowed: true })
  })

  it('holds no point for an attempt a budget refused', async () => {
    const limiter = createSignInLimiter(
      { ...limits, failuresPerIp: 100, failuresPerEmail: 1, failureWindowS: 3 },
      store(),
      options,
    )
    await settled(limiter, '10.0.0.9', DEMO_EMAIL, 'wrong')
    const locked = Date.now()
    // Refused again and again while the window lasts (well within it, on a busy machine too).
    for (let round = 0; round < 20 && Date.now() - locked < 1_500; round += 1) {
      expect(await limiter.attempt('10.0.0.9', DEMO_EMAIL)).toMatchObject({ scope: 'email' })
    }
    await new Promise((resolve) => setTimeout(resolve, 3_100 - (Date.now() - locked)))
    // The lock ended with its window; the refusals left nothing in flight or spent.
    const started = Date.now()
    await settled(limiter, '10.0.0.9', DEMO_EMAIL, 'right')
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  describe('a known device (decision 0400)', () => {
    const small = { attemptsPerIpPerMinute: 2, failuresPerIp: 2, failuresPerEmail: 2 }
    const device = 'nonce-of-the-owners-browser'

    it('is admitted while the e-mail and the IP are locked, and its wrong keys spend its budget alone', async () => {
      const limiter = createSignInLimiter({ ...limits, ...small }, store(), options)
      await settled(limiter, '10.0.1.1', DEMO_EMAIL, 'wrong')
      await settled(limiter, '10.0.1.1', DEMO_EMAIL, 'wrong')
      expect(await limiter.attempt('10.0.1.1', DEMO_EMAIL)).toMatchObject({ allowed: false })
      // Its own two wrong keys, from the locked IP, for the locked address.
      await settled(limiter, '10.0.1.1', DEMO_EMAIL, 'wrong', device)
      await settled(limiter, '10.0.1.1', DEMO_EMAIL, 'wrong', device)
      // Spent: limited like an unknown device, so the address's and the IP's locks hold it.
      const locked = await limiter.attempt('10.0.1.1', DEMO_EMAIL, device)
      expect(locked).toMatchObject({ allowed: false, scope: expect.any(String) })
      // Another known device of the address is not.
      await settled(limiter, '10.0.1.1', DEMO_EMAIL, 'right', 'nonce-of-another-browser')
    })

    it("spends neither the e-mail's nor the IP's budget, and spent, falls back to them", async () => {
      const limiter = createSignInLimiter({ ...limits, ...small }, store(), options)
      await settled(limiter, '10.0.1.2', DEMO_EMAIL, 'wrong', device)
      await settled(limiter, '10.0.1.2', DEMO_EMAIL, 'wrong', device)
      expect(await limiter.linkAllowed('10.0.1.2')).toEqual({ allowed: true })
      // Now an unknown device: its wrong keys spend the address's and the IP's budgets.
      await settled(limiter, '10.0.1.2', DEMO_EMAIL, 'wrong', device)
      await settled(limiter, '10.0.1.2', DEMO_EMAIL, 'wrong', device)
      expect(await limiter.linkAllowed('10.0.1.2')).toMatchObject({ allowed: false })
      expect(await limiter.attempt('10.0.1.3', DEMO_EMAIL)).toMatchObject({ scope: 'email' })
    })

    it("is weighed with its own attempts in flight, not the address's or the IP's", async () => {
      const limiter = createSignInLimiter({ ...limits, ...small }, store(), options)
      // Two unknown attempts in flight fill the address's and the IP's budgets of two.
      const unknown = await Promise.all([
        limiter.attempt('10.0.1.4', DEMO_EMAIL),
        limiter.attempt('10.0.1.4', DEMO_EMAIL),
      ])
      // The device goes at once, twice; its third attempt waits for one of them.
      const first = await limiter.attempt('10.0.1.4', DEMO_EMAIL, device)
      const second = await limiter.attempt('10.0.1.4', DEMO_EMAIL, device)
      if (!first.allowed || !second.allowed) throw new Error('the device has its own budget')
      let third: Admission | undefined
      const waiting = limiter.attempt('10.0.1.4', DEMO_EMAIL, device).then((admission) => {
        third = admission
        return admission
      })
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(third).toBeUndefined()
      await first.settle('right')
      const admitted = await waiting
      expect(admitted.allowed).toBe(true)
      if (admitted.allowed) await admitted.settle('right')
      await second.settle('right')
      await Promise.all(unknown.map((admission) => admission.allowed && admission.settle('right')))
    })
  })
})
