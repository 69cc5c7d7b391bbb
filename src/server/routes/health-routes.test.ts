import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../logging.ts'
import { openStore } from '../store/store.ts'
import { LogCapture, useBff } from '../testing/harness.ts'

const bff = useBff()

describe('health endpoints', () => {
  it('/healthz answers 200 whenever the process is up', async () => {
    const app = await bff.app()
    const answer = await app.inject({ url: '/healthz' })
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ status: 'ok' })
  })

  it('/readyz is 503 before listening, 200 once listening, 503 while shutting down', async () => {
    const app = await bff.app()
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503)
    await app.listen({ port: 0, host: '127.0.0.1' })
    const ready = await app.inject({ url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready' })
    app.lifecycle.shuttingDown = true
    const draining = await app.inject({ url: '/readyz' })
    expect(draining.statusCode).toBe(503)
    expect(draining.json()).toEqual({ status: 'not_ready' })
  })

  it('/readyz is 503 when the store can be read but not written, and logs why', async () => {
    const store = await openStore({ engine: 'sqlite', dataDir: bff.dataDir })
    const logs = new LogCapture()
    const app = await bff.app({}, { store, logger: createLogger('info', logs) })
    await app.listen({ port: 0, host: '127.0.0.1' })
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200)
    await sql`pragma query_only = 1`.execute(store.db)
    const answer = await app.inject({ url: '/readyz' })
    expect(answer.statusCode).toBe(503)
    expect(answer.json()).toEqual({ status: 'not_ready', store: 'unavailable' })
    const warning = logs
      .entries()
      .find((entry) => entry.msg === 'readiness: the store is unavailable')
    expect(warning).toMatchObject({
      err: { message: 'store operation ping failed: attempt to write a readonly database' },
    })
    await app.close()
    await store.close()
  })

  it('/metrics exposes request, upstream and sign-in metrics in Prometheus text format', async () => {
    const app = await bff.app()
    const client = bff.client(app)
    await client.signIn('us')
    await client.orgInfo('us')
    await client.request({ url: '/api/nothing' })
    const answer = await app.metricsServer.inject({ url: '/metrics' })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = answer.body
    expect(text).toMatch(
      /http_requests_total\{route="\/api\/regions\/:region\/organization-info",method="GET",status="200"\} 1/,
    )
    expect(text).toMatch(
      /http_requests_total\{route="\/api\/session",method="POST",status="200"\} 1/,
    )
    expect(text).toMatch(/http_requests_total\{route="unmatched",method="GET",status="404"\} 1/)
    expect(text).toMatch(
      /upstream_request_duration_seconds_bucket\{le="[0-9.]+",region="us",operation="organization_info",outcome="200"\}/,
    )
    expect(text).toMatch(/sign_ins_total\{outcome="ok"\} 1/)
    expect(text).toMatch(/http_request_duration_seconds_count/)
  })
})
