import { describe, expect, it } from 'vitest'
import { REGION_IDS } from '../../domain/regions/regions.ts'
import { DEMO_DATASETS } from '../datasets.ts'
import { useSimulator } from '../test-helpers.ts'

const t = useSimulator()
const ORG_INFO = '/api/v2/core/organization-info'

describe('GET <base>/api/v2/core/organization-info', () => {
  it.each(REGION_IDS)('answers region %s’s own demo data in a data envelope', async (region) => {
    const token = await t.passwordToken(region)
    const answer = await t.orgInfo(region, token)
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ data: DEMO_DATASETS[region].organizationInfo })
  })

  it('serves us with the five distributions, totals of at least 20, and both percentages', async () => {
    const answer = await t.orgInfo('us', await t.passwordToken('us'))
    expect(answer.json).toMatchObject({ data: { genderDiversity: 41.5, ethnicDiversity: 37.2 } })
    const data = DEMO_DATASETS.us.organizationInfo
    for (const key of [
      'pipelinesWithLeaders',
      'pipelinesWithWomen',
      'superstar',
      'pipelinesWithDiverseEthnicity',
      'rolesWithSuccessorsReady',
    ]) {
      const value = data[key]
      expect(value).toEqual({ yesCount: expect.any(Number), noCount: expect.any(Number) })
      if (typeof value === 'object' && value !== null) {
        expect((value.yesCount ?? 0) + (value.noCount ?? 0)).toBeGreaterThanOrEqual(20)
      }
    }
  })

  it('covers the odd cases across regions', () => {
    const all = REGION_IDS.flatMap((id) => Object.entries(DEMO_DATASETS[id].organizationInfo))
    const distributions = all.flatMap(([, value]) =>
      typeof value === 'object' && value !== null ? [value] : [],
    )
    expect(all.some(([, value]) => value === null)).toBe(true)
    expect(distributions.some((d) => (d.yesCount === null) !== (d.noCount === null))).toBe(true)
    expect(distributions.some((d) => d.yesCount === 0 && d.noCount === 0)).toBe(true)
    expect(
      distributions.some(
        (d) =>
          (d.yesCount ?? 0) + (d.noCount ?? 0) < 5 &&
          d.yesCount !== null &&
          d.yesCount + (d.noCount ?? 0) > 0,
      ),
    ).toBe(true)
    expect(all.some(([key]) => key === 'pipelinesWithVeterans')).toBe(true)
  })

  it('answers 401 without an Authorization header or with another scheme', async () => {
    const token = await t.passwordToken('us')
    for (const headers of [
      {},
      { authorization: `Basic ${t.sim.basicCredential('us')}` },
      { authorization: token },
    ]) {
      const answer = await t.request(`/us${ORG_INFO}`, { headers })
      expect(answer.status).toBe(401)
      expect(answer.json).toEqual({ error: 'unauthorized', message: expect.any(String) })
      expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="talent-platform"')
    }
  })

  it('accepts the Bearer scheme case-insensitively', async () => {
    const token = await t.passwordToken('us')
    const answer = await t.request(`/us${ORG_INFO}`, {
      headers: { authorization: `bearer ${token}` },
    })
    expect(answer.status).toBe(200)
  })

  it('answers 403 forbidden for an unknown token, never echoing it', async () => {
    const answer = await t.orgInfo('us', 'made-up-token')
    expect(answer.status).toBe(403)
    expect(answer.json).toEqual({ error: 'forbidden', message: expect.any(String) })
    expect(answer.text).not.toContain('made-up-token')
  })

  it('answers 404 JSON for an unknown region or path', async () => {
    for (const path of [`/xx${ORG_INFO}`, '/us/api/v2/core/nothing', '/']) {
      const answer = await t.request(path)
      expect(answer.status).toBe(404)
      expect(answer.json).toEqual({ error: 'not_found', message: expect.any(String) })
    }
  })

  it('has no control API under a region base', async () => {
    expect((await t.request('/us/__control/clock')).status).toBe(404)
    expect((await t.request('/us/__control/reset', { method: 'POST' })).status).toBe(404)
  })
})
