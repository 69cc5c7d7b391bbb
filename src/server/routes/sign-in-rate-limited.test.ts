import { describe, expect, it } from 'vitest'
import { DEMO_API_KEY, DEMO_EMAIL, useBff, type Answer } from '../testing/harness.ts'

const bff = useBff()

/** The contract's 429: `{error, message, scope}` and Retry-After in whole seconds. */
function expectLocked(answer: Answer, scope: 'email' | 'network', maxS: number): void {
  expect(answer.status).toBe(429)
  expect(answer.json).toEqual({ error: 'rate_limited', message: expect.any(String), scope })
  const retryAfter = Number(answer.headers['retry-after'])
  expect(Number.isInteger(retryAfter)).toBe(true)
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(maxS)
}

describe('429 rate_limited says which budget is used up', () => {
  it('the e-mail address, after its failures', async () => {
    const client = bff.client(
      await bff.app({ SIGNIN_FAILURES_PER_EMAIL: '2', SIGNIN_FAILURE_WINDOW_S: '900' }),
    )
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await client.signIn('us', DEMO_EMAIL, 'wrong')).status).toBe(401)
    }
    expectLocked(await client.signIn('us', DEMO_EMAIL, DEMO_API_KEY), 'email', 900)
  })

  it('the network, after failures across addresses', async () => {
    const client = bff.client(
      await bff.app({ SIGNIN_FAILURES_PER_IP: '2', SIGNIN_FAILURE_WINDOW_S: '900' }),
    )
    expect((await client.signIn('us', 'a@example.com', 'x')).status).toBe(401)
    expect((await client.signIn('us', 'b@example.com', 'x')).status).toBe(401)
    expectLocked(await client.signIn('us', DEMO_EMAIL, DEMO_API_KEY), 'network', 900)
  })

  it('the network, after too many wrong keys in a minute (right ones count nothing)', async () => {
    const client = bff.client(await bff.app({ SIGNIN_ATTEMPTS_PER_IP_PER_MINUTE: '1' }))
    expect((await client.signIn('us')).status).toBe(200)
    expect((await client.signIn('eu')).status).toBe(200)
    expect((await client.signIn('us', 'a@example.com', 'x')).status).toBe(401)
    const locked = await client.signIn('eu')
    expectLocked(locked, 'network', 60)
    expect(locked.json).toMatchObject({
      message: expect.stringMatching(
        /^Sign-in from your network is locked after too many sign-ins with a wrong API key\. Try again in \d+ seconds\.$/,
      ),
    })
  })
})
