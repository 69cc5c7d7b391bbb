import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DEMO_EMAIL } from '../datasets.ts'
import { TEST_START, useSimulator } from '../test-helpers.ts'

const t = useSimulator()
const invalid = { error: 'invalid_request', message: expect.any(String) }
const apiKeyAnswer = z.object({ apiKey: z.string() })

describe('control API: clock', () => {
  it('starts at the configured instant and moves only forward', async () => {
    expect((await t.control('/clock', undefined, 'GET')).json).toEqual({
      now: TEST_START.toISOString(),
    })
    const moved = await t.control('/clock', { advanceSeconds: 90 })
    expect(moved.json).toEqual({ now: '2026-01-01T00:01:30.000Z' })
    expect((await t.control('/clock', undefined, 'GET')).json).toEqual(moved.json)
  })

  it.each([
    ['a negative number', { advanceSeconds: -1 }],
    ['a string', { advanceSeconds: '10' }],
    ['no field', {}],
    ['an unknown field', { advanceSeconds: 1, rewind: true }],
  ])('rejects %s with 400 invalid_request naming the field', async (_case, body) => {
    const answer = await t.control('/clock', body)
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual(invalid)
  })

  it('rejects malformed JSON with a JSON 400', async () => {
    const answer = await t.request('/__control/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"advanceSeconds":',
    })
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual(invalid)
  })
})

describe('control API: users and keys', () => {
  it('adds a user with a generated key, who can then fetch a token', async () => {
    const added = await t.control('/regions/us/users', { email: 'New.User@example.com' })
    expect(added.status).toBe(201)
    const { apiKey } = apiKeyAnswer.parse(added.json)
    expect(added.json).toMatchObject({ email: 'new.user@example.com' })
    expect(await t.passwordToken('us', 'new.user@example.com', apiKey)).toEqual(expect.any(String))
  })

  it('adds a user with a chosen key, and refuses a duplicate with 409', async () => {
    const added = await t.control('/regions/us/users', { email: 'a@example.com', apiKey: 'chosen' })
    expect(added.json).toMatchObject({ apiKey: 'chosen' })
    const again = await t.control('/regions/us/users', { email: 'A@example.com' })
    expect(again.status).toBe(409)
    expect(again.json).toMatchObject({ error: 'user_exists' })
  })

  it('rejects a user without e-mail', async () => {
    expect((await t.control('/regions/us/users', {})).status).toBe(400)
  })

  it('answers 404 unknown_user when rotating the key of a missing user', async () => {
    const answer = await t.control('/regions/us/users/ghost%40example.com/rotate-api-key')
    expect(answer.status).toBe(404)
    expect(answer.json).toMatchObject({ error: 'unknown_user' })
  })

  it('rotates to a fresh key every time', async () => {
    const path = `/regions/us/users/${encodeURIComponent(DEMO_EMAIL)}/rotate-api-key`
    const first = apiKeyAnswer.parse((await t.control(path)).json).apiKey
    const second = apiKeyAnswer.parse((await t.control(path)).json).apiKey
    expect(first).not.toBe(second)
    expect(first).not.toBe('demo-api-key')
  })

  it('answers 404 unknown_client when resetting a missing client', async () => {
    const answer = await t.control('/regions/us/clients/nobody/reset-secret')
    expect(answer.status).toBe(404)
    expect(answer.json).toMatchObject({ error: 'unknown_client' })
  })

  it('validates the client-credentials switch', async () => {
    expect((await t.control('/regions/us/client-credentials', { enabled: 'no' })).status).toBe(400)
  })
})

describe('control API: regions', () => {
  it.each([
    ['/regions/xx/users', { email: 'a@example.com' }],
    ['/regions/xx/users/demo%40example.com/rotate-api-key', undefined],
    ['/regions/xx/client-credentials', { enabled: true }],
    ['/regions/xx/clients/xx-portal/reset-secret', undefined],
    ['/regions/xx/dataset', { organizationInfo: {} }],
  ])('answers 404 unknown_region for %s', async (path, body) => {
    const answer = await t.control(path, body)
    expect(answer.status).toBe(404)
    expect(answer.json).toMatchObject({ error: 'unknown_region' })
  })

  it('answers 404 for token counts of an unknown region', async () => {
    expect((await t.request('/__control/tokens?region=xx')).status).toBe(404)
  })

  it('replaces a region’s dataset, bare or enveloped', async () => {
    const organizationInfo = {
      pipelinesWithLeaders: { yesCount: 1, noCount: null },
      genderDiversity: 12.5,
    }
    const set = await t.control('/regions/eu/dataset', { envelope: false, organizationInfo })
    expect(set.status).toBe(200)
    const token = await t.passwordToken('eu')
    expect((await t.orgInfo('eu', token)).json).toEqual(organizationInfo)
    await t.control('/regions/eu/dataset', { organizationInfo })
    expect((await t.orgInfo('eu', token)).json).toEqual({ data: organizationInfo })
  })

  it('rejects a dataset with values that are neither distributions, numbers nor null', async () => {
    const answer = await t.control('/regions/eu/dataset', { organizationInfo: { x: 'text' } })
    expect(answer.status).toBe(400)
  })
})

describe('control API: reset', () => {
  it('restores clock, users, keys, tokens, grant switch, faults and datasets', async () => {
    const token = await t.passwordToken('us')
    await t.control('/clock', { advanceSeconds: 1000 })
    await t.control(`/regions/us/users/${encodeURIComponent(DEMO_EMAIL)}/rotate-api-key`)
    await t.control('/regions/us/users', { email: 'temp@example.com', apiKey: 'temp-key' })
    await t.control('/regions/us/client-credentials', { enabled: false })
    await t.control('/regions/us/dataset', { organizationInfo: {} })
    await t.control('/faults', { mode: 'error', ratio: 0.5 })

    const reset = await t.control('/reset')
    expect(reset.status).toBe(204)

    expect((await t.control('/clock', undefined, 'GET')).json).toEqual({
      now: TEST_START.toISOString(),
    })
    expect(await t.tokens()).toEqual({ valid: 0, expired: 0, invalidated: 0 })
    expect((await t.orgInfo('us', token)).status).toBe(403)
    expect((await t.control('/faults', undefined, 'GET')).json).toMatchObject({ mode: 'none' })
    const fresh = await t.passwordToken('us')
    expect((await t.orgInfo('us', fresh)).json).toMatchObject({ data: { genderDiversity: 41.5 } })
    const temp = await t.authenticate('us', {
      grantType: 'password',
      username: 'temp@example.com',
      password: 'temp-key',
    })
    expect(temp.status).toBe(400)
    const portal = {
      grantType: 'client_credentials',
      client_id: 'us-portal',
      client_secret: 'us-portal-secret',
    }
    expect((await t.authenticate('us', portal)).status).toBe(200)
  })
})
