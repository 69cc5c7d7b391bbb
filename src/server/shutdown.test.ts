import { existsSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import type { IncomingHttpHeaders } from 'node:http'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { SQLITE_FILE_NAME } from './store/sqlite.ts'
import { signInOverHttp, useMainProcesses } from './testing/main-process.ts'
import { openSocket, parseRawAnswer, readUntilClosed } from './testing/raw-http.ts'

const processes = useMainProcesses()

interface Answer {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly body: string
  /** The request went out on a connection kept alive from an earlier one. */
  readonly reused: boolean
}

/** A GET through `agent` (one kept-alive connection), read to its end. */
function get(agent: Agent, url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { agent, headers }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          reused: request.reusedSocket,
        }),
      )
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end()
  })
}

describe('shutdown (SIGTERM)', () => {
  it('answers the request in flight with Connection: close, exits 0 and closes the store', async () => {
    // No cache: the read started at sign-in (decision 0391) would answer the read in flight below.
    const main = processes.start({ PORT: '0', LOG_LEVEL: 'info', ORG_INFO_CACHE_TTL_MS: '0' })
    const dataDir = processes.dataDir()
    const [, port] = await main.waitFor(/Open:\s+http:\/\/localhost:(\d+)/)
    const [, simulator] = await main.waitFor(/Simulator:\s+(http:\/\/127\.0\.0\.1:\d+)/)
    const [, metricsPort] = await main.waitFor(/Metrics:\s+http:\/\/127\.0\.0\.1:(\d+)\/metrics/)
    const base = `http://localhost:${port}`
    const { status: signInStatus, cookie } = await signInOverHttp(base)
    expect(signInStatus).toBe(200)
    const headers = { 'x-csrf': '1', cookie: cookie ?? '' }
    expect(existsSync(path.join(dataDir, `${SQLITE_FILE_NAME}-wal`))).toBe(true)

    // One kept-alive connection: a first answer keeps it open.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const first = await get(agent, `${base}/api/regions`, headers)
    expect(first.status).toBe(200)
    expect(first.headers.connection).toBe('keep-alive')
    // Two more connections, each with a request begun but not finished: not idle at SIGTERM.
    const [readiness, regions] = await Promise.all([
      openSocket(Number(port)),
      openSocket(Number(port)),
    ])
    const readinessAnswer = readUntilClosed(readiness)
    const regionsAnswer = readUntilClosed(regions)
    readiness.write(`GET /readyz HTTP/1.1\r\nHost: localhost:${port}\r\n`)
    regions.write(`GET /api/regions HTTP/1.1\r\nHost: localhost:${port}\r\nX-CSRF: 1\r\n`)

    // The upstream now takes 1.5 s: the next read is in flight when SIGTERM arrives.
    const faults = await fetch(`${simulator}/__control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'latency', ratio: 1, latencyMs: 1500 }),
    })
    expect(faults.status).toBe(200)
    const upstreamReads = async () => {
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
      return Number(
        /^organization_info_cache_total\{result="miss"\} (\d+)$/m.exec(metrics)?.[1] ?? 0,
      )
    }
    const readsBefore = await upstreamReads()
    const inFlight = get(agent, `${base}/api/regions/us/organization-info`, headers)
    // In flight once the BFF has asked the upstream.
    await vi.waitFor(async () => expect(await upstreamReads()).toBeGreaterThan(readsBefore), {
      timeout: 5000,
      interval: 50,
    })
    const signalled = Date.now()
    main.child.kill('SIGTERM')
    await main.waitFor(/shutting down/)
    readiness.write('\r\n')
    regions.write('\r\n')

    const answer = await inFlight
    expect(answer.reused).toBe(true)
    expect(answer.status).toBe(200)
    expect(answer.headers.connection).toBe('close')
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(JSON.parse(answer.body)).toMatchObject({ region: 'us' })

    // Answers during shutdown: /readyz says not ready in its own shape, the API still answers;
    // both with the security headers, and the connection closed after them.
    const notReady = parseRawAnswer(await readinessAnswer)
    expect(notReady.status).toBe(503)
    expect(JSON.parse(notReady.body)).toEqual({ status: 'not_ready' })
    expect(notReady.headers.connection).toBe('close')
    expect(notReady.headers['content-security-policy']).toEqual(expect.any(String))
    const lastRegions = parseRawAnswer(await regionsAnswer)
    expect(lastRegions.status).toBe(200)
    expect(lastRegions.headers.connection).toBe('close')
    expect(lastRegions.headers['x-content-type-options']).toBe('nosniff')

    expect(await main.exited).toBe(0)
    // Well within the 10 s grace period: nothing waited for a kept-alive connection to time out.
    expect(Date.now() - signalled).toBeLessThan(5000)
    const { stdout } = main.output()
    expect(stdout).toContain('"msg":"store closed"')
    expect(stdout).toContain('"msg":"stopped"')
    // SQLite checkpointed its write-ahead log into the database and removed it on close.
    expect(existsSync(path.join(dataDir, SQLITE_FILE_NAME))).toBe(true)
    expect(existsSync(path.join(dataDir, `${SQLITE_FILE_NAME}-wal`))).toBe(false)
    agent.destroy()
  }, 30_000)
})
