import { brotliDecompressSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { embedApiPaths } from '../../domain/http/embed.ts'
import { errorBody } from '../../domain/http/errors.ts'
import { historyResponseSchema, type HistoryRange } from '../../domain/history/history.ts'
import type { RegionId } from '../../domain/regions/regions.ts'
import type { StoredSnapshot } from '../store/snapshots.ts'
import { createSnapshots } from '../store/snapshots.ts'
import { openStore } from '../store/store.ts'
import { snapshotRow } from '../store/testing/snapshot-rows.ts'
import { ENGINES, freshStore, type TestStoreConfig } from '../store/testing/test-store.ts'
import { apiRequest, embedEnv, TEST_EMBED_SECRET, useBff } from '../testing/harness.ts'
import { HISTORY_COMPRESS_THRESHOLD } from '../routes/history-routes.ts'
import { embedCookieName } from './embed-cookie.ts'
import { signEmbedLink } from './link-token.ts'

/**
 * The embed view's history route (decision 0225) on both store engines: the snapshots a store
 * holds, to a portal-vouched embed session of their region only, with the user route's range
 * check, budgets and compression, and the contract's error shape.
 */
const bff = useBff()
const RANGE: HistoryRange = { from: '2026-01-01', to: '2026-01-31' }

/** A stored `us` snapshot; a yes count under MIN_CELL_SIZE=3 is withheld as served. */
const snapshot = (date: string, yes: number) => snapshotRow(date, yes)

describe.each(ENGINES)(
  'GET /api/embed/regions/:region/organization-info/history on %s',
  (engine) => {
    let store: TestStoreConfig | undefined
    let app: FastifyInstance
    let offsetMs = 0

    async function start(env: Record<string, string> = {}) {
      app = await bff.app(
        { ...store?.env, ...embedEnv(['us', 'eu']), MIN_CELL_SIZE: '3', ...env },
        { regions: ['us', 'eu'], nowMs: () => Date.now() + offsetMs },
      )
    }

    async function seed(rows: StoredSnapshot[]) {
      const opened = await openStore(store?.config ?? { engine: 'sqlite', dataDir: bff.dataDir })
      try {
        await createSnapshots(opened).insertIfAbsent(rows, Date.now())
      } finally {
        await opened.close()
      }
    }

    beforeEach(async () => {
      offsetMs = 0
      store = await freshStore(engine)
      await seed([
        snapshot('2026-01-05', 10),
        snapshot('2026-01-06', 12),
        snapshot('2026-02-01', 20),
      ])
    })
    afterEach(async () => {
      await app.close()
      await store?.cleanup()
    })

    /** A viewer: exchanges a fresh signed link and returns the embed cookie of the region. */
    async function viewer(region: RegionId): Promise<Record<string, string>> {
      const token = await signEmbedLink({ secret: TEST_EMBED_SECRET, region })
      const response = await apiRequest(app, 'POST', '/api/embed/session', {
        body: { token, region },
      })
      expect(response.statusCode).toBe(200)
      const name = embedCookieName(region)
      return { [name]: response.cookies.find((cookie) => cookie.name === name)?.value ?? '' }
    }

    const read = (
      region: string,
      cookies: Record<string, string>,
      range: HistoryRange = RANGE,
      headers: Record<string, string> = {},
    ) => apiRequest(app, 'GET', embedApiPaths.history(region, range), { cookies, headers })

    it('answers the stored snapshots of the range, small cells withheld as served', async () => {
      await start()
      const answer = await read('us', await viewer('us'))
      expect(answer.statusCode).toBe(200)
      const body = historyResponseSchema.parse(answer.json())
      expect(body).toMatchObject({ region: 'us', demo: false })
      expect(body.snapshots.map((row) => row.date)).toEqual(['2026-01-05', '2026-01-06'])
      expect(body.snapshots[1]?.distributions[0]).toMatchObject({ yesCount: 12, noCount: 30 })
      // 2 of 42 is below MIN_CELL_SIZE=3: withheld on the way out, as on the user route.
      expect(body.snapshots[0]?.distributions[1]).toMatchObject({ yesCount: null, noCount: null })
      expect(answer.headers['set-cookie']).toBeUndefined()
      expect(answer.headers['cache-control']).toMatch(/no-store/)
    })

    it('needs an embed session of that region, and says so in the contract’s shape', async () => {
      await start()
      const none = await read('us', {})
      expect([none.statusCode, none.json()]).toEqual([
        401,
        { error: 'not_signed_in', message: expect.any(String) },
      ])
      expect(none.headers['x-content-type-options']).toBe('nosniff')
      const euViewer = await viewer('eu')
      expect((await read('us', euViewer)).json()).toMatchObject({ error: 'not_signed_in' })
      expect((await read('phx', euViewer)).json()).toEqual(errorBody('unknown_region'))
      // A user's own session cookie is not an embed session.
      expect((await read('us', { __Host_pdd_session: 'forged' })).statusCode).toBe(401)
    })

    it('says session_expired once the embed session has run out, and clears its cookie', async () => {
      await start()
      const cookies = await viewer('us')
      offsetMs = 3600_000
      const answer = await read('us', cookies)
      expect([answer.statusCode, answer.json()]).toEqual([
        401,
        {
          error: 'session_expired',
          message: 'This embedded view has expired. Reload the portal page to see current figures.',
        },
      ])
      expect(answer.cookies.find((cookie) => cookie.name === embedCookieName('us'))?.value).toBe('')
    })

    it('checks the range as the user route does', async () => {
      await start()
      const cookies = await viewer('us')
      const backwards = await read('us', cookies, { from: '2026-02-01', to: '2026-01-01' })
      expect([backwards.statusCode, backwards.json()]).toEqual([
        400,
        { error: 'invalid_request', message: '`from` is after `to`.' },
      ])
      const missing = await apiRequest(
        app,
        'GET',
        '/api/embed/regions/us/organization-info/history?to=2026-01-31',
        { cookies },
      )
      expect(missing.json()).toEqual({
        error: 'invalid_request',
        message: 'Give `from` as a day, YYYY-MM-DD.',
      })
    })

    it('keeps the /api defences: no X-CSRF header is refused before the route runs', async () => {
      await start()
      const cookies = await viewer('us')
      const answer = await app.inject({
        method: 'GET',
        url: embedApiPaths.history('us', RANGE),
        cookies,
      })
      expect(answer.statusCode).toBe(403)
      expect(answer.json()).toMatchObject({ error: expect.stringMatching(/csrf/) })
    })

    it('spends a budget per embed session (HISTORY_READS_PER_SESSION_PER_MINUTE)', async () => {
      await start({ HISTORY_READS_PER_SESSION_PER_MINUTE: '2' })
      const first = await viewer('us')
      for (let count = 0; count < 2; count += 1) {
        expect((await read('us', first)).statusCode).toBe(200)
      }
      const refused = await read('us', first)
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toMatchObject({ error: 'rate_limited' })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      // Another viewer's embed session has its own budget.
      expect((await read('us', await viewer('us'))).statusCode).toBe(200)
    })

    it('compresses a large answer as the user route does', async () => {
      const march = Array.from({ length: 31 }, (_, day) =>
        snapshot(`2026-03-${String(day + 1).padStart(2, '0')}`, 10 + (day % 5)),
      )
      await seed(march)
      await start()
      const cookies = await viewer('us')
      const spring = { from: '2026-03-01', to: '2026-03-31' }
      const plain = await read('us', cookies, spring)
      const brotli = await read('us', cookies, spring, { 'accept-encoding': 'br' })
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body.length).toBeGreaterThan(HISTORY_COMPRESS_THRESHOLD)
      expect(brotli.headers['content-encoding']).toBe('br')
      expect(brotli.headers.vary).toMatch(/accept-encoding/i)
      const body = historyResponseSchema.parse(
        JSON.parse(brotliDecompressSync(brotli.rawPayload).toString()),
      )
      expect(body.snapshots).toHaveLength(31)
    })

    it('with HISTORY=off: the route is absent (404 not_found)', async () => {
      await start({ HISTORY: 'off' })
      const answer = await read('us', await viewer('us'))
      expect([answer.statusCode, answer.json()]).toEqual([404, errorBody('not_found')])
    })
  },
)
