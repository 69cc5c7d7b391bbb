import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  HISTORY_MAX_RANGE_DAYS,
  addDays,
  historyPath,
  historyResponseSchema,
} from '../../domain/history/history.ts'
import type { HistoryRange } from '../../domain/history/history.ts'
import { organizationInfoSchema } from '../../domain/metrics/organization-info.ts'
import { errorBody } from '../../domain/http/errors.ts'
import { createSnapshots } from '../store/snapshots.ts'
import { openStore } from '../store/store.ts'
import type { Client } from '../testing/harness.ts'
import { useBff } from '../testing/harness.ts'
import { HISTORY_COMPRESS_THRESHOLD } from './history-routes.ts'

const bff = useBff()
const DAY_MS = 86_400_000
const START = Date.UTC(2026, 10, 24, 9, 30)
const ALL: HistoryRange = { from: '2026-01-01', to: '2026-12-31' }

/** A BFF on a clock the test moves, with HISTORY on (the default). */
async function historyApp(env: Record<string, string> = {}) {
  const clock = { now: START }
  const app = await bff.app({ MIN_GROUP_SIZE: '5', ...env }, { nowMs: () => clock.now })
  return { app, clock, client: bff.client(app) }
}

const history = (
  client: Client,
  region: string,
  range: HistoryRange = ALL,
  headers: Record<string, string> = {},
) => client.request({ method: 'GET', url: historyPath(region, range), headers })

function setUsDataset(leaders: [number, number]) {
  return bff.control('/regions/us/dataset', {
    organizationInfo: {
      pipelinesWithLeaders: { yesCount: leaders[0], noCount: leaders[1] },
      pipelinesWithWomen: { yesCount: 1, noCount: 2 },
      genderDiversity: 40,
    },
  })
}

describe('GET /api/regions/:region/organization-info/history', () => {
  it('records the first successful read of each day, suppressed as served, and answers in date order', async () => {
    const { app, clock, client } = await historyApp()
    // Before the sign-in, whose own read (decision 0391) the first read below gets.
    await setUsDataset([12, 30])
    expect((await client.signIn('us')).status).toBe(200)
    expect(historyResponseSchema.parse((await history(client, 'us')).json).snapshots).toEqual([])

    const { distributions, percentages } = organizationInfoSchema.parse(
      (await client.orgInfo('us')).json,
    )
    // A later read the same day changes nothing, even when the data did.
    await setUsDataset([20, 30])
    await client.orgInfo('us')
    clock.now += DAY_MS
    await client.signIn('us')
    await client.orgInfo('us')
    await app.close()

    const reader = bff.client(await bff.app({}, { nowMs: () => clock.now }))
    await reader.signIn('us')
    const answer = await history(reader, 'us')
    expect(answer.status).toBe(200)
    const body = historyResponseSchema.parse(answer.json)
    expect(body.region).toBe('us')
    expect(body.demo).toBe(false)
    expect(body.snapshots.map((s) => s.date)).toEqual(['2026-11-24', '2026-11-25'])
    expect(body.snapshots[0]).toEqual({ date: '2026-11-24', distributions, percentages })
    expect(body.snapshots[0]?.distributions[0]).toMatchObject({ yesCount: 12, noCount: 30 })
    expect(body.snapshots[1]?.distributions[0]).toMatchObject({ yesCount: 20, noCount: 30 })
    // The withheld distribution is stored withheld: no counts, on either day.
    for (const snapshot of body.snapshots) {
      expect(snapshot.distributions[1]).toEqual({
        key: 'pipelinesWithWomen',
        label: 'Pipelines with women',
        yesCount: null,
        noCount: null,
        status: 'suppressed',
        minGroupSize: 5,
      })
    }
    expect(JSON.stringify(body)).not.toMatch(/"yesCount":1,"noCount":2/)
  })

  it('filters by the range, both ends included', async () => {
    const { clock, client } = await historyApp()
    for (let day = 0; day < 4; day += 1) {
      await client.signIn('us')
      expect((await client.orgInfo('us')).status).toBe(200)
      clock.now += DAY_MS
    }
    await client.signIn('us')
    await expect
      .poll(
        async () =>
          historyResponseSchema.parse((await history(client, 'us')).json).snapshots.length,
      )
      .toBe(4)
    const answer = await history(client, 'us', { from: '2026-11-25', to: '2026-11-26' })
    expect(historyResponseSchema.parse(answer.json).snapshots.map((s) => s.date)).toEqual([
      '2026-11-25',
      '2026-11-26',
    ])
  })

  it('compresses an answer above its threshold for a client that accepts it, and only then', async () => {
    const { clock, client } = await historyApp()
    await client.signIn('us')
    const small = await history(client, 'us', ALL, { 'accept-encoding': 'br, gzip' })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(historyResponseSchema.parse(small.json).snapshots).toEqual([])
    for (let day = 0; day < 5; day += 1) {
      await client.signIn('us')
      expect((await client.orgInfo('us')).status).toBe(200)
      clock.now += DAY_MS
    }
    await client.signIn('us')
    await expect
      .poll(async () => (await history(client, 'us')).body.length)
      .toBeGreaterThan(HISTORY_COMPRESS_THRESHOLD)
    const plain = await history(client, 'us')
    expect(plain.headers['content-encoding']).toBeUndefined()
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync }
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await history(client, 'us', ALL, { 'accept-encoding': accept })
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe(encoding)
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i)
      expect(answer.raw.length).toBeLessThan(plain.raw.length / 3)
      expect(decoders[encoding](answer.raw).toString('utf8')).toBe(plain.body)
    }
    // Errors stay plain JSON.
    const refused = await history(client, 'us', { from: 'x', to: 'y' }, { 'accept-encoding': 'br' })
    expect(refused.status).toBe(400)
    expect(refused.headers['content-encoding']).toBeUndefined()
  })

  it('refuses bad requests with the contract errors, saying what is wrong', async () => {
    const { client } = await historyApp()
    const unknown = await history(client, 'mars')
    expect([unknown.status, unknown.json]).toEqual([
      400,
      expect.objectContaining({ error: 'unknown_region' }),
    ])
    const notSignedIn = await history(client, 'us')
    expect([notSignedIn.status, notSignedIn.json]).toEqual([
      401,
      expect.objectContaining({ error: 'not_signed_in' }),
    ])
    await client.signIn('us')
    const cases: [string, RegExp][] = [
      ['/api/regions/us/organization-info/history', /Give `from` as a day.*Give `to` as a day/],
      [
        '/api/regions/us/organization-info/history?from=2026-02-30&to=2026-03-01',
        /`from` is not a calendar day/,
      ],
      [
        '/api/regions/us/organization-info/history?from=2026-01-01&to=yesterday',
        /`to` is not a calendar day/,
      ],
      ['/api/regions/us/organization-info/history?from=2026-01-02&to=2026-01-01', /is after `to`/],
      [
        '/api/regions/us/organization-info/history?from=2026-01-01&from=2026-01-02&to=2026-01-03',
        /Give `from` once/,
      ],
      [
        historyPath('us', {
          from: addDays('2026-11-24', -HISTORY_MAX_RANGE_DAYS),
          to: '2026-11-24',
        }),
        /at most 1100 days/,
      ],
    ]
    for (const [url, message] of cases) {
      const answer = await client.request({ method: 'GET', url })
      expect(answer.status, url).toBe(400)
      expect(answer.json, url).toEqual({
        error: 'invalid_request',
        message: expect.stringMatching(message),
      })
    }
    const longest = historyPath('us', {
      from: addDays('2026-11-24', 1 - HISTORY_MAX_RANGE_DAYS),
      to: '2026-11-24',
    })
    expect((await client.request({ method: 'GET', url: longest })).status).toBe(200)
  })

  it('refuses a signed-out cookie replayed, and a session of another region', async () => {
    const { client, app } = await historyApp({ TALENT_INVALIDATE_PATH: '/no-such-endpoint' })
    await client.signIn('us')
    const copy = bff.client(app)
    copy.cookie = client.cookie
    expect((await history(copy, 'us')).status).toBe(200)
    expect((await history(copy, 'eu')).json).toMatchObject({ error: 'not_signed_in' })
    expect((await client.request({ method: 'DELETE', url: '/api/session/us' })).status).toBe(204)
    const replay = await history(copy, 'us')
    expect([replay.status, replay.json]).toEqual([
      401,
      expect.objectContaining({ error: 'not_signed_in' }),
    ])
  })

  it('with HISTORY=off: the route is absent (404 not_found) and nothing is recorded', async () => {
    const { app, client } = await historyApp({ HISTORY: 'off' })
    await client.signIn('us')
    expect((await client.orgInfo('us')).status).toBe(200)
    const answer = await history(client, 'us')
    expect([answer.status, answer.json]).toEqual([404, errorBody('not_found')])
    await app.close()
    const store = await openStore({ engine: 'sqlite', dataDir: bff.dataDir })
    try {
      expect(await createSnapshots(store).range('us', ALL.from, ALL.to)).toEqual([])
    } finally {
      await store.close()
    }
  })
})

describe('history read budgets', () => {
  function expectRateLimited(answer: Awaited<ReturnType<typeof history>>) {
    expect(answer.status).toBe(429)
    expect(answer.json).toMatchObject({ error: 'rate_limited' })
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    const retryAfter = Number(answer.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
  }

  it('refuses a session past HISTORY_READS_PER_SESSION_PER_MINUTE, and only that session', async () => {
    const { app, client } = await historyApp({ HISTORY_READS_PER_SESSION_PER_MINUTE: '3' })
    await client.signIn('us')
    for (let read = 0; read < 3; read += 1) expect((await history(client, 'us')).status).toBe(200)
    expectRateLimited(await history(client, 'us'))
    // Another sign-in (its own token) still reads.
    const other = bff.client(app)
    await other.signIn('us')
    expect((await history(other, 'us')).status).toBe(200)
  })

  it('refuses a client IP past HISTORY_READS_PER_IP_PER_MINUTE across sessions', async () => {
    const { app } = await historyApp({ HISTORY_READS_PER_IP_PER_MINUTE: '4', TRUST_PROXY: '1' })
    const from = (ip: string) => ({ 'x-forwarded-for': ip })
    const first = bff.client(app)
    const second = bff.client(app)
    await first.signIn('us')
    await second.signIn('us')
    for (const client of [first, second, first, second]) {
      expect((await history(client, 'us', ALL, from('198.51.100.7'))).status).toBe(200)
    }
    const refused = await history(second, 'us', ALL, from('198.51.100.7'))
    expectRateLimited(refused)
    expect(refused.json).toMatchObject({ scope: 'network' })
    expect((await history(second, 'us', ALL, from('198.51.100.8'))).status).toBe(200)
  })
})
