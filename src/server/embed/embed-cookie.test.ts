import cookie from '@fastify/cookie'
import Fastify from 'fastify'
import { sealData } from 'iron-session'
import { describe, expect, it } from 'vitest'
import { createEmbedCookies, embedCookieName, embedSealPassword } from './embed-cookie.ts'
import type { EmbedGrant } from './embed-cookie.ts'
import { createRevocations } from '../store/revocations.ts'
import { useFreshStore } from '../store/testing/test-store.ts'

const sessionSecret = 'a-session-secret-that-is-long-enough-123'
const nowS = 2_000_000_000
const attributes = {
  path: '/',
  httpOnly: true,
  secure: true,
  sameSite: 'none',
  partitioned: true,
} as const

const store = useFreshStore('sqlite')
const silent = { warn: () => undefined, info: () => undefined }

async function readBack(value: string, region: 'us' | 'eu' = 'us') {
  const app = Fastify()
  await app.register(cookie)
  const revocations = createRevocations(store(), { log: silent, refreshMs: 0 })
  const cookies = createEmbedCookies({
    sessionSecret,
    cookie: attributes,
    nowS: () => nowS,
    revocations,
  })
  app.get('/read', async (request) => cookies.read(request, region))
  const response = await app.inject({
    method: 'GET',
    url: '/read',
    cookies: { [embedCookieName(region)]: value },
  })
  await app.close()
  return response.json()
}

const grant: EmbedGrant = {
  v: 2,
  id: 'grant-id-0123456789abcdef',
  region: 'us',
  iat: nowS,
  exp: nowS + 3600,
  sub: 'emp-1',
}

describe('embed cookies', () => {
  it('reads back a grant sealed with the derived password', async () => {
    const sealed = await sealData(grant, { password: embedSealPassword(sessionSecret), ttl: 3600 })
    expect(await readBack(sealed)).toEqual({ kind: 'ok', grant })
  })

  it('refuses a value sealed with SESSION_SECRET itself (a user session cookie, say)', async () => {
    const sealed = await sealData(grant, { password: sessionSecret, ttl: 3600 })
    expect(await readBack(sealed)).toEqual({ kind: 'none' })
  })

  it('derives a password distinct from the secret and stable for it', () => {
    expect(embedSealPassword(sessionSecret)).not.toBe(sessionSecret)
    expect(embedSealPassword(sessionSecret)).toBe(embedSealPassword(sessionSecret))
    expect(embedSealPassword(`${sessionSecret}x`)).not.toBe(embedSealPassword(sessionSecret))
    expect(embedSealPassword(sessionSecret).length).toBeGreaterThanOrEqual(32)
  })

  it('refuses a grant for another region and an expired grant', async () => {
    const password = embedSealPassword(sessionSecret)
    expect(await readBack(await sealData(grant, { password, ttl: 3600 }), 'eu')).toEqual({
      kind: 'none',
    })
    const old = { ...grant, exp: nowS }
    expect(await readBack(await sealData(old, { password, ttl: 3600 }))).toEqual({
      kind: 'expired',
    })
  })
})
