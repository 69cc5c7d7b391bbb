import { request } from 'node:http'
import type { IncomingMessage, RequestListener, Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyServerFactory } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { createFastAnswers } from './fast-answers.ts'
import { hostPolicy } from './host-policy.ts'
import { createMetrics } from './metrics.ts'
import { securityHeaderTable } from './security-headers.ts'
import { overHttp, useBff } from './testing/harness.ts'

const ORIGIN = 'https://dashboard.example.com'
const PATH = '/api/regions/us/organization-info'
const BODY = '{"region":"us"}'
const GOOD = { host: 'dashboard.example.com', 'x-csrf': '1' }

interface Reply {
  status: number
  rawHeaders: string[]
  body: string
}

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  )
})

/** A server made by the fast answers' factory; requests they do not answer reach `fallback`. */
async function serve(settings: { closing?: boolean; infoLogs?: boolean; known?: boolean } = {}) {
  const metrics = createMetrics()
  const table = securityHeaderTable({ embedAllowedOrigins: [] }).http
  const fast = createFastAnswers({
    table,
    metrics,
    logger: { isLevelEnabled: (level) => settings.infoLogs === true && level === 'info' },
    hostPolicy: () =>
      hostPolicy({ publicOrigin: ORIGIN, publicOriginFollowsPort: false, allowedHosts: [] }),
    closing: () => settings.closing === true,
  })
  const seen: IncomingMessage[] = []
  fast.add(PATH, '/api/regions/:region/organization-info', () =>
    settings.known === false ? undefined : BODY,
  )
  const fallback: RequestListener = (incoming, response) => {
    seen.push(incoming)
    response.writeHead(299).end('fallback')
  }
  const factory = fast.serverFactory as unknown as (
    handler: RequestListener,
    options: Record<string, unknown>,
  ) => Server
  const server = factory(fallback, {
    keepAliveTimeout: 72_000,
    requestTimeout: 30_000,
    connectionTimeout: 0,
    maxRequestsPerSocket: 0,
  } satisfies Partial<Parameters<FastifyServerFactory>[1]>)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const send = (path: string, headers: Record<string, string>, method = 'GET') =>
    new Promise<Reply>((resolve, reject) => {
      const outgoing = request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, rawHeaders: response.rawHeaders, body }),
        )
      })
      outgoing.on('error', reject)
      outgoing.end()
    })
  return { send, seen, metrics, table, server }
}

describe('answers known without Fastify (decision 0117)', () => {
  it('answers the registered GET itself, with the security table in order, and counts it', async () => {
    const { send, seen, metrics, table } = await serve()
    const reply = await send(PATH, GOOD)
    expect(seen).toHaveLength(0)
    expect(reply.status).toBe(200)
    expect(reply.body).toBe(BODY)
    const names = reply.rawHeaders.filter((_, index) => index % 2 === 0)
    expect(names.slice(0, 2)).toEqual(['x-request-id', 'content-type'])
    expect(names.slice(2, 2 + Object.keys(table).length)).toEqual(Object.keys(table))
    const value = (name: string) => reply.rawHeaders[reply.rawHeaders.indexOf(name) + 1]
    for (const [name, expected] of Object.entries(table)) expect(value(name)).toBe(expected)
    expect(value('cache-control')).toBe('no-store')
    expect(value('content-length')).toBe(String(BODY.length))
    const counted = await metrics.httpRequests.get()
    expect(counted.values).toContainEqual(
      expect.objectContaining({
        value: 1,
        labels: { route: '/api/regions/:region/organization-info', method: 'GET', status: '200' },
      }),
    )
  })

  it('keeps a well-formed X-Request-Id, as Fastify does', async () => {
    const { send } = await serve()
    const reply = await send(PATH, { ...GOOD, 'x-request-id': 'trace-42' })
    expect(reply.rawHeaders.slice(0, 2)).toEqual(['x-request-id', 'trace-42'])
  })

  const handedOver: [
    string,
    { path?: string; headers?: Record<string, string>; method?: string },
  ][] = [
    ['another spelling of the path', { path: '/api/regions/US/organization-info' }],
    ['a percent-encoded spelling', { path: '/api/regions/u%73/organization-info' }],
    ['a query string', { path: `${PATH}?x=1` }],
    ['HEAD', { method: 'HEAD' }],
    ['a Host the app does not answer to', { headers: { ...GOOD, host: 'evil.example' } }],
    ['no X-CSRF header', { headers: { host: GOOD.host } }],
    ['a cross-site fetch', { headers: { ...GOOD, 'sec-fetch-site': 'cross-site' } }],
    ['a foreign Origin', { headers: { ...GOOD, origin: 'https://evil.example' } }],
    ['a forwarded scheme', { headers: { ...GOOD, 'x-forwarded-proto': 'https' } }],
    ['a forwarded host', { headers: { ...GOOD, 'x-forwarded-host': GOOD.host } }],
    ['a body', { headers: { ...GOOD, 'content-length': '0' } }],
  ]
  it.each(handedOver)('hands %s to Fastify', async (_, { path = PATH, headers = GOOD, method }) => {
    const { send, seen } = await serve()
    const reply = await send(path, headers, method)
    expect(reply.status).toBe(299)
    expect(seen).toHaveLength(1)
  })

  it('hands the request to Fastify when the answer is not known, while closing, or when requests are logged', async () => {
    for (const settings of [{ known: false }, { closing: true }, { infoLogs: true }]) {
      const { send, seen } = await serve(settings)
      expect((await send(PATH, GOOD)).status).toBe(299)
      expect(seen).toHaveLength(1)
    }
  })
})

const bff = useBff()

/** Header names in order, and values, minus the two that differ on every answer. */
const comparable = (raw: string[]) =>
  raw.map((entry, index) =>
    index % 2 === 1 && /^(x-request-id|date)$/i.test(raw[index - 1] ?? '') ? '…' : entry,
  )

describe('a cached Organization Info read over HTTP', () => {
  it('gets the same status, headers (order and bytes) and body with or without Fastify', async () => {
    const [fast, framework] = [await bff.app(), await bff.app({}, { fastAnswers: false })]
    const client = bff.client(fast, 'http')
    expect((await client.signIn('us')).status).toBe(200)
    const headers = { 'x-csrf': '1', cookie: `__Host-pdd_session=${client.cookie ?? ''}` }
    const read = async (app: typeof fast) => {
      // The first read fills the app's cache, the second is answered from it.
      await overHttp(app, { method: 'GET', url: PATH, headers })
      return overHttp(app, { method: 'GET', url: PATH, headers })
    }
    const [viaFast, viaFastify] = [await read(fast), await read(framework)]
    expect(viaFast.statusCode).toBe(200)
    expect(viaFastify.statusCode).toBe(200)
    expect(comparable(viaFast.rawHeaders)).toEqual(comparable(viaFastify.rawHeaders))
    const withoutTime = (body: string) => body.replace(/"fetchedAt":"[^"]+"/, '')
    expect(withoutTime(viaFast.body)).toBe(withoutTime(viaFastify.body))
  })
})
