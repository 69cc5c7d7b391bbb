import { describe, expect, it, vi } from 'vitest'
import { openStore } from '../store/store.ts'
import { useBff, metricsText } from '../testing/harness.ts'

const bff = useBff()

/** Upstream invalidation that always fails: the token stays valid at the upstream. */
const BROKEN_INVALIDATION = { TALENT_INVALIDATE_PATH: '/no-such-endpoint' }

describe('session revocation', () => {
  it('refuses a replayed copy of a signed-out cookie, even when the upstream kept the token', async () => {
    const app = await bff.app(BROKEN_INVALIDATION)
    const client = bff.client(app)
    await client.signIn('us')
    await client.signIn('eu')
    const copy = bff.client(app)
    copy.cookie = client.cookie
    expect((await copy.orgInfo('us')).status).toBe(200)

    expect((await client.request({ method: 'DELETE', url: '/api/session' })).status).toBe(204)
    expect((await bff.tokens()).valid).toBe(2)
    for (const region of ['us', 'eu'] as const) {
      const answer = await copy.orgInfo(region)
      expect(answer.status).toBe(401)
      expect(answer.json).toMatchObject({ error: 'not_signed_in' })
    }
    // The refused copy is cleared, and lists no sessions.
    expect(copy.cookie).toBeUndefined()
  })

  it('signing one region out revokes that region in every copy, and only it', async () => {
    const app = await bff.app(BROKEN_INVALIDATION)
    const client = bff.client(app)
    await client.signIn('us')
    await client.signIn('eu')
    const copy = bff.client(app)
    copy.cookie = client.cookie

    expect((await client.request({ method: 'DELETE', url: '/api/session/us' })).status).toBe(204)
    expect((await copy.orgInfo('us')).json).toMatchObject({ error: 'not_signed_in' })
    expect((await copy.orgInfo('eu')).status).toBe(200)
    // Signing in to the region again on the live cookie is a new, unrevoked entry.
    expect((await client.signIn('us')).status).toBe(200)
    expect((await client.orgInfo('us')).status).toBe(200)
  })

  it('a sign-in over a cookie signed out in a copy is a live session, with its own id', async () => {
    const app = await bff.app()
    const client = bff.client(app)
    await client.signIn('us')
    const copy = bff.client(app)
    copy.cookie = client.cookie
    expect((await copy.request({ method: 'DELETE', url: '/api/session' })).status).toBe(204)

    // The browser still holds the signed-out cookie and signs in over it.
    expect((await client.signIn('eu')).status).toBe(200)
    expect((await client.orgInfo('eu')).status).toBe(200)
    // Signing out of it reaches the new upstream token too.
    expect((await client.request({ method: 'DELETE', url: '/api/session' })).status).toBe(204)
    expect(await bff.tokens()).toMatchObject({ valid: 0 })
  })

  it('signing out of everything also stops a copy made before the last sign-in', async () => {
    const app = await bff.app(BROKEN_INVALIDATION)
    const client = bff.client(app)
    await client.signIn('us')
    const older = bff.client(app)
    older.cookie = client.cookie
    await client.signIn('eu')

    expect((await client.request({ method: 'DELETE', url: '/api/session' })).status).toBe(204)
    expect((await bff.tokens()).valid).toBe(2)
    expect((await older.orgInfo('us')).json).toMatchObject({ error: 'not_signed_in' })
  })

  it("revokes the region's entry when the upstream rejects its token (403)", async () => {
    // No cache: the read started at sign-in (decision 0391) would answer from before the rotation.
    const app = await bff.app({ ORG_INFO_CACHE_TTL_MS: '0' })
    const client = bff.client(app)
    await client.signIn('us')
    const copy = bff.client(app)
    copy.cookie = client.cookie
    await bff.control('/regions/us/users/demo@example.com/rotate-api-key')
    expect((await client.orgInfo('us')).json).toMatchObject({ error: 'session_expired' })
    expect((await copy.orgInfo('us')).json).toMatchObject({ error: 'not_signed_in' })
  })

  it('reaches another replica within 5 seconds, even one that just accepted the cookie', async () => {
    const [first, second] = [await bff.app(BROKEN_INVALIDATION), await bff.app()]
    const client = bff.client(first)
    await client.signIn('us')
    const elsewhere = bff.client(second)
    elsewhere.cookie = client.cookie
    expect((await elsewhere.orgInfo('us')).status).toBe(200)

    await client.request({ method: 'DELETE', url: '/api/session' })
    // The second replica knows the cookie's ids as "not revoked" and serves from memory until its
    // background refresh reads the recent revocations (REVOCATION_REFRESH_MS, 1 s); then it refuses.
    await vi.waitFor(async () => expect((await elsewhere.orgInfo('us')).status).toBe(401), {
      timeout: 5000,
      interval: 100,
    })
  })
})

describe('when the store is down', () => {
  it('refuses sign-in with 503 store_unavailable, keeps data reads working, and /readyz says 503', async () => {
    const store = await openStore({ engine: 'sqlite', dataDir: bff.dataDir })
    const app = await bff.app({}, { store })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const client = bff.client(app)
    await client.signIn('us')
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200)
    await store.close()
    const ready = await app.inject({ url: '/readyz' })
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toEqual({ status: 'not_ready', store: 'unavailable' })

    const signIn = await bff.client(app).signIn('eu')
    expect(signIn.status).toBe(503)
    expect(signIn.json).toMatchObject({ error: 'store_unavailable' })
    expect(signIn.headers['x-content-type-options']).toBe('nosniff')
    expect((await client.orgInfo('us')).status).toBe(200)
    const signOut = await client.request({ method: 'DELETE', url: '/api/session/us' })
    expect(signOut.status).toBe(204)

    const metrics = await metricsText(app)
    expect(metrics).toMatch(/store_errors_total\{operation="rate_limit_read"\} [1-9]/)
    expect(metrics).toMatch(
      /store_operation_duration_seconds_count\{operation="revoke",outcome="error"\}/,
    )
  })
})
