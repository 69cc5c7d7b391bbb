import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { DEFAULT_METRICS_PORT } from './config-metrics.ts'
import { TEST_PUBLIC_ORIGIN, useBff } from './testing/harness.ts'
import { openSocket, parseRawAnswer, readUntilClosed } from './testing/raw-http.ts'

const bff = useBff()
const TOKEN = 'a-metrics-bearer-token-of-32-chars-or-more'

/** One GET over a real socket to `port`, with the given Host and headers. */
async function rawGet(port: number, path: string, host: string, headers = '') {
  const socket = await openSocket(port)
  const answer = readUntilClosed(socket)
  socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\n${headers}Connection: close\r\n\r\n`)
  return parseRawAnswer(await answer)
}

describe('METRICS_PORT / METRICS_TOKEN', () => {
  it('reads the variables: a loopback port by default, off, a token of 32 characters or more', () => {
    const config = (env: Record<string, string>) =>
      loadConfig({ PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN, ...env })
    const defaults = config({})
    expect(defaults.ok && defaults.config.metrics).toEqual({
      port: DEFAULT_METRICS_PORT,
      token: undefined,
    })
    const set = config({ METRICS_PORT: ' OFF ', METRICS_TOKEN: TOKEN })
    expect(set.ok && set.config.metrics).toEqual({ port: undefined, token: TOKEN })
    const bad = config({ METRICS_PORT: '65536', METRICS_TOKEN: 'short' })
    expect(bad.ok).toBe(false)
    if (bad.ok) return
    expect(bad.message).toContain('METRICS_PORT')
    expect(bad.message).toContain('METRICS_TOKEN')
    expect(bad.message).not.toContain('short')
  })

  it('is not found on the public port without METRICS_TOKEN, under any spelling', async () => {
    const app = await bff.app()
    for (const url of ['/metrics', '/metrics/', '/METRICS', '/%6detrics']) {
      const answer = await app.inject({ url, headers: { authorization: `Bearer ${TOKEN}` } })
      expect(answer.statusCode, url).toBe(404)
      expect(answer.body).not.toContain('http_requests_total')
      expect(answer.headers['cache-control']).toBe('no-store')
    }
  })

  it('answers on the public port to the right bearer token only', async () => {
    const app = await bff.app({ METRICS_TOKEN: TOKEN })
    const read = (authorization?: string) =>
      app.inject({ url: '/metrics', headers: authorization === undefined ? {} : { authorization } })
    for (const refused of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const answer = await read(refused)
      expect(answer.statusCode, String(refused)).toBe(404)
      expect(answer.json()).toMatchObject({ error: 'not_found' })
    }
    const answer = await read(`Bearer ${TOKEN}`)
    expect(answer.statusCode).toBe(200)
    expect(answer.body).toContain('http_requests_total')
    expect(answer.headers['cache-control']).toBe('no-store')
  })

  it('serves the loopback listener to loopback names on its port, and refuses a rebound Host', async () => {
    const app = await bff.app()
    await app.metricsServer.listen({ port: 0, host: '127.0.0.1' })
    const address = app.metricsServer.server.address()
    if (address === null || typeof address === 'string') throw new Error('not listening')
    const { port } = address
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const answer = await rawGet(port, '/metrics', host)
      expect(answer.status, host).toBe(200)
      expect(answer.headers['cache-control']).toBe('no-store')
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
    }
    for (const host of [`rebound.example:${port}`, '127.0.0.1:1', 'localhost']) {
      const answer = await rawGet(port, '/metrics', host)
      expect(answer.status, host).toBe(421)
      expect(answer.body).not.toContain('http_requests_total')
    }
    const other = await rawGet(port, '/api/regions', `127.0.0.1:${port}`)
    expect(other.status).toBe(404)
  })
})
