import { describe, expect, it } from 'vitest'
import { useBff } from '../testing/harness.ts'

const bff = useBff()

describe('GET /api/regions', () => {
  it('tells the SPA what its exports name: ORGANIZATION_NAME, demo mode, MIN_GROUP_SIZE', async () => {
    const client = bff.client(
      await bff.app({ ORGANIZATION_NAME: 'Acme Corp', MIN_GROUP_SIZE: '7' }),
    )
    const answer = await client.request({ url: '/api/regions' })
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({
      organizationName: 'Acme Corp',
      demo: false,
      minGroupSize: 7,
    })
  })

  it('names reports "Pipeline Diversity" by default', async () => {
    const client = bff.client(await bff.app())
    expect((await client.request({ url: '/api/regions' })).json).toMatchObject({
      organizationName: 'Pipeline Diversity',
      minGroupSize: 5,
    })
  })
})
