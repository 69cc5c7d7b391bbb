import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { useBff, metricsText } from '../testing/harness.ts'

const bff = useBff()

type Mode = 'latency' | 'malformed'
const faults = (mode: Mode, ratio: number, latencyMs = 0) =>
  bff.control('/faults', { mode, ratio, latencyMs })

async function metricValue(app: FastifyInstance, pattern: RegExp): Promise<number> {
  const metrics = await metricsText(app)
  return Number(pattern.exec(metrics)?.[1] ?? 0)
}

/** Organization Info calls made to region `us`, by upstream status 200. */
const upstreamCalls = (app: FastifyInstance) =>
  metricValue(
    app,
    /upstream_request_duration_seconds_count\{region="us",operation="organization_info",outcome="200"\} (\d+)/,
  )

/** Resolves once the app has started `count` Organization Info calls (cache misses). */
async function untilMisses(app: FastifyInstance, count: number): Promise<void> {
  for (let poll = 0; poll < 400; poll += 1) {
    if ((await metricValue(app, /organization_info_cache_total\{result="miss"\} (\d+)/)) >= count) {
      return
    }
    await sleep(5)
  }
  throw new Error(`never saw ${count} Organization Info calls`)
}

describe('one bad upstream answer does not fail every waiter', () => {
  it('retries a truncated 200 of Organization Info like a 5xx, for every coalesced waiter', async () => {
    const app = await bff.app({ ORG_INFO_CACHE_TTL_MS: '0' })
    const client = bff.client(app)
    // Ratio 0.5: the sign-in is answer 1; the shared call's first answer (2) is cut off, its retry
    // (3) is whole.
    await faults('malformed', 0.5)
    expect((await client.signIn('us')).status).toBe(200)
    const answers = await Promise.all(Array.from({ length: 8 }, () => client.orgInfo('us')))
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 8 }, () => 200))
    expect(
      await metricValue(app, /organization_info_cache_total\{result="coalesced"\} (\d+)/),
    ).toBeGreaterThanOrEqual(1)
  })

  it('still answers 502 upstream_error without retries, so the retry is what saved the waiters', async () => {
    const client = bff.client(await bff.app({ ORG_INFO_CACHE_TTL_MS: '0', UPSTREAM_RETRIES: '0' }))
    await faults('malformed', 0.5)
    expect((await client.signIn('us')).status).toBe(200)
    const answer = await client.orgInfo('us')
    expect(answer.status).toBe(502)
    expect(answer.json).toMatchObject({ error: 'upstream_error' })
  })

  it('hedges a slow shared call: its waiters take the first answer of two attempts', async () => {
    const app = await bff.app({ ORG_INFO_CACHE_TTL_MS: '0', ORG_INFO_HEDGE_AFTER_MS: '200' })
    const client = bff.client(app)
    await client.signIn('us')
    // Ratio 0.5: answer 2 (the shared call below) waits 1 s; answer 3 (its hedge) is prompt.
    await faults('latency', 0.5, 1000)
    expect((await client.orgInfo('us')).status).toBe(200)
    const started = performance.now()
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.orgInfo('us')))
    expect(performance.now() - started).toBeLessThan(700)
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200))
    // The first read's call, then one shared call with its hedge; the slow attempt ends later.
    await expect.poll(() => upstreamCalls(app), { timeout: 2000 }).toBe(3)
  })

  it('makes one call for concurrent identical reads that answer before the hedge delay', async () => {
    const app = await bff.app({ ORG_INFO_CACHE_TTL_MS: '0', ORG_INFO_HEDGE_AFTER_MS: '1000' })
    const client = bff.client(app)
    await client.signIn('us')
    await faults('latency', 1, 300)
    const answers = await Promise.all([client.orgInfo('us'), client.orgInfo('us')])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(await upstreamCalls(app)).toBe(1)
  })

  it('does not hold reads of other sessions while one session waits for a slow answer', async () => {
    const app = await bff.app({ ORG_INFO_CACHE_TTL_MS: '0' })
    const alice = bff.client(app)
    const bob = bff.client(app)
    await alice.signIn('us')
    await bob.signIn('us')
    await faults('latency', 0.5, 1000)
    expect((await bob.orgInfo('us')).status).toBe(200)
    const slow = alice.orgInfo('us')
    await untilMisses(app, 2)
    const started = performance.now()
    const other = bob.orgInfo('us')
    // One of the two is the slow answer (whichever reaches the simulator first); the other
    // session's read is not held by it.
    await Promise.race([slow, other])
    expect(performance.now() - started).toBeLessThan(700)
    expect((await other).status).toBe(200)
    await slow
  })
})
