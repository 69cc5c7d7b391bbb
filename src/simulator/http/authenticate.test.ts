import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { basicCredentialFor } from '../credentials.ts'
import { DEMO_API_KEY, DEMO_EMAIL } from '../datasets.ts'
import { tokenOf, useSimulator } from '../test-helpers.ts'

const t = useSimulator()
const password = { grantType: 'password', username: DEMO_EMAIL, password: DEMO_API_KEY }
const portal = {
  grantType: 'client_credentials',
  client_id: 'us-portal',
  client_secret: 'us-portal-secret',
}

describe('POST <base>/oauth/v1/authenticate', () => {
  it('answers the password grant with exactly the spec token response', async () => {
    const answer = await t.authenticate('us', password)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.json).toEqual({
      data: {
        access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expires_in: 864000,
        scope: 'global',
        token_type: 'Bearer',
      },
    })
    // Exactly these four fields: no refresh_token, nothing else.
    expect(
      Object.keys(
        z.object({ data: z.record(z.string(), z.unknown()) }).parse(answer.json).data,
      ).sort(),
    ).toEqual(['access_token', 'expires_in', 'scope', 'token_type'])
  })

  it('matches the e-mail address case-insensitively', async () => {
    const answer = await t.authenticate('us', { ...password, username: 'Demo@Example.COM' })
    expect(answer.status).toBe(200)
  })

  it('issues a different token on every request', async () => {
    const first = await t.passwordToken('us')
    const second = await t.passwordToken('us')
    expect(first).not.toBe(second)
  })

  it.each([
    ['missing', null],
    ['of another region', basicCredentialFor('eu')],
    ['not base64', '%%%'],
    ['with a wrong secret', Buffer.from('us-client:nope').toString('base64')],
  ])('answers 401 invalid_client when the Basic credential is %s', async (_case, basic) => {
    const answer = await t.authenticate('us', password, { basic })
    expect(answer.status).toBe(401)
    expect(answer.json).toEqual({ error: 'invalid_client', message: expect.any(String) })
    expect(answer.headers.get('www-authenticate')).toBe('Basic realm="us"')
  })

  it('answers 401 for a Bearer scheme on the token endpoint', async () => {
    const answer = await t.request('/us/oauth/v1/authenticate', {
      method: 'POST',
      headers: { authorization: 'Bearer abc', 'content-type': 'application/json' },
      body: JSON.stringify(password),
    })
    expect(answer.status).toBe(401)
  })

  it('checks the Basic credential before the body', async () => {
    const answer = await t.authenticate('us', '{not json', { basic: null })
    expect(answer.status).toBe(401)
  })

  it.each([
    ['text/plain', 'text/plain'],
    ['form encoded', 'application/x-www-form-urlencoded'],
    ['missing', undefined],
  ])('answers 415 invalid_request when Content-Type is %s', async (_case, type) => {
    const headers: Record<string, string> = { authorization: `Basic ${basicCredentialFor('us')}` }
    if (type !== undefined) headers['content-type'] = type
    const answer = await t.request('/us/oauth/v1/authenticate', {
      method: 'POST',
      headers,
      body: JSON.stringify(password),
    })
    expect(answer.status).toBe(415)
    expect(answer.json).toEqual({ error: 'invalid_request', message: expect.any(String) })
  })

  it('accepts a charset parameter on application/json', async () => {
    const answer = await t.request('/us/oauth/v1/authenticate', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basicCredentialFor('us')}`,
        'content-type': 'application/json; charset=utf-8',
      },
      body: JSON.stringify(password),
    })
    expect(answer.status).toBe(200)
  })

  it.each([
    ['malformed JSON', '{"grantType":'],
    ['an empty body', ''],
    ['a JSON array', '[]'],
    ['no grantType', { username: DEMO_EMAIL, password: DEMO_API_KEY }],
    ['a password grant without password', { grantType: 'password', username: DEMO_EMAIL }],
    ['a password grant with a numeric username', { ...password, username: 42 }],
    ['a client grant without secret', { grantType: 'client_credentials', client_id: 'us-portal' }],
  ])('answers 400 invalid_request for %s', async (_case, body) => {
    const answer = await t.authenticate('us', body)
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({ error: 'invalid_request', message: expect.any(String) })
  })

  it('names the missing fields in the message', async () => {
    const answer = await t.authenticate('us', { grantType: 'password' })
    expect(answer.json).toMatchObject({ message: expect.stringMatching(/username.*password/) })
  })

  it('answers 400 unsupported_grant_type for an unknown grantType', async () => {
    const answer = await t.authenticate('us', { ...password, grantType: 'refresh_token' })
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({ error: 'unsupported_grant_type', message: expect.any(String) })
  })

  it.each([
    ['a wrong API key', { ...password, password: 'wrong-key' }],
    ['an unknown user', { ...password, username: 'nobody@example.com' }],
  ])('answers 400 invalid_grant for %s, without echoing it', async (_case, body) => {
    const answer = await t.authenticate('us', body)
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({ error: 'invalid_grant', message: expect.any(String) })
    expect(answer.text).not.toContain(body.password)
    expect(answer.text).not.toContain(body.username)
  })

  it('answers 413 for a body over the limit', async () => {
    const answer = await t.authenticate('us', { ...password, padding: 'x'.repeat(70_000) })
    expect(answer.status).toBe(413)
    expect(answer.json).toMatchObject({ error: 'payload_too_large' })
  })
})

describe('client credentials grant', () => {
  it('issues a token to the pre-provisioned portal client', async () => {
    const answer = await t.authenticate('us', portal)
    expect(answer.status).toBe(200)
    const token = tokenOf(answer.json)
    expect(token).toBeDefined()
    expect((await t.orgInfo('us', token ?? '')).status).toBe(200)
  })

  it('answers 401 invalid_client for a wrong secret or an unknown client', async () => {
    for (const body of [
      { ...portal, client_secret: 'wrong' },
      { ...portal, client_id: 'eu-portal', client_secret: 'eu-portal-secret' },
    ]) {
      const answer = await t.authenticate('us', body)
      expect(answer.status).toBe(401)
      expect(answer.json).toEqual({ error: 'invalid_client', message: expect.any(String) })
    }
  })

  it('answers 400 unauthorized_client while the grant is disabled, and works again after', async () => {
    expect((await t.control('/regions/us/client-credentials', { enabled: false })).json).toEqual({
      enabled: false,
    })
    const refused = await t.authenticate('us', portal)
    expect(refused.status).toBe(400)
    expect(refused.json).toEqual({ error: 'unauthorized_client', message: expect.any(String) })
    expect(
      (
        await t.authenticate('eu', {
          ...portal,
          client_id: 'eu-portal',
          client_secret: 'eu-portal-secret',
        })
      ).status,
    ).toBe(200)
    expect((await t.authenticate('us', password)).status).toBe(200)
    await t.control('/regions/us/client-credentials', { enabled: true })
    expect((await t.authenticate('us', portal)).status).toBe(200)
  })

  it('invalidates the client’s tokens when its secret is reset; the new secret works', async () => {
    const old = tokenOf((await t.authenticate('us', portal)).json) ?? ''
    const user = await t.passwordToken('us')
    const reset = await t.control('/regions/us/clients/us-portal/reset-secret')
    expect(reset.status).toBe(200)
    const { clientSecret } = z.object({ clientSecret: z.string() }).parse(reset.json)
    expect(clientSecret).not.toBe('us-portal-secret')
    expect((await t.orgInfo('us', old)).status).toBe(403)
    expect((await t.orgInfo('us', user)).status).toBe(200)
    expect((await t.authenticate('us', portal)).status).toBe(401)
    expect((await t.authenticate('us', { ...portal, client_secret: clientSecret })).status).toBe(
      200,
    )
  })
})
