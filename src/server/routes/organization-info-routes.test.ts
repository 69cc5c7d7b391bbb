import { describe, expect, it } from 'vitest'
import {
  KNOWN_DISTRIBUTIONS,
  organizationInfoSchema,
} from '../../domain/metrics/organization-info.ts'
import { createLogger } from '../logging.ts'
import { DEMO_API_KEY, LogCapture, useBff, metricsText } from '../testing/harness.ts'

const bff = useBff()

describe('GET /api/regions/:region/organization-info', () => {
  it('answers the normalized Organization Info of the signed-in region', async () => {
    const client = bff.client(await bff.app())
    await client.signIn('us')
    const answer = await client.orgInfo('us')
    expect(answer.status).toBe(200)
    const info = organizationInfoSchema.parse(answer.json)
    expect(info.region).toBe('us')
    expect(Math.abs(Date.parse(info.fetchedAt) - Date.now())).toBeLessThan(10_000)
    expect(info.distributions.map((d) => d.key)).toEqual(KNOWN_DISTRIBUTIONS.map((k) => k.key))
    expect(info.distributions[0]).toEqual({
      key: 'pipelinesWithLeaders',
      label: 'Pipelines with leaders',
      yesCount: 12,
      noCount: 30,
      status: 'ok',
    })
    expect(info.percentages).toEqual([
      { key: 'genderDiversity', label: 'Gender diversity', value: 41.5 },
      { key: 'ethnicDiversity', label: 'Ethnic diversity', value: 37.2 },
    ])
  })

  it('leaves out percentages outside 0–100 and logs each, without secrets', async () => {
    await bff.control('/regions/us/dataset', {
      organizationInfo: {
        pipelinesWithLeaders: { yesCount: 12, noCount: 30 },
        genderDiversity: 1e308,
        ethnicDiversity: -12.5,
      },
    })
    const logs = new LogCapture()
    const client = bff.client(await bff.app({}, { logger: createLogger('info', logs) }))
    await client.signIn('us')
    const info = organizationInfoSchema.parse((await client.orgInfo('us')).json)
    expect(info.percentages).toEqual([])
    expect(info.distributions[0]).toMatchObject({ status: 'ok', yesCount: 12 })
    const breaks = logs.entries().filter((entry) => entry.reason === 'percentage_out_of_range')
    expect(breaks.map((entry) => [entry.region, entry.metric, entry.level])).toEqual([
      ['us', 'genderDiversity', 40],
      ['us', 'ethnicDiversity', 40],
    ])
    const cookie = client.cookie ?? 'no cookie'
    for (const line of logs.lines) {
      expect(line).not.toContain(DEMO_API_KEY)
      expect(line).not.toContain(cookie)
    }
  })

  it('accepts a bare (unenveloped) upstream body with extra fields, and suppresses small groups', async () => {
    await bff.control('/regions/eu/dataset', {
      envelope: false,
      organizationInfo: {
        pipelinesWithLeaders: { yesCount: 2, noCount: 1 },
        rolesWithMentors: { yesCount: 6, noCount: 4 },
        veteranShare: 3.5,
      },
    })
    const client = bff.client(await bff.app({ MIN_GROUP_SIZE: '5' }))
    await client.signIn('eu')
    const info = organizationInfoSchema.parse((await client.orgInfo('eu')).json)
    expect(info.distributions[0]).toMatchObject({
      status: 'suppressed',
      yesCount: null,
      noCount: null,
      minGroupSize: 5,
    })
    expect(info.distributions.slice(1, 5).every((d) => d.status === 'no_data')).toBe(true)
    expect(info.distributions[5]).toMatchObject({
      key: 'rolesWithMentors',
      label: 'Roles with mentors',
    })
    expect(info.percentages).toEqual([{ key: 'veteranShare', label: 'Veteran share', value: 3.5 }])
  })

  it('answers 401 not_signed_in without a session for that region', async () => {
    const client = bff.client(await bff.app())
    expect((await client.orgInfo('us')).json).toMatchObject({ error: 'not_signed_in' })
    await client.signIn('eu')
    const answer = await client.orgInfo('us')
    expect(answer.status).toBe(401)
    expect(answer.json).toMatchObject({ error: 'not_signed_in' })
  })

  it('answers 400 unknown_region for an id outside the table', async () => {
    const client = bff.client(await bff.app())
    const answer = await client.request({ url: '/api/regions/..%2f..%2fetc/organization-info' })
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ error: 'unknown_region' })
  })

  it('after the token expires upstream: 401 session_expired and the region is forgotten', async () => {
    // No cache: the read started at sign-in (decision 0391) would answer from before the expiry.
    const client = bff.client(await bff.app({ ORG_INFO_CACHE_TTL_MS: '0' }))
    await client.signIn('us')
    await client.signIn('eu')
    await bff.control('/clock', { advanceSeconds: 864_001 })
    const answer = await client.orgInfo('us')
    expect(answer.status).toBe(401)
    expect(answer.json).toMatchObject({ error: 'session_expired' })
    expect(answer.setCookies).toHaveLength(1)
    const sessions = await client.request({ url: '/api/session' })
    expect(sessions.json).toMatchObject({ sessions: [{ region: 'eu' }] })
    expect((await client.orgInfo('us')).json).toMatchObject({ error: 'not_signed_in' })
  })

  it('after an API key rotation invalidates the token: 401 session_expired', async () => {
    const client = bff.client(await bff.app({ ORG_INFO_CACHE_TTL_MS: '0' }))
    await client.signIn('ca')
    expect((await client.orgInfo('ca')).status).toBe(200)
    const rotated = await bff.control('/regions/ca/users/demo@example.com/rotate-api-key')
    expect(rotated.status).toBe(200)
    expect(await bff.tokens()).toMatchObject({ valid: 0, invalidated: 1 })
    const answer = await client.orgInfo('ca')
    expect(answer.json).toMatchObject({ error: 'session_expired' })
    expect((await client.request({ url: '/api/session' })).json).toEqual({ sessions: [] })
  })

  it('serves repeated reads from the short per-session cache, never across sessions', async () => {
    const app = await bff.app({ ORG_INFO_CACHE_TTL_MS: '60000' })
    const alice = bff.client(app)
    const bob = bff.client(app)
    await alice.signIn('us')
    const first = organizationInfoSchema.parse((await alice.orgInfo('us')).json)
    await bff.control('/regions/us/dataset', {
      envelope: true,
      organizationInfo: { pipelinesWithLeaders: { yesCount: 99, noCount: 1 } },
    })
    const cached = organizationInfoSchema.parse((await alice.orgInfo('us')).json)
    expect(cached).toEqual(first)
    await bob.signIn('us')
    const other = organizationInfoSchema.parse((await bob.orgInfo('us')).json)
    expect(other.distributions[0]?.yesCount).toBe(99)
  })

  it('coalesces identical concurrent reads into one upstream call', async () => {
    const app = await bff.app({ ORG_INFO_CACHE_TTL_MS: '0' })
    const client = bff.client(app)
    await client.signIn('us')
    await bff.control('/faults', { mode: 'latency', ratio: 1, latencyMs: 150 })
    const answers = await Promise.all([
      client.orgInfo('us'),
      client.orgInfo('us'),
      client.orgInfo('us'),
    ])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    const metrics = await metricsText(app)
    expect(metrics).toMatch(/organization_info_cache_total\{result="coalesced"\} 2/)
    expect(metrics).toMatch(/organization_info_cache_total\{result="miss"\} 1/)
  })
})
