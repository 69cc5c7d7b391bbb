import { describe, expect, it } from 'vitest'
import { LogCapture, useBff, metricsText } from '../testing/harness.ts'
import { createLogger } from '../logging.ts'

const bff = useBff()

/** Organization Info calls the BFF made to region `us`, by upstream status, from /metrics. */
async function upstreamReads(app: Awaited<ReturnType<typeof bff.app>>, outcome: string) {
  const metrics = await metricsText(app)
  const pattern = new RegExp(
    `upstream_request_duration_seconds_count\\{region="us",operation="organization_info",outcome="${outcome}"\\} (\\d+)`,
  )
  return Number(pattern.exec(metrics)?.[1] ?? 0)
}

describe('a dead token does not reach the upstream again', () => {
  it('answers 100 replays of a cookie whose token was rejected with 401, without an upstream call', async () => {
    const logs = new LogCapture()
    // No cache: the read started at sign-in (decision 0391) would answer from before the rotation.
    const app = await bff.app(
      { LOG_LEVEL: 'info', ORG_INFO_CACHE_TTL_MS: '0' },
      { logger: createLogger('info', logs) },
    )
    const client = bff.client(app)
    await client.signIn('us')
    const deadCookie = client.cookie
    await bff.control('/regions/us/users/demo@example.com/rotate-api-key')

    const first = await client.orgInfo('us')
    expect(first.status).toBe(401)
    expect(first.json).toMatchObject({ error: 'session_expired' })
    expect(await upstreamReads(app, '403')).toBe(1)

    for (let replay = 0; replay < 100; replay += 1) {
      client.cookie = deadCookie
      const answer = await client.orgInfo('us')
      expect(answer.status).toBe(401)
      // The first rejection revoked the region's entry in the store (decision 0072), so a copy
      // of the cookie is no longer signed in there; the rejected-token memory (0068) is the
      // second line for a cookie whose revocation has not been seen yet.
      expect(answer.json).toMatchObject({ error: 'not_signed_in' })
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      // The replayed cookie is rewritten without the region, as after the first rejection.
      expect(client.cookie).toBeUndefined()
    }
    expect(await upstreamReads(app, '403')).toBe(1)
    const infoLines = logs
      .entries()
      .filter((entry) => entry.msg === 'upstream rejected the token: region signed out')
    expect(infoLines).toHaveLength(1)
  })

  it('still reads with a fresh sign-in after the old token was rejected', async () => {
    // No cache: the read started at sign-in (decision 0391) would answer from before the expiry.
    const client = bff.client(await bff.app({ ORG_INFO_CACHE_TTL_MS: '0' }))
    await client.signIn('us')
    await bff.control('/clock', { advanceSeconds: 864_001 })
    expect((await client.orgInfo('us')).json).toMatchObject({ error: 'session_expired' })
    await client.signIn('us')
    expect((await client.orgInfo('us')).status).toBe(200)
  })
})

describe('per-session budget of upstream reads', () => {
  it('answers 429 rate_limited with Retry-After once a session spent its reads; other sessions go on', async () => {
    const app = await bff.app({
      ORG_INFO_CACHE_TTL_MS: '0',
      UPSTREAM_READS_PER_SESSION_PER_MINUTE: '3',
    })
    const alice = bff.client(app)
    const bob = bff.client(app)
    await alice.signIn('us')
    await bob.signIn('us')
    for (let read = 0; read < 3; read += 1) expect((await alice.orgInfo('us')).status).toBe(200)
    const limited = await alice.orgInfo('us')
    expect(limited.status).toBe(429)
    expect(limited.json).toEqual({
      error: 'rate_limited',
      message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds\.$/),
    })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect(limited.headers['x-content-type-options']).toBe('nosniff')
    expect(await upstreamReads(app, '200')).toBe(3)
    expect((await bob.orgInfo('us')).status).toBe(200)
  })

  it('counts only reads that go upstream: cache hits are free', async () => {
    const app = await bff.app({
      ORG_INFO_CACHE_TTL_MS: '60000',
      UPSTREAM_READS_PER_SESSION_PER_MINUTE: '1',
    })
    const client = bff.client(app)
    await client.signIn('us')
    for (let read = 0; read < 10; read += 1) expect((await client.orgInfo('us')).status).toBe(200)
    expect(await upstreamReads(app, '200')).toBe(1)
  })

  it('rejects an invalid limit at start-up', async () => {
    await expect(bff.app({ UPSTREAM_READS_PER_SESSION_PER_MINUTE: '0' })).rejects.toThrow(
      /UPSTREAM_READS_PER_SESSION_PER_MINUTE/,
    )
  })
})
