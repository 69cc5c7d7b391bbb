import { describe, expect, it } from 'vitest'
import { createLogger, requestIdFor } from './logging.ts'
import { LogCapture } from './testing/harness.ts'

const incoming = (headers: Record<string, string>) => ({ headers })

describe('logger', () => {
  it('writes JSON lines and redacts secret fields at any of the first three levels', () => {
    const capture = new LogCapture()
    const logger = createLogger('info', capture)
    logger.info(
      {
        apiKey: 'k1',
        req: { headers: { authorization: 'Bearer t1', cookie: 'c1', 'set-cookie': 's1' } },
        upstream: { body: { access_token: 't2', password: 'p1' }, token: 't3' },
        region: 'us',
      },
      'hello',
    )
    const [entry] = capture.entries()
    expect(entry).toMatchObject({ level: 30, msg: 'hello', service: 'pdd-bff', region: 'us' })
    const line = capture.lines.join('')
    for (const secret of ['k1', 't1', 'c1', 's1', 't2', 'p1', 't3']) {
      expect(line).not.toContain(`"${secret}"`)
    }
    expect(line).toContain('[redacted]')
  })

  it('respects the level', () => {
    const capture = new LogCapture()
    const logger = createLogger('warn', capture)
    logger.info('quiet')
    logger.warn('loud')
    expect(capture.entries().map((e) => e.msg)).toEqual(['loud'])
  })
})

describe('requestIdFor', () => {
  it('keeps well-formed ids and replaces others with a UUID', () => {
    expect(requestIdFor(incoming({ 'x-request-id': 'trace-1:abc.DEF_2' }))).toBe(
      'trace-1:abc.DEF_2',
    )
    for (const bad of ['', 'has space', 'x'.repeat(129), 'line\nbreak', '{"json":1}']) {
      expect(requestIdFor(incoming({ 'x-request-id': bad }))).toMatch(/^[0-9a-f-]{36}$/)
    }
    expect(requestIdFor(incoming({}))).toMatch(/^[0-9a-f-]{36}$/)
  })
})
