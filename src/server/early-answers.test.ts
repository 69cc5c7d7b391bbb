import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { createLogger } from './logging.ts'
import { EARLY_ROUTE } from './early-answers.ts'
import { securityHeaderTable } from './security-headers.ts'
import { LogCapture, useBff, metricsText } from './testing/harness.ts'
import { openSocket, parseRawAnswer, rawRequest, readUntilClosed } from './testing/raw-http.ts'

/** Answers refused before routing keep the contract (issue 10, defects 3 and 4). */
const bff = useBff()

async function listening(env: Record<string, string> = {}) {
  const capture = new LogCapture()
  const app: FastifyInstance = await bff.app(env, { logger: createLogger('info', capture) })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return { app, port: address.port, capture }
}

const TABLE = securityHeaderTable({ embedAllowedOrigins: [] }).http

const CASES = [
  {
    name: 'bad percent-encoding',
    request:
      'GET /api/regions/%zz/organization-info HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    status: 400,
    error: 'invalid_request',
    method: 'GET',
  },
  {
    name: 'a path parameter over the length limit',
    request: `GET /api/regions/${'u'.repeat(150)}/organization-info HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    status: 414,
    error: 'uri_too_long',
    method: 'GET',
  },
  {
    name: 'oversized headers',
    request: `GET /api/regions HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    status: 431,
    error: 'headers_too_large',
    method: 'unknown',
  },
  {
    name: 'an unknown method',
    request: 'FROB /api/regions HTTP/1.1\r\nHost: localhost\r\n\r\n',
    status: 400,
    error: 'invalid_request',
    method: 'unknown',
  },
  {
    name: 'a malformed request line',
    request: 'GET /api/regions%zz HTTP/9\r\n\r\n',
    status: 400,
    error: 'invalid_request',
    method: 'unknown',
  },
] as const

describe('answers refused before routing', () => {
  for (const testCase of CASES) {
    it(`${testCase.name}: the contract's body, the security headers, a log line and a count`, async () => {
      const { app, port, capture } = await listening()
      const answer = await rawRequest(port, testCase.request)
      expect(answer.status).toBe(testCase.status)
      expect(JSON.parse(answer.body)).toEqual({
        error: testCase.error,
        message: expect.any(String),
      })
      expect(answer.body).not.toMatch(/%zz|uuuu|bbbb|FROB|FST_/)
      for (const [name, value] of Object.entries(TABLE)) {
        expect(answer.headers[name], name).toBe(value)
      }
      expect(answer.headers['cache-control']).toBe('no-store')
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
      const logged = capture
        .entries()
        .filter((entry) => entry.msg === 'request refused before routing')
      expect(logged).toHaveLength(1)
      expect(JSON.stringify(logged)).not.toMatch(/uuuu|bbbb/)
      expect(await metricsText(app)).toContain(
        `route="${EARLY_ROUTE}",method="${testCase.method}",status="${testCase.status}"`,
      )
    })
  }
})

describe('server timeouts', () => {
  it('close a connection whose body trickles past REQUEST_TIMEOUT_MS with 408', async () => {
    const { port } = await listening({ REQUEST_TIMEOUT_MS: '400', HEADERS_TIMEOUT_MS: '200' })
    const socket = await openSocket(port)
    const closed = readUntilClosed(socket)
    const started = Date.now()
    socket.write(
      'POST /api/session HTTP/1.1\r\nHost: localhost\r\nX-CSRF: 1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"region":',
    )
    const answer = parseRawAnswer(await closed)
    expect(Date.now() - started).toBeLessThan(5000)
    expect(answer.status).toBe(408)
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'request_timeout' })
    expect(answer.headers['x-frame-options']).toBe('DENY')
  })

  it('close a connection whose headers never end within HEADERS_TIMEOUT_MS', async () => {
    const { port } = await listening({ REQUEST_TIMEOUT_MS: '2000', HEADERS_TIMEOUT_MS: '200' })
    const socket = await openSocket(port)
    const closed = readUntilClosed(socket)
    const started = Date.now()
    socket.write('GET /api/regions HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')
    const answer = parseRawAnswer(await closed)
    expect(Date.now() - started).toBeLessThan(2000)
    expect(answer.status).toBe(408)
  })

  it('close an idle kept-alive connection after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const { port } = await listening({ KEEP_ALIVE_TIMEOUT_MS: '200' })
    const socket = await openSocket(port)
    const closed = readUntilClosed(socket)
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n')
    expect(parseRawAnswer(await closed).status).toBe(200)
  })
})
