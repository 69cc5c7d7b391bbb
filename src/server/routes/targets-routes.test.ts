import { describe, expect, it } from 'vitest'
import {
  annotationPaths,
  targetSchema,
  targetsResponseSchema,
} from '../../domain/annotations/annotations.ts'
import { errorBodySchema } from '../../domain/http/contract.ts'
import { API_ERRORS } from '../../domain/http/errors.ts'
import { ENGINES } from '../store/testing/test-store.ts'
import { useBff } from '../testing/harness.ts'
import {
  ADMIN_ENV,
  READER_ENV,
  TODAY,
  get,
  put,
  remove,
  useReplicas,
} from './annotation-testing.ts'

const bff = useBff()
const targets = annotationPaths.targets('us')
const leaders = annotationPaths.target('us', 'pipelinesWithLeaders')
const GOAL = { yesShare: 40, targetDate: '2027-12-31', startDate: '2026-01-01', version: 0 }

describe.each(ENGINES)('targets on %s', (engine) => {
  const replica = useReplicas(bff, engine)

  it('a target set through one replica is read through another at once, versioned', async () => {
    const [first, second] = [await replica(), await replica()]
    const created = await put(first, leaders, GOAL)
    expect(created.status).toBe(200)
    expect(targetSchema.parse(created.json)).toEqual({
      metric: 'pipelinesWithLeaders',
      yesShare: 40,
      targetDate: '2027-12-31',
      startDate: '2026-01-01',
      version: 1,
    })
    const read = targetsResponseSchema.parse((await get(second, targets)).json)
    expect(read).toEqual({
      region: 'us',
      canEdit: true,
      targets: [targetSchema.parse(created.json)],
    })

    const changed = await put(second, leaders, { ...GOAL, yesShare: 42.5, version: 1 })
    expect(targetSchema.parse(changed.json)).toMatchObject({ yesShare: 42.5, version: 2 })
    const seen = targetsResponseSchema.parse((await get(first, targets)).json)
    expect(seen.targets.map((target) => [target.yesShare, target.version])).toEqual([[42.5, 2]])
  })

  it('a stale edit is answered 409 conflict and the stored target stays as the other edit left it', async () => {
    const [first, second] = [await replica(), await replica()]
    expect((await put(first, leaders, GOAL)).status).toBe(200)
    // Both read version 1; the second to write loses.
    expect((await put(first, leaders, { ...GOAL, yesShare: 45, version: 1 })).status).toBe(200)
    const stale = await put(second, leaders, { ...GOAL, yesShare: 30, version: 1 })
    expect(stale.status).toBe(409)
    expect(errorBodySchema.parse(stale.json)).toEqual({
      error: 'conflict',
      message: API_ERRORS.conflict.message,
    })
    // Creating what exists is stale too.
    expect((await put(second, leaders, GOAL)).status).toBe(409)
    expect((await remove(second, leaders, 1)).status).toBe(409)
    const stored = targetsResponseSchema.parse((await get(second, targets)).json).targets
    expect(stored.map((target) => [target.yesShare, target.version])).toEqual([[45, 2]])

    expect((await remove(second, leaders, 2)).status).toBe(204)
    expect(targetsResponseSchema.parse((await get(first, targets)).json).targets).toEqual([])
    expect((await remove(first, leaders, 2)).status).toBe(409)
  })

  it('two replicas racing from one version: exactly one edit wins', async () => {
    const [first, second] = [await replica(), await replica()]
    expect((await put(first, leaders, GOAL)).status).toBe(200)
    const answers = await Promise.all(
      [first, second, first, second].map((client, index) =>
        put(client, leaders, { ...GOAL, yesShare: 50 + index, version: 1 }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409])
    const stored = targetsResponseSchema.parse((await get(first, targets)).json).targets[0]
    const winner = answers.find((answer) => answer.status === 200)
    expect(stored).toEqual(targetSchema.parse(winner?.json))
  })

  it('refuses bad targets with sentences naming what is wrong', async () => {
    const admin = await replica()
    const cases: [unknown, string][] = [
      [{ ...GOAL, yesShare: 101 }, '`yesShare` must be from 0 to 100 %.'],
      [{ ...GOAL, yesShare: -0.5 }, '`yesShare` must be from 0 to 100 %.'],
      [{ ...GOAL, yesShare: '40' }, 'Give `yesShare` as a number from 0 to 100 (a percentage).'],
      [
        { ...GOAL, targetDate: '2026-11-23' },
        `A new target's \`targetDate\` (2026-11-23) is in the past; give ${TODAY} or a later day.`,
      ],
      [
        { ...GOAL, targetDate: '2027-02-30' },
        '`targetDate` is not a calendar day written YYYY-MM-DD.',
      ],
      [
        { ...GOAL, startDate: '2028-01-01' },
        '`startDate` (2028-01-01) must be before `targetDate` (2027-12-31).',
      ],
      // A far date for "no deadline" once froze the trend view: only 2000 to 2100 is accepted.
      [
        { ...GOAL, targetDate: '9999-12-31' },
        '`targetDate` must be a day from 2000-01-01 to 2100-12-31.',
      ],
      [
        { ...GOAL, targetDate: '2101-01-01' },
        '`targetDate` must be a day from 2000-01-01 to 2100-12-31.',
      ],
      [
        { ...GOAL, startDate: '1999-12-31' },
        '`startDate` must be a day from 2000-01-01 to 2100-12-31.',
      ],
      [{ ...GOAL, version: -1 }, 'Give `version` as the version you read (0 for a new one).'],
      [
        {},
        'Give `yesShare` as a number from 0 to 100 (a percentage). Give `targetDate` as a day, YYYY-MM-DD. Give `version` as the version you read (0 for a new one).',
      ],
    ]
    for (const [body, message] of cases) {
      const answer = await put(admin, leaders, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.json).toEqual({ error: 'invalid_request', message })
    }
    const badMetric = await put(admin, annotationPaths.target('us', '=cmd|x'), GOAL)
    expect(badMetric.json).toEqual({
      error: 'invalid_request',
      message: 'The metric in the path is not a metric key.',
    })
    // Today is not in the past; a target already set keeps its date when it has passed.
    expect((await put(admin, leaders, { ...GOAL, targetDate: TODAY })).status).toBe(200)
    // The last accepted day is accepted, with a start on the first.
    const edge = { yesShare: 50, targetDate: '2100-12-31', startDate: '2000-01-01', version: 1 }
    expect((await put(admin, leaders, edge)).status).toBe(200)
    expect(targetsResponseSchema.parse((await get(admin, targets)).json).targets).toHaveLength(1)
  })

  it('a user ADMIN_EMAILS does not list reads targets but cannot change them: 403 not_admin', async () => {
    const admin = await replica(ADMIN_ENV)
    expect((await put(admin, leaders, GOAL)).status).toBe(200)
    const reader = await replica(READER_ENV)
    const read = targetsResponseSchema.parse((await get(reader, targets)).json)
    expect(read.canEdit).toBe(false)
    expect(read.targets).toHaveLength(1)
    for (const answer of [
      await put(reader, leaders, { ...GOAL, version: 1, yesShare: 10 }),
      await remove(reader, leaders, 1),
      await get(reader, annotationPaths.audit('us')),
    ]) {
      expect(answer.status).toBe(403)
      expect(answer.json).toEqual({ error: 'not_admin', message: API_ERRORS.not_admin.message })
    }
    expect(targetsResponseSchema.parse((await get(admin, targets)).json).targets[0]?.yesShare).toBe(
      40,
    )
  })

  it('answers 401 to users not signed in to the region, and keeps the /api defences', async () => {
    const admin = await replica()
    const stranger = bff.client(admin.app)
    expect((await get(stranger, targets)).json).toMatchObject({ error: 'not_signed_in' })
    expect((await get(admin, annotationPaths.targets('eu'))).json).toMatchObject({
      error: 'not_signed_in',
    })
    const withoutCsrf = await admin.request({
      method: 'PUT',
      url: leaders,
      json: GOAL,
      headers: { 'x-csrf': undefined },
    })
    expect(withoutCsrf.status).toBe(403)
    expect(withoutCsrf.json).toMatchObject({ error: 'csrf' })
    expect(withoutCsrf.headers['x-content-type-options']).toBe('nosniff')
    const asText = await admin.request({
      method: 'PUT',
      url: leaders,
      payload: JSON.stringify(GOAL),
      headers: { 'content-type': 'text/plain' },
    })
    expect(asText.json).toMatchObject({ error: 'unsupported_media_type' })
    const crossSite = await admin.request({
      method: 'PUT',
      url: leaders,
      json: GOAL,
      headers: { origin: 'https://evil.example' },
    })
    expect(crossSite.json).toMatchObject({ error: 'forbidden_origin' })
    expect(targetsResponseSchema.parse((await get(admin, targets)).json).targets).toEqual([])
  })
})
