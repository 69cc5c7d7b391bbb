import { describe, expect, it } from 'vitest'
import { MALFORMED_BODY } from './fault-hook.ts'
import { useSimulator } from '../test-helpers.ts'

const t = useSimulator()

describe('fault injection under region bases', () => {
  it('error: answers 503 JSON', async () => {
    const token = await t.passwordToken('us')
    await t.control('/faults', { mode: 'error', ratio: 1 })
    const answer = await t.orgInfo('us', token)
    expect(answer.status).toBe(503)
    expect(answer.json).toEqual({ error: 'service_unavailable', message: expect.any(String) })
    const tokenAnswer = await t.authenticate('us', {})
    expect(tokenAnswer.status).toBe(503)
  })

  it('malformed: answers 200 with a body that is not JSON', async () => {
    const token = await t.passwordToken('us')
    await t.control('/faults', { mode: 'malformed' })
    const answer = await t.orgInfo('us', token)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    expect(answer.text).toBe(MALFORMED_BODY)
    expect(() => JSON.parse(answer.text)).toThrow()
  })

  it('reset: destroys the connection without an answer', async () => {
    const token = await t.passwordToken('us')
    await t.control('/faults', { mode: 'reset' })
    await expect(t.orgInfo('us', token)).rejects.toThrow()
    await t.control('/faults', { mode: 'none' })
    expect((await t.orgInfo('us', token)).status).toBe(200)
  })

  it('latency: delays, then answers normally', async () => {
    const token = await t.passwordToken('us')
    await t.control('/faults', { mode: 'latency', latencyMs: 150 })
    const started = performance.now()
    const answer = await t.orgInfo('us', token)
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
    expect(answer.status).toBe(200)
  })

  it('ratio 0.5 faults every second answer, deterministically', async () => {
    const token = await t.passwordToken('us')
    await t.control('/faults', { mode: 'error', ratio: 0.5 })
    const statuses: number[] = []
    for (let i = 0; i < 6; i += 1) statuses.push((await t.orgInfo('us', token)).status)
    expect(statuses).toEqual([200, 503, 200, 503, 200, 503])
  })

  it('counts token and data answers of all regions together', async () => {
    await t.control('/faults', { mode: 'error', ratio: 0.5 })
    const first = await t.authenticate('eu', {
      grantType: 'password',
      username: 'demo@example.com',
      password: 'demo-api-key',
    })
    expect(first.status).toBe(200)
    const second = await t.orgInfo('us', 'whatever')
    expect(second.status).toBe(503)
  })

  it('never touches the control API', async () => {
    await t.control('/faults', { mode: 'error', ratio: 1 })
    expect((await t.control('/clock', undefined, 'GET')).status).toBe(200)
    expect((await t.request('/__control/tokens')).status).toBe(200)
  })

  it('mode none turns faults off and reports the configuration', async () => {
    await t.control('/faults', { mode: 'error' })
    const answer = await t.control('/faults', { mode: 'none' })
    expect(answer.json).toEqual({ mode: 'none', ratio: 1, latencyMs: 1000 })
    const token = await t.passwordToken('us')
    expect((await t.orgInfo('us', token)).status).toBe(200)
  })

  it.each([
    [{ mode: 'explode' }],
    [{ mode: 'error', ratio: 1.5 }],
    [{ mode: 'latency', latencyMs: -5 }],
    [{ ratio: 0.5 }],
  ])('rejects invalid fault settings %j', async (body) => {
    const answer = await t.control('/faults', body)
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ error: 'invalid_request' })
  })
})
