import { describe, expect, it } from 'vitest'
import { useBff, metricsText } from '../testing/harness.ts'

const bff = useBff()

type Mode = 'error' | 'malformed' | 'reset' | 'latency'
const faults = (mode: Mode, ratio = 1, latencyMs = 0) =>
  bff.control('/faults', { mode, ratio, latencyMs })

describe('upstream faults', () => {
  it.each([
    ['error', 503, 'upstream_unavailable'],
    ['malformed', 502, 'upstream_error'],
    ['reset', 503, 'upstream_unavailable'],
  ] as const)('sign-in during %s faults answers %i %s', async (mode, status, error) => {
    const client = bff.client(await bff.app())
    await faults(mode)
    const answer = await client.signIn('us')
    expect(answer.status).toBe(status)
    expect(answer.json).toMatchObject({ error })
    expect(client.cookie).toBeUndefined()
  })

  it.each([
    ['error', 503, 'upstream_unavailable'],
    ['malformed', 502, 'upstream_error'],
    ['reset', 503, 'upstream_unavailable'],
  ] as const)(
    'Organization Info during %s faults answers %i %s and keeps the session',
    async (mode, status, error) => {
      const client = bff.client(await bff.app({ ORG_INFO_CACHE_TTL_MS: '0' }))
      await client.signIn('us')
      await faults(mode)
      const answer = await client.orgInfo('us')
      expect(answer.status).toBe(status)
      expect(answer.json).toMatchObject({ error })
      await bff.control('/faults', { mode: 'none', ratio: 0, latencyMs: 0 })
      expect((await client.orgInfo('us')).status).toBe(200)
    },
  )

  it('answers 504 upstream_timeout when the upstream is slower than UPSTREAM_TIMEOUT_MS', async () => {
    const client = bff.client(await bff.app({ UPSTREAM_TIMEOUT_MS: '300' }))
    await faults('latency', 1, 2000)
    const started = Date.now()
    const signIn = await client.signIn('us')
    expect(signIn.status).toBe(504)
    expect(signIn.json).toMatchObject({ error: 'upstream_timeout' })
    expect(Date.now() - started).toBeLessThan(1500)
  })

  it('times out Organization Info too, retries included, within the budget', async () => {
    // No cache: the read started at sign-in (decision 0391) would answer before the faults.
    const client = bff.client(
      await bff.app({ UPSTREAM_TIMEOUT_MS: '400', ORG_INFO_CACHE_TTL_MS: '0' }),
    )
    await client.signIn('us')
    await faults('latency', 1, 2000)
    const started = Date.now()
    const answer = await client.orgInfo('us')
    expect(answer.json).toMatchObject({ error: 'upstream_timeout' })
    expect(answer.status).toBe(504)
    expect(Date.now() - started).toBeLessThan(1500)
  })

  it('retries an idempotent GET after a 503 and succeeds; without retries it fails', async () => {
    // Ratio 0.5: every second upstream answer fails (sign-in is answer 1, the first GET answer 2).
    const retrying = bff.client(await bff.app({ ORG_INFO_CACHE_TTL_MS: '0' }))
    await faults('error', 0.5)
    expect((await retrying.signIn('us')).status).toBe(200)
    expect((await retrying.orgInfo('us')).status).toBe(200)

    const single = bff.client(await bff.app({ ORG_INFO_CACHE_TTL_MS: '0', UPSTREAM_RETRIES: '0' }))
    await faults('error', 0.5)
    expect((await single.signIn('us')).status).toBe(200)
    expect((await single.orgInfo('us')).status).toBe(503)
  })

  it('answers 503 upstream_unavailable when the region refuses connections', async () => {
    const client = bff.client(await bff.app({ TALENT_US_BASE_URL: 'http://127.0.0.1:9/us' }))
    const answer = await client.signIn('us')
    expect(answer.status).toBe(503)
    expect(answer.json).toMatchObject({ error: 'upstream_unavailable' })
  })

  it('counts upstream errors by region and kind in /metrics', async () => {
    const app = await bff.app({ ORG_INFO_CACHE_TTL_MS: '0', UPSTREAM_RETRIES: '0' })
    const client = bff.client(app)
    await client.signIn('eu')
    await faults('reset')
    await client.orgInfo('eu')
    const metrics = await metricsText(app)
    expect(metrics).toMatch(
      /upstream_errors_total\{region="eu",operation="organization_info",kind="unavailable"\} 1/,
    )
    expect(metrics).toMatch(
      /upstream_request_duration_seconds_count\{region="eu",operation="token",outcome="200"\} 1/,
    )
    expect(metrics).toMatch(/sign_ins_total\{outcome="ok"\} 1/)
  })
})
