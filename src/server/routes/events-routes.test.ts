import { describe, expect, it } from 'vitest'
import {
  EVENT_TITLE_MAX_LENGTH,
  annotationPaths,
  eventSchema,
  eventsResponseSchema,
} from '../../domain/annotations/annotations.ts'
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
      // Scripts, emoji, isolates and marks are text, stored alike by both engines.
      '\u2067إعادة تنظيم\u2069 Q3',
      'Launch 👩🏽‍💻 組織再編',
      'Reading \u200F order',
    ]
    for (const title of titles) {
      expect((await post(admin, events, { date: '2026-05-01', title })).status).toBe(201)
    }
    expect((await listed(admin)).map((event) => event.title).sort()).toEqual([...titles].sort())
    const note = 'First line\r\nsecond line\twith a tab'
    const noted = await post(admin, events, { date: '2026-05-02', title: 'Noted', note })
    expect(eventSchema.parse(noted.json).note).toBe(note)
    expect((await listed(admin)).find((event) => event.title === 'Noted')?.note).toBe(note)
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
      // Text no export can carry, or that hides what it says (decision 0252).
      [{ ...MARCH, title: 42 }, 'Give `title` as text.'],
      [{ ...MARCH, note: { html: '<b>' } }, 'Give `note` as text.'],
      [
        { ...MARCH, title: 'Q3\u0000launch' },
        '`title` contains a NUL character (U+0000); remove it.',
      ],
      [
        { ...MARCH, title: 'Q3 \uD800 launch' },
        '`title` contains half of a UTF-16 surrogate pair, which is no character; send valid Unicode.',
      ],
      [
        { ...MARCH, title: 'Q3\u0001\u0008\u000B' },
        '`title` contains a control character (a tab or a line break too); remove it.',
      ],
      [
        { ...MARCH, title: 'Two\nlines' },
        '`title` contains a control character (a tab or a line break too); remove it.',
      ],
      [
        { ...MARCH, note: 'Fine\nthen a bell\u0007' },
        '`note` contains a control character other than a tab or a line break; remove it.',
      ],
      [
        { ...MARCH, title: 'Q3 launch \u202Egnp.exe' },
        '`title` contains a bidirectional embedding or override (U+202A to U+202E); remove it (isolates, U+2066 to U+2069, may stay).',
      ],
      [
        { ...MARCH, title: '\u200B' },
        '`title` has only invisible characters; give text that can be seen.',
      ],
      [{}, 'Give `date` as a day, YYYY-MM-DD. Give `title`: it is empty.'],
    ]
    for (const [body, message] of cases) {
      const answer = await post(admin, events, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.json).toEqual({ error: 'invalid_request', message })
    }
    const exact = await post(admin, events, { ...MARCH, title: 'x'.repeat(EVENT_TITLE_MAX_LENGTH) })
    expect(exact.status).toBe(201)
    // Lengths are what a person counts: 80 emoji are 80 characters (160 UTF-16 units), 81 too many.
    const emoji = await post(admin, events, {
      ...MARCH,
      title: '😀'.repeat(EVENT_TITLE_MAX_LENGTH),
    })
    expect(emoji.status).toBe(201)
    expect(
      (await post(admin, events, { ...MARCH, title: '😀'.repeat(EVENT_TITLE_MAX_LENGTH + 1) }))
        .json,
    ).toEqual({
      error: 'invalid_request',
      message: `\`title\` has ${EVENT_TITLE_MAX_LENGTH + 1} characters; keep it to at most ${EVENT_TITLE_MAX_LENGTH}.`,
    })
    // A line or paragraph separator is a line break, which a title cannot hold.
    expect((await post(admin, events, { ...MARCH, title: 'Q3\u2028launch' })).status).toBe(400)
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
    // The two stored: the title of 80 x's and the one of 80 emoji.
    expect(await listed(admin)).toHaveLength(2)
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
