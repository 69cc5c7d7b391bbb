import Fastify from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { createLogger, lazyChildLoggerFactory, requestIdFor } from './logging.ts'
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

describe('the per-request logger', () => {
  async function appLoggingAt(level: 'info' | 'warn', capture: LogCapture) {
    const logger = createLogger(level, capture)
    const app = Fastify({
      loggerInstance: logger,
      childLoggerFactory: lazyChildLoggerFactory,
      genReqId: requestIdFor,
      disableRequestLogging: true,
    })
    app.get('/quiet', async (request) => {
      request.log.info({ token: 't1' }, 'detail')
      return 'ok'
    })
    app.get('/loud', async (request) => {
      request.log.warn({ token: 't2' }, 'problem')
      return 'ok'
    })
    await app.ready()
    // Counted from here: Fastify makes the server's own child logger while starting.
    const child = vi.spyOn(logger, 'child')
    return { app, child }
  }

  it('is made only when a line is written at a level the logger writes', async () => {
    const capture = new LogCapture()
    const { app, child } = await appLoggingAt('warn', capture)
    await app.inject({ url: '/quiet', headers: { 'x-request-id': 'quiet-1' } })
    expect(child).not.toHaveBeenCalled()
    expect(capture.entries()).toEqual([])
    await app.inject({ url: '/loud', headers: { 'x-request-id': 'loud-1' } })
    expect(child).toHaveBeenCalledTimes(1)
    expect(capture.entries()).toMatchObject([{ level: 40, msg: 'problem', reqId: 'loud-1' }])
    expect(capture.lines.join('')).not.toContain('t2')
    await app.close()
  })

  it("writes the request's id and redacts secrets at every level the logger writes", async () => {
    const capture = new LogCapture()
    const { app } = await appLoggingAt('info', capture)
    await app.inject({ url: '/quiet', headers: { 'x-request-id': 'quiet-2' } })
    expect(capture.entries()).toMatchObject([
      { level: 30, msg: 'detail', reqId: 'quiet-2', token: '[redacted]' },
    ])
    await app.close()
  })
})
