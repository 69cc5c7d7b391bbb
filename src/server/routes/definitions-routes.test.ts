import { describe, expect, it } from 'vitest'
import {
  DEFINITION_MAX_LENGTH,
  annotationPaths,
  auditResponseSchema,
  definitionSchema,
  definitionsResponseSchema,
  eventSchema,
} from '../../domain/annotations/annotations.ts'
import { DEMO_EMAIL } from '../../simulator/datasets.ts'
import { ENGINES } from '../store/testing/test-store.ts'
import { useBff } from '../testing/harness.ts'
import { READER_ENV, get, post, put, remove, useReplicas } from './annotation-testing.ts'

const bff = useBff()
const leadersFr = annotationPaths.definition('us', 'pipelinesWithLeaders', 'fr')
const WORDING = 'Share of succession pipelines with at least one ready-now leader.'

describe.each(ENGINES)('definitions and the audit log on %s', (engine) => {
  const replica = useReplicas(bff, engine)

  it('stores the organization’s wording per metric and language, for every region', async () => {
    const [us, eu] = [await replica(), await replica(undefined, 'eu')]
    const en = annotationPaths.definition('us', 'pipelinesWithLeaders', 'en')
    expect((await put(us, en, { text: WORDING, version: 0 })).status).toBe(200)
    const french = await put(us, leadersFr, { text: '<b>Part</b> des viviers', version: 0 })
    expect(definitionSchema.parse(french.json)).toEqual({
      metric: 'pipelinesWithLeaders',
      language: 'fr',
      text: '<b>Part</b> des viviers',
      version: 1,
    })
    const read = definitionsResponseSchema.parse(
      (await get(eu, annotationPaths.definitions('eu'))).json,
    )
    expect(read.definitions.map((row) => [row.language, row.text])).toEqual([
      ['en', WORDING],
      ['fr', '<b>Part</b> des viviers'],
    ])
    const throughEu = annotationPaths.definition('eu', 'pipelinesWithLeaders', 'fr')
    expect((await put(eu, throughEu, { text: 'Autre', version: 0 })).status).toBe(409)
    expect((await remove(eu, throughEu, 1)).status).toBe(204)
    const after = definitionsResponseSchema.parse(
      (await get(us, annotationPaths.definitions('us'))).json,
    )
    expect(after.definitions.map((row) => row.language)).toEqual(['en'])
  })

  it('refuses empty or long wording, unknown languages, and non-administrators', async () => {
    const admin = await replica()
    expect((await put(admin, leadersFr, { text: ' ', version: 0 })).json).toEqual({
      error: 'invalid_request',
      message: 'Give `text`: it is empty.',
    })
    expect(
      (await put(admin, leadersFr, { text: 'x'.repeat(DEFINITION_MAX_LENGTH + 1), version: 0 }))
        .json,
    ).toEqual({
      error: 'invalid_request',
      message: `\`text\` has ${DEFINITION_MAX_LENGTH + 1} characters; keep it to at most ${DEFINITION_MAX_LENGTH}.`,
    })
    // A control character once broke every export (PNG, SVG, PPTX); a number is no text.
    const refusals: [unknown, string][] = [
      [
        'Share with a leader\u0001\u0008\u000B',
        '`text` contains a control character other than a tab or a line break; remove it.',
      ],
      ['\u0000', '`text` contains a NUL character (U+0000); remove it.'],
      ['\u200B\u200B', '`text` has only invisible characters; give text that can be seen.'],
      [2000, 'Give `text` as text.'],
    ]
    for (const [text, message] of refusals) {
      expect((await put(admin, leadersFr, { text, version: 0 })).json).toEqual({
        error: 'invalid_request',
        message,
      })
    }
    const lines = 'Pipelines with a leader:\n\tone named successor at least.'
    expect((await put(admin, leadersFr, { text: lines, version: 0 })).status).toBe(200)
    const stored = definitionsResponseSchema.parse(
      (await get(admin, annotationPaths.definitions('us'))).json,
    )
    expect(stored.definitions.map((definition) => definition.text)).toEqual([lines])
    expect((await remove(admin, leadersFr, 1)).status).toBe(204)
    const klingon = annotationPaths.definition('us', 'pipelinesWithLeaders', 'tlh')
    expect((await put(admin, klingon, { text: WORDING, version: 0 })).json).toMatchObject({
      error: 'invalid_request',
    })
    const reader = await replica(READER_ENV)
    expect((await put(reader, leadersFr, { text: WORDING, version: 0 })).json).toMatchObject({
      error: 'not_admin',
    })
    const read = definitionsResponseSchema.parse(
      (await get(reader, annotationPaths.definitions('us'))).json,
    )
    expect(read).toEqual({ canEdit: false, definitions: [] })
  })

  it('logs every change with who, when, where, before and after, newest first, to administrators', async () => {
    const [us, eu] = [await replica(), await replica(undefined, 'eu')]
    const target = annotationPaths.target('us', 'pipelinesWithWomen')
    const goal = { yesShare: 35, targetDate: '2027-06-30', version: 0 }
    await put(us, target, goal)
    await put(us, target, { ...goal, yesShare: 38, version: 1 })
    const event = eventSchema.parse(
      (await post(eu, annotationPaths.events('eu'), { date: '2026-02-01', title: 'EU only' })).json,
    )
    await put(us, leadersFr, { text: 'Part', version: 0 })
    await remove(us, target, 2)
    // A refused edit changes nothing and logs nothing.
    expect((await put(us, target, { ...goal, version: 7 })).status).toBe(409)

    const log = auditResponseSchema.parse((await get(us, annotationPaths.audit('us'))).json)
    expect(log.entries.map((entry) => [entry.kind, entry.region, entry.subject])).toEqual([
      ['target', 'us', 'pipelinesWithWomen'],
      ['definition', null, 'pipelinesWithLeaders/fr'],
      ['target', 'us', 'pipelinesWithWomen'],
      ['target', 'us', 'pipelinesWithWomen'],
    ])
    const [deleted, , changed, created] = log.entries
    expect(created).toMatchObject({
      email: DEMO_EMAIL,
      before: null,
      after: { yesShare: 35, version: 1 },
    })
    expect(changed).toMatchObject({ before: { yesShare: 35 }, after: { yesShare: 38, version: 2 } })
    expect(deleted).toMatchObject({ before: { yesShare: 38 }, after: null })
    expect(created?.at).toBe('2026-11-24T09:30:00.000Z')

    const euLog = auditResponseSchema.parse((await get(eu, annotationPaths.audit('eu'))).json)
    expect(euLog.entries.map((entry) => entry.subject)).toEqual([
      'pipelinesWithLeaders/fr',
      event.id,
    ])
  })
})
