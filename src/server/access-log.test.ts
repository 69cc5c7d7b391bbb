import { describe, expect, it } from 'vitest'
import { ACCESS_LOG_MESSAGE } from './access-log.ts'
import { createLogger } from './logging.ts'
import { LogCapture, useBff } from './testing/harness.ts'

const bff = useBff()

describe('the access log (decision 0162)', () => {
  it('writes one line per request at info: request id, method, route pattern, status, duration', async () => {
    const logs = new LogCapture()
    const app = await bff.app({}, { logger: createLogger('info', logs) })
    const client = bff.client(app)
    expect((await client.signIn('us')).status).toBe(200)
    const read = await client.request({
      method: 'GET',
      url: '/api/regions/us/organization-info',
      headers: { 'x-request-id': 'trace-read-1' },
    })
    expect(read.status).toBe(200)
    const missing = await client.request({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-request-id': 'trace-missing-1' },
    })
    expect(missing.status).toBe(404)

    const lines = logs.entries().filter((entry) => entry.msg === ACCESS_LOG_MESSAGE)
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatchObject({
      level: 30,
      method: 'POST',
      route: '/api/session',
      status: 200,
    })
    expect(lines[1]).toMatchObject({
      reqId: 'trace-read-1',
      method: 'GET',
      route: '/api/regions/:region/organization-info',
      status: 200,
    })
    expect(lines[2]).toMatchObject({ reqId: 'trace-missing-1', route: 'unmatched', status: 404 })
    for (const line of lines) {
      expect(line.durationMs).toEqual(expect.any(Number))
      expect(line.reqId).toEqual(expect.any(String))
    }
    // Fastify's own two lines per request are off.
    const messages = logs.entries().map((entry) => entry.msg)
    expect(messages).not.toContain('incoming request')
    expect(messages).not.toContain('request completed')
  })

  it('writes none at warn', async () => {
    const logs = new LogCapture()
    const app = await bff.app({}, { logger: createLogger('warn', logs) })
    expect((await bff.client(app).signIn('us')).status).toBe(200)
    expect(logs.entries().filter((entry) => entry.msg === ACCESS_LOG_MESSAGE)).toEqual([])
  })
})
