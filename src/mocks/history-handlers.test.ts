import { getResponse, type HttpHandler } from 'msw'
import { describe, expect, it } from 'vitest'
import { errorBodySchema } from '../domain/http/contract.ts'
import { addDays, historyPath, historyResponseSchema } from '../domain/history/history.ts'
import { shareEnd } from '../domain/trend/trends.ts'
import { createHandlers } from './handlers.ts'
import { MOCK_HISTORY_DAYS, WITHHELD_DAYS } from './history-fixtures.ts'
import { historyVariants } from './history-handlers.ts'
import { createMockState } from './state.ts'

async function get(handlers: HttpHandler[], path: string) {
  const response = await getResponse(
    handlers,
    new Request(new URL(path, location.origin), { headers: { 'X-CSRF': '1' } }),
  )
  if (!response) throw new Error(`no handler answered ${path}`)
  return response
}

const today = '2026-11-24'
const all = { from: addDays(today, -1000), to: today }

describe('mock history handler', () => {
  it('serves 18 months in date order, one snapshot a day, some metrics rising and some falling', async () => {
    const handlers = createHandlers(createMockState({ signedIn: ['us'] }))
    const body = historyResponseSchema.parse(
      await (await get(handlers, historyPath('us', all))).json(),
    )
    expect(body.region).toBe('us')
    expect(body.snapshots).toHaveLength(MOCK_HISTORY_DAYS)
    const dates = body.snapshots.map((snapshot) => snapshot.date)
    expect(dates).toEqual([...dates].sort())
    expect(new Set(dates).size).toBe(dates.length)
    expect(dates.at(-1)).toBe(today)
    const yearAgo = body.snapshots.at(-366)
    const last = body.snapshots.at(-1)
    const share = (snapshot: typeof last, key: string) => {
      const distribution = snapshot?.distributions.find((d) => d.key === key)
      return distribution === undefined ? undefined : shareEnd(distribution)?.yes
    }
    expect(share(last, 'pipelinesWithWomen')).toBeGreaterThan(
      share(yearAgo, 'pipelinesWithWomen') ?? 100,
    )
    expect(share(last, 'pipelinesWithDiverseEthnicity')).toBeLessThan(
      share(yearAgo, 'pipelinesWithDiverseEthnicity') ?? 0,
    )
  })

  it('withholds one stretch without counts, and filters by the range', async () => {
    const handlers = createHandlers(createMockState({ signedIn: ['us'] }))
    const range = { from: addDays(today, -WITHHELD_DAYS.to - 1), to: today }
    const body = historyResponseSchema.parse(
      await (await get(handlers, historyPath('us', range))).json(),
    )
    expect(body.snapshots[0]?.date).toBe(range.from)
    const superstar = (daysBack: number) =>
      body.snapshots
        .find((s) => s.date === addDays(today, -daysBack))
        ?.distributions.find((d) => d.key === 'superstar')
    expect(superstar(WITHHELD_DAYS.to + 1)).toMatchObject({ status: 'ok' })
    expect(superstar(WITHHELD_DAYS.to)).toMatchObject({
      status: 'suppressed',
      yesCount: null,
      noCount: null,
    })
    expect(superstar(WITHHELD_DAYS.from)).toMatchObject({
      status: 'suppressed',
      yesCount: null,
      noCount: null,
    })
    expect(superstar(WITHHELD_DAYS.from - 1)).toMatchObject({ status: 'ok' })
  })

  it('refuses like the BFF: unknown region, not signed in, bad range (with the BFF’s message)', async () => {
    const handlers = createHandlers(createMockState({ signedIn: ['us'] }))
    const answer = async (path: string) => {
      const response = await get(handlers, path)
      const body = errorBodySchema.parse(await response.json())
      return [response.status, body.error, body.message]
    }
    expect((await answer(historyPath('mars', all))).slice(0, 2)).toEqual([400, 'unknown_region'])
    expect((await answer(historyPath('eu', all))).slice(0, 2)).toEqual([401, 'not_signed_in'])
    expect(await answer(historyPath('us', { from: '2026-02-30', to: '2026-03-01' }))).toEqual([
      400,
      'invalid_request',
      '`from` is not a calendar day written YYYY-MM-DD.',
    ])
    expect((await answer('/api/regions/us/organization-info/history')).slice(0, 2)).toEqual([
      400,
      'invalid_request',
    ])
    expect((await answer(historyPath('us', { from: '2020-01-01', to: today })))[2]).toMatch(
      /at most 1100 days/,
    )
  })

  it('has variants for demo, empty, error and off', async () => {
    const base = createHandlers(createMockState({ signedIn: ['us'] }))
    const demo = await get([...historyVariants.demo, ...base], historyPath('us', all))
    expect(historyResponseSchema.parse(await demo.json()).demo).toBe(true)
    const empty = await get([...historyVariants.empty, ...base], historyPath('us', all))
    expect(historyResponseSchema.parse(await empty.json()).snapshots).toEqual([])
    expect((await get([...historyVariants.error, ...base], historyPath('us', all))).status).toBe(
      502,
    )
    expect((await get([...historyVariants.off, ...base], historyPath('us', all))).status).toBe(404)
  })
})
