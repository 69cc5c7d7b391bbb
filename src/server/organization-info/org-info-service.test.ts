import { describe, expect, it } from 'vitest'
import { createMetrics } from '../metrics.ts'
import { configFrom, DEMO_API_KEY, DEMO_EMAIL, simulatorEnv, useBff } from '../testing/harness.ts'
import { UpstreamError } from '../upstream/errors.ts'
import { createUpstreamHttp } from '../upstream/http.ts'
import { createRejectedTokens } from '../upstream/rejected-tokens.ts'
import { createTalentClient } from '../upstream/talent-client.ts'
import { createOrganizationInfoService } from './org-info-service.ts'

const bff = useBff()

/** The service against the real simulator, with a token of the demo user in region `us`. */
async function serviceWithToken() {
  const config = configFrom(simulatorEnv(bff.sim, ['us']))
  const metrics = createMetrics()
  const http = createUpstreamHttp(config.upstream, metrics)
  const client = createTalentClient(http, config)
  const region = config.regions[0]
  if (region === undefined) throw new Error('no region')
  const issued = await client.fetchToken(region, DEMO_EMAIL, DEMO_API_KEY)
  if (issued.kind !== 'issued') throw new Error('sign-in failed')
  const service = createOrganizationInfoService({
    client,
    metrics,
    ttlMs: 0,
    minGroupSize: 5,
    nowMs: Date.now,
  })
  return { service, region, token: issued.token.token, close: () => http.close() }
}

describe('Organization Info service: waiting for a shared call', () => {
  it('gives a waiter its own timeout at its deadline while the shared call goes on for the others', async () => {
    const { service, region, token, close } = await serviceWithToken()
    try {
      await bff.control('/faults', { mode: 'latency', ratio: 1, latencyMs: 700 })
      const started = performance.now()
      const patient = service.get(region, token)
      const hurried = service.get(region, token, { waitMs: 100 })
      const failure: unknown = await hurried.catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(UpstreamError)
      expect(failure).toMatchObject({ kind: 'timeout' })
      expect(performance.now() - started).toBeLessThan(600)
      expect(await patient).toMatchObject({ kind: 'ok' })
      expect(performance.now() - started).toBeGreaterThanOrEqual(600)
    } finally {
      await close()
    }
  })

  it('remembers a rejected token: the next read is answered without an upstream call', async () => {
    const { service, region, token, close } = await serviceWithToken()
    try {
      await bff.control('/regions/us/users/demo@example.com/rotate-api-key')
      expect(await service.get(region, token)).toEqual({
        kind: 'token_rejected',
        remembered: false,
      })
      // Faults now hit every upstream answer: a call would not come back as a rejection.
      await bff.control('/faults', { mode: 'error', ratio: 1, latencyMs: 0 })
      expect(await service.get(region, token)).toEqual({ kind: 'token_rejected', remembered: true })
    } finally {
      await close()
    }
  })
})

describe('rejected-token memory', () => {
  it('forgets a token when its lifetime ends, and never takes one already expired', () => {
    let nowMs = 1_000_000
    const rejected = createRejectedTokens({ nowMs: () => nowMs })
    rejected.add('a', 1_000 + 60)
    rejected.add('b', 1_000)
    expect(rejected.has('a')).toBe(true)
    expect(rejected.has('b')).toBe(false)
    nowMs += 59_999
    expect(rejected.has('a')).toBe(true)
    nowMs += 2
    expect(rejected.has('a')).toBe(false)
  })

  it('holds at most maxEntries tokens', () => {
    const rejected = createRejectedTokens({ nowMs: () => 0, maxEntries: 2 })
    for (const key of ['a', 'b', 'c']) rejected.add(key, 60)
    expect(['a', 'b', 'c'].map((key) => rejected.has(key))).toEqual([false, true, true])
  })
})
