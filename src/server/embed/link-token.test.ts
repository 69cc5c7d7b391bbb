import { SignJWT, UnsecuredJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { signEmbedLink, signingKey, verifyEmbedLink } from './link-token.ts'

const secret = 'an-embed-signing-secret-of-32-chars-or-more'
const key = signingKey(secret)
const now = new Date('2026-11-21T10:00:00.000Z')
const nowS = now.getTime() / 1000

async function rawToken(payload: Record<string, unknown>, alg = 'HS256', withSecret = secret) {
  return new SignJWT(payload).setProtectedHeader({ alg }).sign(signingKey(withSecret))
}

const valid = {
  region: 'us',
  aud: 'pdd-embed',
  iat: nowS,
  exp: nowS + 300,
  jti: 'a-unique-link-id',
}

describe('signEmbedLink + verifyEmbedLink', () => {
  it('accepts a link it signed and returns its claims', async () => {
    const token = await signEmbedLink({
      secret,
      region: 'eu',
      viewer: 'user-42',
      now,
      jti: 'jti-0001',
    })
    const verdict = await verifyEmbedLink(token, { key, now })
    expect(verdict).toEqual({
      ok: true,
      claims: {
        region: 'eu',
        iat: nowS,
        exp: nowS + 300,
        jti: 'jti-0001',
        sub: 'user-42',
        aud: 'pdd-embed',
      },
    })
  })

  it('refuses lifetimes above ten minutes when signing', async () => {
    await expect(signEmbedLink({ secret, region: 'us', ttlS: 601 })).rejects.toThrow(RangeError)
    await expect(signEmbedLink({ secret, region: 'us', ttlS: 0 })).rejects.toThrow(RangeError)
  })

  it('reports an expired link as expired (beyond the clock tolerance)', async () => {
    const token = await signEmbedLink({ secret, region: 'us', ttlS: 60, now })
    const later = new Date(now.getTime() + 91_000)
    expect(await verifyEmbedLink(token, { key, now: later })).toMatchObject({
      ok: false,
      code: 'embed_link_expired',
    })
    const withinTolerance = new Date(now.getTime() + 89_000)
    expect((await verifyEmbedLink(token, { key, now: withinTolerance })).ok).toBe(true)
  })

  it('reports a forged link (other secret) as invalid, even when it is also expired', async () => {
    const forged = await rawToken(
      { ...valid, exp: nowS - 100, iat: nowS - 200 },
      'HS256',
      `${secret}x`,
    )
    expect(await verifyEmbedLink(forged, { key, now })).toMatchObject({
      ok: false,
      code: 'embed_link_invalid',
      reason: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    })
  })

  it('refuses a tampered payload', async () => {
    const token = await rawToken(valid)
    const [header, , signature] = token.split('.')
    const payload = Buffer.from(JSON.stringify({ ...valid, region: 'eu' })).toString('base64url')
    const verdict = await verifyEmbedLink(`${header}.${payload}.${signature}`, { key, now })
    expect(verdict).toMatchObject({ ok: false, code: 'embed_link_invalid' })
  })

  it('refuses alg "none" and other algorithms', async () => {
    const unsecured = new UnsecuredJWT(valid).encode()
    expect(await verifyEmbedLink(unsecured, { key, now })).toMatchObject({
      ok: false,
      code: 'embed_link_invalid',
    })
    const hs512 = await rawToken(valid, 'HS512')
    expect(await verifyEmbedLink(hs512, { key, now })).toMatchObject({
      ok: false,
      reason: 'ERR_JOSE_ALG_NOT_ALLOWED',
    })
  })

  it.each([
    ['a lifetime over 600 s', { ...valid, exp: nowS + 601 }],
    ['exp before iat', { ...valid, iat: nowS + 10, exp: nowS + 5 }],
    ['an iat in the future', { ...valid, iat: nowS + 120, exp: nowS + 300 }],
    ['no jti', { region: 'us', iat: nowS, exp: nowS + 60 }],
    ['no iat', { region: 'us', exp: nowS + 60, jti: 'a-unique-link-id' }],
    ['a short jti', { ...valid, jti: 'abc' }],
    ['an unknown region', { ...valid, region: 'mars' }],
    ['no region', { iat: nowS, exp: nowS + 60, jti: 'a-unique-link-id' }],
    ['another audience', { ...valid, aud: 'some-other-app' }],
    ['no audience', { region: 'us', iat: nowS, exp: nowS + 60, jti: 'a-unique-link-id' }],
    ['an audience list without the dashboard', { ...valid, aud: ['portal', 'wiki'] }],
    ['a viewer id with control characters', { ...valid, sub: 'x\u0000y' }],
  ])('refuses a link with %s', async (_name, payload) => {
    const verdict = await verifyEmbedLink(await rawToken(payload), { key, now })
    expect(verdict).toMatchObject({ ok: false, code: 'embed_link_invalid' })
  })

  it('accepts an audience list that names the dashboard', async () => {
    const token = await rawToken({ ...valid, aud: ['portal', 'pdd-embed'] })
    expect((await verifyEmbedLink(token, { key, now })).ok).toBe(true)
  })

  it('refuses garbage and oversized tokens without throwing', async () => {
    for (const token of ['', 'not-a-jwt', 'a.b.c', 'x'.repeat(5000)]) {
      expect(await verifyEmbedLink(token, { key, now })).toMatchObject({
        ok: false,
        code: 'embed_link_invalid',
      })
    }
  })
})
