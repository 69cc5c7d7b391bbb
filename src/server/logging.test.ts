import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import Fastify, { LogController } from 'fastify'
import { z } from 'zod'
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
      logController: new LogController({ disableRequestLogging: true }),
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

describe('the asynchronous standard output (decision 0162)', () => {
  /** A Node process that logs through createLogger to standard output, then `ending`. */
  function logThenEnd(ending: string) {
    const logging = pathToFileURL(path.resolve(import.meta.dirname, 'logging.ts')).href
    const script = [
      `import { createLogger, exitOnFatalErrors } from ${JSON.stringify(logging)}`,
      "const logger = createLogger('info')",
      'exitOnFatalErrors(logger)',
      "for (let i = 0; i < 2000; i += 1) logger.info({ i }, 'line')",
      ending,
    ].join('\n')
    return spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 20_000,
    })
  }
  const entries = (stdout: string) =>
    stdout
      .trim()
      .split('\n')
      .map((line) => z.record(z.string(), z.unknown()).parse(JSON.parse(line)))

  it('writes every line before process.exit ends the process', () => {
    const result = logThenEnd('process.exit(0)')
    expect(result.status).toBe(0)
    const lines = entries(result.stdout)
    expect(lines).toHaveLength(2000)
    expect(lines.at(-1)).toMatchObject({ msg: 'line', i: 1999 })
  })

  it('logs an uncaught exception as fatal after every queued line, and exits 1', () => {
    const result = logThenEnd("throw new Error('the cause')")
    expect(result.status).toBe(1)
    const lines = entries(result.stdout)
    expect(lines).toHaveLength(2001)
    expect(lines.at(-1)).toMatchObject({
      level: 60,
      msg: 'uncaught exception: exiting',
      err: { message: 'the cause' },
    })
  })

  it('logs an unhandled rejection as fatal, and exits 1', () => {
    const result = logThenEnd("Promise.reject(new Error('the refusal'))")
    expect(result.status).toBe(1)
    expect(entries(result.stdout).at(-1)).toMatchObject({
      level: 60,
      msg: 'unhandled rejection: exiting',
      err: { message: 'the refusal' },
    })
  })
})
