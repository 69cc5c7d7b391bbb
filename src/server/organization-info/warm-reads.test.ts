import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Client } from '../testing/harness.ts'
import { metricsText, useBff } from '../testing/harness.ts'

/**
 * Decision 0391 (issue 39): Organization Info starts upstream when a sign-in has its token, and
 * when index.html answers a signed-in region's dashboard, so the page's first read joins it.
 */
const bff = useBff()
let clientDir = ''
const HTML = { accept: 'text/html,application/xhtml+xml' }
const TTL_MS = 5000

beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'pdd-client-'))
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>')
})
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

/** Organization Info calls the BFF made to region `us` with upstream status `outcome`. */
async function upstreamReads(app: FastifyInstance, outcome = '200'): Promise<number> {
  const pattern = new RegExp(
    `upstream_request_duration_seconds_count\\{region="us",operation="organization_info",outcome="${outcome}"\\} (\\d+)`,
  )
  return Number(pattern.exec(await metricsText(app))?.[1] ?? 0)
}

/** Waits until the calls started without a waiting reader have answered. */
async function settled(app: FastifyInstance, reads: number, outcome = '200'): Promise<void> {
  await expect.poll(() => upstreamReads(app, outcome), { timeout: 5000 }).toBe(reads)
}

/** A BFF on a clock the test moves (the Organization Info cache follows it). */
async function clockedApp() {
  const clock = { now: Date.now() }
  const app = await bff.app(
    { ORG_INFO_CACHE_TTL_MS: String(TTL_MS) },
    { clientDir, nowMs: () => clock.now },
  )
  return { app, clock, client: bff.client(app) }
}

const openPage = (client: Client, url: string) => client.request({ url, headers: HTML })

describe('Organization Info started before the browser asks (decision 0391)', () => {
  it('is asked of the upstream once per sign-in, not twice: the first read joins the call in flight', async () => {
    const client = bff.client(await bff.app({ ORG_INFO_CACHE_TTL_MS: String(TTL_MS) }))
    await bff.control('/faults', { mode: 'latency', ratio: 1, latencyMs: 400 })
    expect((await client.signIn('us')).status).toBe(200)
    const app = client.app
    expect((await client.orgInfo('us')).status).toBe(200)
    expect((await client.orgInfo('us')).status).toBe(200)
    expect(await upstreamReads(app)).toBe(1)
    expect(await metricsText(app)).toMatch(/organization_info_cache_total\{result="coalesced"\} 1/)
  })

  it('is asked once per sign-in when the read comes after the answer: it finds it cached', async () => {
    const client = bff.client(await bff.app({ ORG_INFO_CACHE_TTL_MS: String(TTL_MS) }))
    await client.signIn('us')
    await settled(client.app, 1)
    expect((await client.orgInfo('us')).status).toBe(200)
    expect(await upstreamReads(client.app)).toBe(1)
  })

  it('is not started without a cache (ORG_INFO_CACHE_TTL_MS=0): the browser reads once', async () => {
    const client = bff.client(await bff.app({ ORG_INFO_CACHE_TTL_MS: '0' }))
    await client.signIn('us')
    expect((await client.orgInfo('us')).status).toBe(200)
    expect(await upstreamReads(client.app)).toBe(1)
  })

  it('starts when index.html answers a signed-in dashboard, and only then', async () => {
    const { app, clock, client } = await clockedApp()
    await openPage(client, '/regions/us')
    await client.signIn('us')
    await settled(app, 1)
    clock.now += TTL_MS + 1
    for (const url of [
      '/sign-in',
      '/regions/us/trends',
      '/compare',
      '/regions/eu',
      '/regions/xx',
    ]) {
      expect((await openPage(client, url)).status, url).toBe(200)
    }
    expect(await upstreamReads(app)).toBe(1)
    expect((await openPage(client, '/regions/us?view=table')).status).toBe(200)
    await settled(app, 2)
    expect((await client.orgInfo('us')).status).toBe(200)
    expect(await upstreamReads(app)).toBe(2)
  })

  it('keeps the 403 → session_expired behaviour when the upstream rejects the started read', async () => {
    const { app, clock, client } = await clockedApp()
    await client.signIn('us')
    await settled(app, 1)
    clock.now += TTL_MS + 1
    await bff.control('/regions/us/users/demo@example.com/rotate-api-key')
    await openPage(client, '/regions/us')
    await settled(app, 1, '403')
    const answer = await client.orgInfo('us')
    expect(answer.status).toBe(401)
    expect(answer.json).toMatchObject({ error: 'session_expired' })
    expect(await upstreamReads(app, '403')).toBe(1)
  })

  it("spends from the session's read budget like a read", async () => {
    const clock = { now: Date.now() }
    const app = await bff.app(
      { ORG_INFO_CACHE_TTL_MS: String(TTL_MS), UPSTREAM_READS_PER_SESSION_PER_MINUTE: '1' },
      { clientDir, nowMs: () => clock.now },
    )
    const client = bff.client(app)
    await client.signIn('us')
    await settled(app, 1)
    expect((await client.orgInfo('us')).status).toBe(200)
    clock.now += TTL_MS + 1
    await openPage(client, '/regions/us')
    const limited = await client.orgInfo('us')
    expect(limited.status).toBe(429)
    expect(await upstreamReads(app)).toBe(1)
  })
})
