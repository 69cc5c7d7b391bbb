import { hostname } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { regionsResponseSchema } from '../domain/http/contract.ts'
import { organizationInfoSchema } from '../domain/metrics/organization-info.ts'
import { startSimulator } from '../simulator/server.ts'
import { freePort } from './testing/free-port.ts'
import { signInOverHttp, useMainProcesses } from './testing/main-process.ts'
import { rawRequest } from './testing/raw-http.ts'
import { DEMO_API_KEY, DEMO_EMAIL, simulatorEnv } from './testing/harness.ts'

const { start, dataDir } = useMainProcesses()

describe('main (npm start)', () => {
  it('in demo mode starts the simulator, prints the banner, serves, and stops on SIGTERM', async () => {
    const main = start({ PORT: '0', LOG_LEVEL: 'info' })
    const [, port] = await main.waitFor(/Open:\s+http:\/\/localhost:(\d+)/)
    const { stdout } = main.output()
    expect(stdout).toContain('demo')
    expect(stdout).toContain(`e-mail ${DEMO_EMAIL}, API key ${DEMO_API_KEY}`)
    expect(stdout).toMatch(/Simulator:\s+http:\/\/127\.0\.0\.1:\d+/)

    const base = `http://localhost:${port}`
    expect((await fetch(`${base}/readyz`)).status).toBe(200)
    const regions = await fetch(`${base}/api/regions`, { headers: { 'x-csrf': '1' } })
    expect(regionsResponseSchema.parse(await regions.json()).regions).toHaveLength(8)
    // Demo mode answers to localhost and 127.0.0.1 on the port it got, and to no other Host.
    const byAddress = await fetch(`http://127.0.0.1:${port}/api/regions`, {
      headers: { 'x-csrf': '1' },
    })
    expect(byAddress.status).toBe(200)
    const rebound = await rawRequest(
      Number(port),
      `GET /api/regions HTTP/1.1\r\nHost: rebound.example:${port}\r\nX-CSRF: 1\r\nConnection: close\r\n\r\n`,
    )
    expect(rebound.status).toBe(421)
    expect(JSON.parse(rebound.body)).toMatchObject({ error: 'misdirected_request' })

    // Metrics: on the loopback listener only, never on the public port (decision 0176).
    const [, metricsPort] = await main.waitFor(/Metrics:\s+http:\/\/127\.0\.0\.1:(\d+)\/metrics/)
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
    expect(scraped.status).toBe(200)
    expect(await scraped.text()).toMatch(/http_requests_total\{route="\/readyz"/)
    expect((await fetch(`${base}/metrics`)).status).toBe(404)
    const reboundMetrics = await rawRequest(
      Number(metricsPort),
      `GET /metrics HTTP/1.1\r\nHost: rebound.example:${metricsPort}\r\nConnection: close\r\n\r\n`,
    )
    expect(reboundMetrics.status).toBe(421)
    const signIn = await fetch(`${base}/api/session`, {
      method: 'POST',
      headers: { 'x-csrf': '1', 'content-type': 'application/json' },
      body: JSON.stringify({ region: 'gov', email: DEMO_EMAIL, apiKey: DEMO_API_KEY }),
    })
    expect(signIn.status).toBe(200)

    main.child.kill('SIGTERM')
    expect(await main.exited).toBe(0)
    expect(main.output().stdout).toContain('"msg":"stopped"')
  }, 30_000)

  it('two BFF processes with the same SESSION_SECRET serve one session (stateless)', async () => {
    const sim = await startSimulator({ port: 0 })
    try {
      const [first, second] = await Promise.all(
        [await freePort(), await freePort()].map(async (port, index) => {
          const origin = `http://127.0.0.1:${port}`
          const bff = start({
            ...simulatorEnv(sim, ['us']),
            // One process per SQLite DATA_DIR (decision 0254): the session needs no shared store.
            ...(index === 0 ? {} : { DATA_DIR: path.join(dataDir(), 'second') }),
            PORT: String(port),
            HOST: '127.0.0.1',
            PUBLIC_ORIGIN: origin,
            LOG_LEVEL: 'warn',
          })
          await bff.waitFor(/Open:\s+http:\/\/127\.0\.0\.1:(\d+)/)
          return origin
        }),
      )
      const { status: signInStatus, cookie } = await signInOverHttp(first ?? '')
      expect(signInStatus).toBe(200)
      expect(cookie).toBeDefined()

      const onSecond = await fetch(`${second}/api/regions/us/organization-info`, {
        headers: { 'x-csrf': '1', cookie: cookie ?? '' },
      })
      expect(onSecond.status).toBe(200)
      expect(organizationInfoSchema.parse(await onSecond.json()).region).toBe('us')
      const sessions = await fetch(`${second}/api/session`, {
        headers: { 'x-csrf': '1', cookie: cookie ?? '' },
      })
      expect(await sessions.json()).toMatchObject({
        sessions: [{ region: 'us', email: DEMO_EMAIL }],
      })
    } finally {
      await sim.close()
    }
  }, 30_000)

  it('keeps the store in DATA_DIR: a sign-out survives SIGKILL and restart', async () => {
    const sim = await startSimulator({ port: 0 })
    try {
      // Upstream invalidation fails, so only the store stands between the copy and the data.
      const port = await freePort()
      const base = `http://127.0.0.1:${port}`
      const env = {
        ...simulatorEnv(sim, ['us']),
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: base,
        LOG_LEVEL: 'warn',
        TALENT_INVALIDATE_PATH: '/no-such-endpoint',
      }
      const first = start(env)
      await first.waitFor(/Open:\s+http/)
      const { status: signInStatus, cookie } = await signInOverHttp(base)
      expect(signInStatus).toBe(200)
      const headers = { 'x-csrf': '1', cookie: cookie ?? '' }
      const signOut = await fetch(`${base}/api/session`, { method: 'DELETE', headers })
      expect(signOut.status).toBe(204)
      first.child.kill('SIGKILL')
      await first.exited

      const second = start(env)
      await second.waitFor(/Open:\s+http/)
      const replay = await fetch(`${base}/api/regions/us/organization-info`, { headers })
      expect(replay.status).toBe(401)
      expect(await replay.json()).toMatchObject({ error: 'not_signed_in' })
    } finally {
      await sim.close()
    }
  }, 30_000)

  it('a second process on the same SQLite DATA_DIR exits 1 with one line naming the first', async () => {
    const sim = await startSimulator({ port: 0 })
    try {
      const env = {
        ...simulatorEnv(sim, ['us']),
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: 'http://127.0.0.1:8080',
        LOG_LEVEL: 'warn',
      }
      const first = start(env)
      await first.waitFor(/Open:\s+http/)
      const second = start(env)
      expect(await second.exited).toBe(1)
      const { stderr } = second.output()
      expect(stderr.trimEnd().split('\n')).toEqual([
        `Cannot open the SQLite store in DATA_DIR (${dataDir()}): another process uses it (pid ${first.child.pid} on ${hostname()}, since ${stderr.match(/since (\S+)\)/)?.[1]}). Stop it or give this one its own DATA_DIR; replicas share a PostgreSQL DATABASE_URL instead. If that process is gone, delete ${path.join(dataDir(), 'pdd.lock')}.`,
      ])
      // The first still serves.
      expect(first.child.exitCode).toBeNull()
    } finally {
      await sim.close()
    }
  }, 30_000)

  it('waits STORE_START_WAIT_S for an unreachable database, saying so once, then stops naming it and no password', async () => {
    const main = start({
      DATABASE_URL: 'postgres://app:hunter2-secret@127.0.0.1:1/pdd',
      STORE_START_WAIT_S: '1',
    })
    expect(await main.exited).toBe(1)
    const { stdout, stderr } = main.output()
    const waiting = stdout.split('\n').filter((line) => line.includes('Waiting for the store'))
    expect(waiting).toHaveLength(1)
    expect(waiting[0]).toMatch(
      /Waiting for the store, PostgreSQL at DATABASE_URL \(127\.0\.0\.1:1, database pdd\): connect ECONNREFUSED 127\.0\.0\.1:1\. Trying again with back-off for up to 1 s \(STORE_START_WAIT_S\)\./,
    )
    expect(stderr).toMatch(
      /Cannot reach the store, PostgreSQL at DATABASE_URL \(127\.0\.0\.1:1, database pdd\): connect ECONNREFUSED 127\.0\.0\.1:1\. Waited \d+ s \(STORE_START_WAIT_S\)\./,
    )
    expect(`${stdout}${stderr}`).not.toContain('hunter2')
  }, 30_000)

  it('refuses to start with invalid configuration, naming each bad variable and no secret', async () => {
    const main = start({
      TALENT_US_BASE_URL: 'ftp://us.example.com',
      SESSION_SECRET: 'too-short-secret',
      MIN_GROUP_SIZE: 'many',
    })
    expect(await main.exited).toBe(1)
    const { stderr } = main.output()
    for (const name of [
      'TALENT_US_BASE_URL',
      'TALENT_US_BASIC_AUTH',
      'SESSION_SECRET',
      'MIN_GROUP_SIZE',
    ]) {
      expect(stderr).toContain(name)
    }
    expect(stderr).not.toContain('too-short-secret')
    expect(stderr).not.toMatch(/\bat .*\.ts:\d+/)
  }, 30_000)
})
