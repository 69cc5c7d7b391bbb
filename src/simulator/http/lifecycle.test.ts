import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DEMO_EMAIL } from '../datasets.ts'
import { tokenOf, useSimulator } from '../test-helpers.ts'

const t = useSimulator()
const forbidden = { error: 'forbidden', message: expect.any(String) }
const rotated = z.object({ apiKey: z.string().min(16) })

describe('token lifecycle (spec, "States and transitions")', () => {
  it('valid → expired: 403 once 864000 s have passed since issue, not a second before', async () => {
    const token = await t.passwordToken('us')
    await t.control('/clock', { advanceSeconds: 863_999 })
    expect((await t.orgInfo('us', token)).status).toBe(200)
    await t.control('/clock', { advanceSeconds: 1 })
    const answer = await t.orgInfo('us', token)
    expect(answer.status).toBe(403)
    expect(answer.json).toEqual(forbidden)
    expect(answer.text).toContain('expired')
    expect(await t.tokens('us')).toEqual({ valid: 0, expired: 1, invalidated: 0 })
  })

  it('expires client-credentials tokens after the same lifetime', async () => {
    const answer = await t.authenticate('ca', {
      grantType: 'client_credentials',
      client_id: 'ca-portal',
      client_secret: 'ca-portal-secret',
    })
    const token = tokenOf(answer.json) ?? ''
    expect(answer.json).toMatchObject({ data: { expires_in: 864000, token_type: 'Bearer' } })
    await t.control('/clock', { advanceSeconds: 864_000 })
    expect((await t.orgInfo('ca', token)).status).toBe(403)
  })

  it('counts expiry from each token’s own issue time', async () => {
    const early = await t.passwordToken('us')
    await t.control('/clock', { advanceSeconds: 500_000 })
    const late = await t.passwordToken('us')
    await t.control('/clock', { advanceSeconds: 400_000 })
    expect((await t.orgInfo('us', early)).status).toBe(403)
    expect((await t.orgInfo('us', late)).status).toBe(200)
  })

  it('valid → invalidated on password (API key) change: every token of that user', async () => {
    const [first, second] = [await t.passwordToken('us'), await t.passwordToken('us')]
    const other = await t.control('/regions/us/users', { email: 'other@example.com' })
    const { apiKey: otherKey } = rotated.parse(other.json)
    const otherToken = await t.passwordToken('us', 'other@example.com', otherKey)
    const euToken = await t.passwordToken('eu')

    const answer = await t.control(
      `/regions/us/users/${encodeURIComponent(DEMO_EMAIL)}/rotate-api-key`,
    )
    expect(answer.status).toBe(200)
    const { apiKey } = rotated.parse(answer.json)

    for (const token of [first, second]) {
      const data = await t.orgInfo('us', token)
      expect(data.status).toBe(403)
      expect(data.text).toContain('invalidated')
    }
    expect((await t.orgInfo('us', otherToken)).status).toBe(200)
    expect((await t.orgInfo('eu', euToken)).status).toBe(200)
    expect(await t.tokens('us')).toEqual({ valid: 1, expired: 0, invalidated: 2 })
    expect(
      (
        await t.authenticate('us', {
          grantType: 'password',
          username: DEMO_EMAIL,
          password: 'demo-api-key',
        })
      ).status,
    ).toBe(400)
    expect(await t.passwordToken('us', DEMO_EMAIL, apiKey)).toEqual(expect.any(String))
  })

  it('valid → invalidated by the explicit endpoint: 204, and the token stops working', async () => {
    const token = await t.passwordToken('us')
    const keep = await t.passwordToken('us')
    const answer = await t.invalidate('us', token)
    expect(answer.status).toBe(204)
    expect(answer.text).toBe('')
    expect((await t.orgInfo('us', token)).status).toBe(403)
    expect((await t.orgInfo('us', keep)).status).toBe(200)
    expect(await t.tokens()).toEqual({ valid: 1, expired: 0, invalidated: 1 })
  })

  it('invalidation is idempotent: already invalidated or expired still answer 204', async () => {
    const token = await t.passwordToken('us')
    expect((await t.invalidate('us', token)).status).toBe(204)
    expect((await t.invalidate('us', token)).status).toBe(204)
    const old = await t.passwordToken('us')
    await t.control('/clock', { advanceSeconds: 864_000 })
    expect((await t.invalidate('us', old)).status).toBe(204)
    expect(await t.tokens()).toEqual({ valid: 0, expired: 1, invalidated: 1 })
  })

  it('invalidation answers 403 for an unknown token and 401 without a Bearer header', async () => {
    const unknown = await t.invalidate('us', 'not-a-token')
    expect(unknown.status).toBe(403)
    expect(unknown.json).toEqual(forbidden)
    const missing = await t.request('/us/oauth/v1/invalidate', { method: 'POST' })
    expect(missing.status).toBe(401)
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer/)
  })

  it('keeps several tokens of one user valid at the same time', async () => {
    const tokens = await Promise.all(Array.from({ length: 5 }, () => t.passwordToken('us')))
    expect(new Set(tokens).size).toBe(5)
    const answers = await Promise.all(tokens.map((token) => t.orgInfo('us', token)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(await t.tokens('us')).toEqual({ valid: 5, expired: 0, invalidated: 0 })
  })
})

describe('region isolation', () => {
  it('does not accept a token of one region in another', async () => {
    const usToken = await t.passwordToken('us')
    const answer = await t.orgInfo('eu', usToken)
    expect(answer.status).toBe(403)
    expect(answer.text).toContain('not recognised')
    expect((await t.invalidate('eu', usToken)).status).toBe(403)
    expect((await t.orgInfo('us', usToken)).status).toBe(200)
  })

  it('keeps users per region: a user added in one region is unknown elsewhere', async () => {
    const added = await t.control('/regions/gov/users', { email: 'gov-only@example.com' })
    const { apiKey } = rotated.parse(added.json)
    expect(await t.passwordToken('gov', 'gov-only@example.com', apiKey)).toEqual(expect.any(String))
    const elsewhere = await t.authenticate('us', {
      grantType: 'password',
      username: 'gov-only@example.com',
      password: apiKey,
    })
    expect(elsewhere.status).toBe(400)
  })

  it('counts tokens per region', async () => {
    await t.passwordToken('us')
    await t.passwordToken('eu')
    await t.passwordToken('eu')
    expect(await t.tokens('eu')).toEqual({ valid: 2, expired: 0, invalidated: 0 })
    expect(await t.tokens()).toEqual({ valid: 3, expired: 0, invalidated: 0 })
  })
})
