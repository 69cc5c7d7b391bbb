import type { FastifyInstance } from 'fastify'
import { beforeEach, describe, expect, it } from 'vitest'
import { organizationInfoSchema } from '../../domain/metrics/organization-info.ts'
import type { RegionId } from '../../domain/regions/regions.ts'
import { apiRequest, embedEnv, TEST_EMBED_SECRET, useBff } from '../testing/harness.ts'
import { embedCookieName } from './embed-cookie.ts'
import { signEmbedLink } from './link-token.ts'

const bff = useBff()
let app: FastifyInstance
/** Moves the BFF's clock (not the simulator's). */
let offsetMs = 0

async function control(path: string, body?: unknown): Promise<unknown> {
  const method = body === undefined && path.startsWith('/tokens') ? 'GET' : 'POST'
  return (await bff.control(path, body, method)).json
}

/** A viewer: exchanges a fresh link and returns the embed cookie of the region. */
async function viewer(region: RegionId): Promise<Record<string, string>> {
  const token = await signEmbedLink({ secret: TEST_EMBED_SECRET, region })
  const response = await apiRequest(app, 'POST', '/api/embed/session', { body: { token, region } })
  expect(response.statusCode).toBe(200)
  const name = embedCookieName(region)
  return { [name]: response.cookies.find((cookie) => cookie.name === name)?.value ?? '' }
}

const read = (region: RegionId, cookies: Record<string, string>) =>
  apiRequest(app, 'GET', `/api/embed/regions/${region}/organization-info`, { cookies })

beforeEach(async () => {
  offsetMs = 0
  const regions: RegionId[] = ['us', 'eu', 'ap']
  app = await bff.app(
    { ...embedEnv(regions), ORG_INFO_CACHE_TTL_MS: '0' },
    { regions, nowMs: () => Date.now() + offsetMs },
  )
})

describe('GET /api/embed/regions/:region/organization-info', () => {
  it('needs an embed session of that region', async () => {
    const none = await read('us', {})
    expect(none.statusCode).toBe(401)
    expect(none.json()).toMatchObject({ error: 'not_signed_in' })
    const usViewer = await viewer('us')
    const otherRegion = await read('eu', usViewer)
    expect(otherRegion.statusCode).toBe(401)
    const unknown = await read('phx', usViewer)
    expect(unknown.json()).toMatchObject({ error: 'unknown_region' })
  })

  it('says session_expired once the embed session has run out', async () => {
    const cookies = await viewer('us')
    offsetMs = 3600_000
    const answer = await read('us', cookies)
    expect(answer.statusCode).toBe(401)
    expect(answer.json()).toEqual({
      error: 'session_expired',
      message: 'This embedded view has expired. Reload the portal page to see current figures.',
    })
  })

  it('fetches the service token as soon as a link is exchanged', async () => {
    await viewer('eu')
    await expect.poll(() => control('/tokens?region=eu')).toMatchObject({ valid: 1 })
  })

  it('serves normalized data to many viewers with one shared service token', async () => {
    const viewers = await Promise.all([viewer('us'), viewer('us'), viewer('us')])
    const answers = await Promise.all(viewers.map((cookies) => read('us', cookies)))
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200)
      const info = organizationInfoSchema.parse(answer.json())
      expect(info.region).toBe('us')
      expect(info.distributions.length).toBeGreaterThanOrEqual(5)
      expect(answer.headers['set-cookie']).toBeUndefined()
      expect(answer.body).not.toMatch(/access_token|Bearer|portal-secret/)
    }
    expect(await read('us', viewers[0] ?? {})).toMatchObject({ statusCode: 200 })
    expect(await control('/tokens?region=us')).toMatchObject({ valid: 1 })
  })

  it('fetches a new service token when the upstream rejects the cached one', async () => {
    const cookies = await viewer('eu')
    expect((await read('eu', cookies)).statusCode).toBe(200)
    // Ten days pass upstream: the cached token expires there (the BFF's clock did not move).
    await control('/clock', { advanceSeconds: 864_001 })
    const after = await read('eu', cookies)
    expect(after.statusCode).toBe(200)
    expect(await control('/tokens?region=eu')).toMatchObject({ valid: 1, expired: 1 })
  })

  it('answers embed_region_unavailable when the upstream refuses the client', async () => {
    await control('/regions/ap/client-credentials', { enabled: false })
    const cookies = await viewer('ap')
    const answer = await read('ap', cookies)
    expect(answer.statusCode).toBe(503)
    expect(answer.json()).toEqual({
      error: 'embed_region_unavailable',
      message: 'This region cannot be shown in an embedded view.',
    })
  })

  it('maps upstream failures to the contract codes', async () => {
    const cookies = await viewer('us')
    expect((await read('us', cookies)).statusCode).toBe(200)
    await control('/faults', { mode: 'error', ratio: 1 })
    const answer = await read('us', cookies)
    expect(answer.statusCode).toBeGreaterThanOrEqual(502)
    expect((answer.json() as { error: string }).error).toMatch(/^upstream_/)
  })
})
