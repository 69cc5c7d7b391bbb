import { describe, expect, it } from 'vitest'
import {
  EVENT_TITLE_MAX_LENGTH,
  annotationPaths,
  eventSchema,
  eventsResponseSchema,
} from '../../domain/annotations.ts'
import { ENGINES } from '../store/testing/test-store.ts'
import { useBff } from '../testing/harness.ts'
import type { Client } from '../testing/harness.ts'
import { READER_ENV, get, post, put, remove, useReplicas } from './annotation-testing.ts'

const bff = useBff()
const events = annotationPaths.events('us')
const MARCH = { date: '2026-03-02', title: 'Leadership programme started' }

async function listed(client: Client, region = 'us') {
  return eventsResponseSchema.parse((await get(client, annotationPaths.events(region))).json).events
}

describe.each(ENGINES)('events on %s', (engine) => {
  const replica = useReplicas(bff, engine)

  it('adds, changes and deletes events, of one region or of every region', async () => {
    const [us, eu] = [await replica(), await replica(undefined, 'eu')]
    const created = await post(us, events, { ...MARCH, note: 'All directors.' })
    expect(created.status).toBe(201)
    const own = eventSchema.parse(created.json)
    expect(own).toMatchObject({ region: 'us', ...MARCH, note: 'All directors.', version: 1 })
    const everywhere = eventSchema.parse(
      (
        await post(eu, annotationPaths.events('eu'), {
          date: '2026-01-15',
          title: 'Reorganisation',
          allRegions: true,
        })
      ).json,
    )
    expect(everywhere).toMatchObject({ region: null, note: null })

    // Oldest first; the region's own events and every region's, not another region's.
    expect(await listed(us)).toEqual([everywhere, own])
    expect(await listed(eu, 'eu')).toEqual([everywhere])
    // An event of another region cannot be edited through this one.
    const foreign = await put(eu, annotationPaths.event('eu', own.id), { ...MARCH, version: 1 })
    expect(foreign.json).toMatchObject({ error: 'conflict' })

    const changed = await put(us, annotationPaths.event('us', own.id), {
      ...MARCH,
      title: 'Leadership programme launched',
      version: 1,
    })
    expect(eventSchema.parse(changed.json)).toMatchObject({ note: null, version: 2 })
    const stale = await put(us, annotationPaths.event('us', own.id), { ...MARCH, version: 1 })
    expect(stale.status).toBe(409)
    expect((await listed(us))[1]?.title).toBe('Leadership programme launched')

    expect((await remove(us, annotationPaths.event('us', everywhere.id), 1)).status).toBe(204)
    expect(await listed(eu, 'eu')).toEqual([])
    expect((await remove(us, annotationPaths.event('us', everywhere.id), 1)).status).toBe(409)
  })

  it('keeps HTML and formula-leading text as typed', async () => {
    const admin = await replica()
    const titles = [
      '<img src=x onerror=alert(1)>',
      '=HYPERLINK("http://x")',
      '+1',
      '-2',
      '@SUM(A1)',
    ]
    for (const title of titles) {
      expect((await post(admin, events, { date: '2026-05-01', title })).status).toBe(201)
    }
    expect((await listed(admin)).map((event) => event.title).sort()).toEqual([...titles].sort())
  })

  it('refuses bad events with sentences naming what is wrong', async () => {
    const admin = await replica()
    const long = 'x'.repeat(EVENT_TITLE_MAX_LENGTH + 1)
    const cases: [unknown, string][] = [
      [{ ...MARCH, title: long }, '`title` has 81 characters; keep it to at most 80.'],
      [{ ...MARCH, title: '   ' }, 'Give `title`: it is empty.'],
      [{ ...MARCH, note: 'n'.repeat(501) }, '`note` has 501 characters; keep it to at most 500.'],
      [{ ...MARCH, date: '2026-13-01' }, '`date` is not a calendar day written YYYY-MM-DD.'],
      [{ ...MARCH, date: '9999-12-31' }, '`date` must be a day from 2000-01-01 to 2100-12-31.'],
      [{ ...MARCH, date: '1999-12-31' }, '`date` must be a day from 2000-01-01 to 2100-12-31.'],
      [{ ...MARCH, allRegions: 'yes' }, 'Give `allRegions` as true or false.'],
      [{}, 'Give `date` as a day, YYYY-MM-DD. Give `title`: it is empty.'],
    ]
    for (const [body, message] of cases) {
      const answer = await post(admin, events, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.json).toEqual({ error: 'invalid_request', message })
    }
    const exact = await post(admin, events, { ...MARCH, title: 'x'.repeat(EVENT_TITLE_MAX_LENGTH) })
    expect(exact.status).toBe(201)
    const id = eventSchema.parse(exact.json).id
    expect((await put(admin, annotationPaths.event('us', id), MARCH)).json).toEqual({
      error: 'invalid_request',
      message: 'Give `version` as the version you read.',
    })
    expect(
      (await admin.request({ method: 'DELETE', url: annotationPaths.event('us', id) })).json,
    ).toEqual({
      error: 'invalid_request',
      message: 'Give `version` as the version you read.',
    })
    expect(await listed(admin)).toHaveLength(1)
  })

  it('lets every signed-in user read events but only administrators change them', async () => {
    const admin = await replica()
    const event = eventSchema.parse((await post(admin, events, MARCH)).json)
    const reader = await replica(READER_ENV)
    const read = eventsResponseSchema.parse((await get(reader, events)).json)
    expect(read).toEqual({ region: 'us', canEdit: false, events: [event] })
    for (const answer of [
      await post(reader, events, MARCH),
      await put(reader, annotationPaths.event('us', event.id), { ...MARCH, version: 1 }),
      await remove(reader, annotationPaths.event('us', event.id), 1),
    ]) {
      expect(answer.status).toBe(403)
      expect(answer.json).toMatchObject({ error: 'not_admin' })
    }
    expect(await listed(admin)).toEqual([event])
  })
})
