import { getResponse, type HttpHandler } from 'msw'
import { describe, expect, it } from 'vitest'
import { errorBodySchema } from '../domain/contract.ts'
import { addDays, historyPath, historyResponseSchema } from '../domain/history.ts'
import { shareEnd } from '../domain/trends.ts'
import { organizationInfoFor } from './fixtures.ts'
import { createHandlers } from './handlers.ts'
import {
  HISTORY_FIXTURE_DAYS,
  HISTORY_FIXTURE_NEW_REGION_DAYS,
  HISTORY_FIXTURE_TODAY,
  HISTORY_FIXTURE_WITHHELD,
} from './history-fixtures.ts'
import { createMockState } from './state.ts'
import { handlerVariants } from './variants.ts'

async function get(handlers: HttpHandler[], path: string) {
  const response = await getResponse(
    handlers,
    new Request(new URL(path, location.origin), { headers: { 'X-CSRF': '1' } }),
  )
  if (!response) throw new Error(`no handler answered ${path}`)
  return response
}

const all = { from: addDays(HISTORY_FIXTURE_TODAY, -1000), to: HISTORY_FIXTURE_TODAY }

describe('mock history handler', () => {
  it('serves about 18 months in date order, ending with today’s Organization Info', async () => {
    const handlers = createHandlers(createMockState({ signedIn: ['us'] }))
    const body = historyResponseSchema.parse(
      await (await get(handlers, historyPath('us', all))).json(),
    )
    expect(body).toMatchObject({ region: 'us', demo: true })
    expect(body.snapshots).toHaveLength(HISTORY_FIXTURE_DAYS)
    const dates = body.snapshots.map((snapshot) => snapshot.date)
    expect(dates).toEqual([...dates].sort())
    expect(new Set(dates).size).toBe(dates.length)
    const last = body.snapshots.at(-1)
    expect(last?.date).toBe(HISTORY_FIXTURE_TODAY)
    expect(last?.distributions).toEqual(organizationInfoFor('us').distributions)
    // Some metrics rose over the year and some fell.
    const first = body.snapshots[0]
    const share = (index: number, snapshot = first) =>
      shareEnd(snapshot?.distributions[index] ?? organizationInfoFor('us').distributions[0]!)?.yes
    expect(share(1, last)).toBeGreaterThan(share(1) ?? 100)
    expect(share(4, last)).toBeLessThan(share(4) ?? 0)
  })

  it('withholds one stretch without counts, and filters by the range', async () => {
    const handlers = createHandlers(createMockState({ signedIn: ['us'] }))
    const range = {
      from: addDays(HISTORY_FIXTURE_WITHHELD.from, -1),
      to: HISTORY_FIXTURE_WITHHELD.to,
    }
    const body = historyResponseSchema.parse(
      await (await get(handlers, historyPath('us', range))).json(),
    )
    expect(body.snapshots.map((snapshot) => snapshot.date)).toEqual(
      Array.from({ length: 22 }, (_, index) => addDays(range.from, index)),
    )
    const statuses = body.snapshots.map((snapshot) =>
      snapshot.distributions.find((d) => d.key === HISTORY_FIXTURE_WITHHELD.key),
    )
    expect(statuses[0]).toMatchObject({ status: 'ok' })
    for (const withheld of statuses.slice(1)) {
      expect(withheld).toMatchObject({ status: 'suppressed', yesCount: null, noCount: null })
    }
  })

  it('gives the newer region a short history', async () => {
    const handlers = createHandlers(createMockState({ signedIn: ['ap'] }))
    const body = historyResponseSchema.parse(
      await (await get(handlers, historyPath('ap', all))).json(),
    )
    expect(body.snapshots).toHaveLength(HISTORY_FIXTURE_NEW_REGION_DAYS)
  })

  it('refuses like the BFF: unknown region, not signed in, bad range', async () => {
    const handlers = createHandlers(createMockState({ signedIn: ['us'] }))
    const answer = async (path: string) => {
      const response = await get(handlers, path)
      return [response.status, errorBodySchema.parse(await response.json()).error]
    }
    expect(await answer(historyPath('mars', all))).toEqual([400, 'unknown_region'])
    expect(await answer(historyPath('eu', all))).toEqual([401, 'not_signed_in'])
    expect(await answer(historyPath('us', { from: '2026-02-30', to: '2026-03-01' }))).toEqual([
      400,
      'invalid_request',
    ])
    expect(await answer('/api/regions/us/organization-info/history')).toEqual([
      400,
      'invalid_request',
    ])
    expect(
      await answer(historyPath('us', { from: '2020-01-01', to: HISTORY_FIXTURE_TODAY })),
    ).toEqual([400, 'invalid_request'])
  })

  it('has variants for empty, error and off', async () => {
    const base = createHandlers()
    const empty = await get([...handlerVariants.historyEmpty, ...base], historyPath('us', all))
    expect(historyResponseSchema.parse(await empty.json()).snapshots).toEqual([])
    const error = await get([...handlerVariants.historyError, ...base], historyPath('us', all))
    expect(error.status).toBe(503)
    const off = await get([...handlerVariants.historyOff, ...base], historyPath('us', all))
    expect(off.status).toBe(404)
  })
})
