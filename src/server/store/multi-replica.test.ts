import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { portalClient } from '../../simulator/credentials.ts'
import { signEmbedLink } from '../embed/link-token.ts'
import { SESSION_COOKIE_NAME } from '../session/cookie.ts'
import { DEMO_API_KEY, DEMO_EMAIL, simulatorEnv, useBff } from '../testing/harness.ts'
import { freePort } from '../testing/free-port.ts'
import { useMainProcesses } from '../testing/main-process.ts'
import { freshStore } from './testing/test-store.ts'
import type { TestStoreConfig } from './testing/test-store.ts'

/**
 * Two BFF processes (`node src/server/main.ts`) against one real PostgreSQL: what one replica
 * records, the other honours.
 */
const SIGNING_SECRET = 'multi-replica-embed-signing-secret-0123456789'
const bff = useBff()
const processes = useMainProcesses()
let database: TestStoreConfig | undefined

beforeAll(async () => {
  database = await freshStore('postgres')
})
afterAll(async () => database?.cleanup())

/** Starts one replica; resolves to its base URL once it listens. */
async function replica(extra: Record<string, string> = {}): Promise<string> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const us = portalClient('us')
  const main = processes.start({
    ...simulatorEnv(bff.sim, ['us']),
    ...database?.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: origin,
    LOG_LEVEL: 'warn',
    // Upstream invalidation fails: only the store can stop a signed-out cookie.
    TALENT_INVALIDATE_PATH: '/no-such-endpoint',
    EMBED_ALLOWED_ORIGINS: 'https://portal.example.com',
    EMBED_SIGNING_SECRET: SIGNING_SECRET,
    TALENT_US_CLIENT_ID: us.clientId,
    TALENT_US_CLIENT_SECRET: us.clientSecret,
    ...extra,
  })
  await main.waitFor(/Open:\s+http/, 30_000)
  return origin
}

const post = (base: string, url: string, body: unknown, cookie = '') =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'x-csrf': '1', 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify(body),
  })

/** Waits (at most 5 s, the revocation refresh's reach) until `read` answers 401 not_signed_in. */
async function refusedWithin5s(read: () => Promise<Response>): Promise<void> {
  await vi.waitFor(
    async () => {
      const answer = await read()
      expect(answer.status).toBe(401)
      expect(await answer.json()).toMatchObject({ error: 'not_signed_in' })
    },
    { timeout: 5000, interval: 100 },
  )
}

describe('two replicas on one PostgreSQL', () => {
  it('a link spent on one is refused by the other', async () => {
    const [first, second] = await Promise.all([replica(), replica()])
    const token = await signEmbedLink({ secret: SIGNING_SECRET, region: 'us' })
    expect((await post(first, '/api/embed/session', { token })).status).toBe(200)
    const replay = await post(second, '/api/embed/session', { token })
    expect(replay.status).toBe(401)
    expect(await replay.json()).toMatchObject({ error: 'embed_link_used' })
  }, 60_000)

  it('an embed session ended on one is refused by the other within 5 seconds', async () => {
    const [first, second] = await Promise.all([replica(), replica()])
    const token = await signEmbedLink({ secret: SIGNING_SECRET, region: 'us' })
    const started = await post(first, '/api/embed/session', { token })
    expect(started.status).toBe(200)
    const cookie = started.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .join('; ')
    const read = (base: string) =>
      fetch(`${base}/api/embed/regions/us/organization-info`, {
        headers: { 'x-csrf': '1', cookie },
      })
    expect((await read(second)).status).toBe(200)
    const ended = await fetch(`${first}/api/embed/session/us`, {
      method: 'DELETE',
      headers: { 'x-csrf': '1', origin: first, cookie },
    })
    expect(ended.status).toBe(204)
    await refusedWithin5s(() => read(second))
  }, 60_000)

  it('sign-in failures on one count on the other', async () => {
    const limits = { SIGNIN_FAILURES_PER_EMAIL: '2' }
    const [first, second] = await Promise.all([replica(limits), replica(limits)])
    const wrong = { region: 'us', email: DEMO_EMAIL, apiKey: 'wrong' }
    expect((await post(first, '/api/session', wrong)).status).toBe(401)
    expect((await post(second, '/api/session', wrong)).status).toBe(401)
    const locked = await post(first, '/api/session', { ...wrong, apiKey: DEMO_API_KEY })
    expect(locked.status).toBe(429)
    expect(await locked.json()).toMatchObject({ error: 'rate_limited' })
  }, 60_000)

  it('a cookie signed out on one is refused by the other within 5 seconds', async () => {
    const [first, second] = await Promise.all([replica(), replica()])
    const signIn = await post(first, '/api/session', {
      region: 'us',
      email: DEMO_EMAIL,
      apiKey: DEMO_API_KEY,
    })
    const cookie =
      signIn.headers
        .getSetCookie()
        .map((line) => line.split(';')[0] ?? '')
        .find((pair) => pair.startsWith(`${SESSION_COOKIE_NAME}=`)) ?? ''
    const read = (base: string) =>
      fetch(`${base}/api/regions/us/organization-info`, { headers: { 'x-csrf': '1', cookie } })
    expect((await read(second)).status).toBe(200)

    const signOut = await fetch(`${first}/api/session`, {
      method: 'DELETE',
      headers: { 'x-csrf': '1', origin: first, cookie },
    })
    expect(signOut.status).toBe(204)
    expect((await bff.tokens()).valid).toBe(1)
    await refusedWithin5s(() => read(second))
  }, 60_000)
})
