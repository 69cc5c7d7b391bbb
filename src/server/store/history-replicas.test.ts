import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { addDays, isoDay } from '../../domain/history/history.ts'
import { portalClient } from '../../simulator/credentials.ts'
import { manualTimers } from '../testing/manual-timers.ts'
import { useBff } from '../testing/harness.ts'
import { createSnapshots } from './snapshots.ts'
import { openStore } from './store.ts'
import { freshStore } from './testing/test-store.ts'
import type { TestStoreConfig } from './testing/test-store.ts'

/**
 * Two replicas (each its own store connection pool, recorder memory and collector) on one real
 * PostgreSQL, both on the simulator's clock: advanced day by day, it leaves exactly one snapshot
 * per day per region, whether the collector records it (`us`, client credentials) or users'
 * first reads do (`eu`).
 */
const bff = useBff()
let database: TestStoreConfig | undefined

beforeAll(async () => {
  database = await freshStore('postgres')
})
afterAll(async () => database?.cleanup())

const clockSchema = z.object({ now: z.iso.datetime() })
const DAYS = 4

describe('history with two replicas on one PostgreSQL', () => {
  it('records one snapshot per day per region as the simulator clock advances', async () => {
    const simulated = {
      now: Date.parse(clockSchema.parse((await bff.control('/clock', undefined, 'GET')).json).now),
    }
    const us = portalClient('us')
    const env = {
      ...database?.env,
      // Generous upstream budget: the point here is the count of snapshots, not latency.
      UPSTREAM_TIMEOUT_MS: '10000',
      TALENT_US_CLIENT_ID: us.clientId,
      TALENT_US_CLIENT_SECRET: us.clientSecret,
    }
    const replicas = await Promise.all(
      [1, 2].map(async () => {
        const timers = manualTimers()
        const app = await bff.app(env, {
          nowMs: () => simulated.now,
          collector: {
            collectorRetry: { attempts: 3, baseDelayMs: 20, maxDelayMs: 40 },
            collectorTimers: timers,
          },
        })
        return { app, timers, client: bff.client(app) }
      }),
    )
    const firstDay = isoDay(simulated.now)

    for (let day = 0; day < DAYS; day += 1) {
      if (day > 0) {
        const advanced = await bff.control('/clock', { advanceSeconds: 86_400 })
        simulated.now = Date.parse(clockSchema.parse(advanced.json).now)
        for (const { timers } of replicas) timers.fireHeld()
      }
      // Each replica's collector has finished its round once it has scheduled the next one.
      for (const { timers } of replicas) await expect.poll(() => timers.held()).toHaveLength(1)
      for (const { client } of replicas) {
        expect((await client.signIn('eu')).status).toBe(200)
        expect((await client.orgInfo('eu')).status).toBe(200)
        expect((await client.orgInfo('eu')).status).toBe(200)
      }
    }
    await Promise.all(replicas.map(({ app }) => app.close()))

    const store = await openStore(database?.config ?? { engine: 'sqlite', dataDir: bff.dataDir })
    try {
      const snapshots = createSnapshots(store)
      const expected = Array.from({ length: DAYS }, (_, index) => addDays(firstDay, index))
      for (const region of ['us', 'eu']) {
        const rows = await snapshots.range(region, firstDay, addDays(firstDay, DAYS))
        expect(
          rows.map((row) => row.date),
          region,
        ).toEqual(expected)
      }
      expect(await snapshots.range('gov', firstDay, addDays(firstDay, DAYS))).toEqual([])
    } finally {
      await store.close()
    }
  }, 60_000)
})
