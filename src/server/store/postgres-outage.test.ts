import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startPostgres } from '../../../scripts/postgres.ts'
import type { RunningPostgres } from '../../../scripts/postgres.ts'
import { annotationPaths } from '../../domain/annotations/annotations.ts'
import { DEMO_EMAIL, simulatorEnv, useBff } from '../testing/harness.ts'
import { freePort } from '../testing/free-port.ts'
import { signInOverHttp, useMainProcesses } from '../testing/main-process.ts'
import type { MainProcess } from '../testing/main-process.ts'

/**
 * The database goes away under traffic (issue 45): a real PostgreSQL cluster of this file's own,
 * stopped as an operator stops it (`pg_ctl stop -m fast`, which ends every connection with 57P01)
 * while two BFF processes read and write through it, then started again. Before the fix the first
 * connection ended this way took its process down with an uncaught `error`.
 */
const OUTAGE_MS = 5_000
/** Readers and writers, half on each replica. */
const USERS = 16
/** A pause between one user's requests, so the crowd stays a few hundred requests a second. */
const PACE_MS = 25

const bff = useBff()
const processes = useMainProcesses()
let cluster: RunningPostgres | undefined

beforeAll(async () => {
  cluster = await startPostgres()
}, 60_000)
afterAll(() => cluster?.stop())

const database = () => {
  if (cluster === undefined) throw new Error('no cluster')
  return cluster
}

interface Replica {
  readonly origin: string
  readonly main: MainProcess
  readonly cookie: string
}

/** Starts a BFF process on the cluster (with `extra`), without waiting for it to listen. */
async function launch(extra: Record<string, string> = {}): Promise<Omit<Replica, 'cookie'>> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const main = processes.start({
    ...simulatorEnv(bff.sim, ['us']),
    DATABASE_URL: database().url,
    ADMIN_EMAILS: DEMO_EMAIL,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: origin,
    LOG_LEVEL: 'warn',
    ...extra,
  })
  return { origin, main }
}

async function signedIn({ origin, main }: Omit<Replica, 'cookie'>): Promise<Replica> {
  await main.waitFor(/Open:\s+http/, 60_000)
  const { status, cookie } = await signInOverHttp(origin)
  expect(status).toBe(200)
  return { origin, main, cookie: cookie ?? '' }
}

const events = annotationPaths.events('us')

function readEvents({ origin, cookie }: Replica): Promise<Response> {
  return fetch(`${origin}${events}`, { headers: { 'x-csrf': '1', cookie } })
}

function writeEvent({ origin, cookie }: Replica, title: string): Promise<Response> {
  return fetch(`${origin}${events}`, {
    method: 'POST',
    headers: { 'x-csrf': '1', 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ date: '2026-06-01', title, note: null, allRegions: false }),
  })
}

type Phase = 'before' | 'outage' | 'after'

interface Outcome {
  readonly phase: Phase
  readonly replica: number
  readonly status: number
  readonly error: string
}

async function listedIds(replica: Replica): Promise<Set<string>> {
  const answer = await readEvents(replica)
  expect(answer.status).toBe(200)
  const body = (await answer.json()) as { events: { id: string }[] }
  return new Set(body.events.map((event) => event.id))
}

describe('PostgreSQL going away', () => {
  it('two replicas stay up, answer 503 store_unavailable while it is down, serve again at once and keep every acknowledged write', async () => {
    const replicas = await Promise.all([launch().then(signedIn), launch().then(signedIn)])
    const outcomes: Outcome[] = []
    const acknowledged = new Set<string>()
    let phase: Phase = 'before'
    let running = true

    async function user(index: number): Promise<void> {
      const which = index % 2
      const target = replicas[which]
      if (target === undefined) return
      for (let n = 0; running; n += 1) {
        const writes = index < USERS / 2
        let status = 0
        let error = 'no answer'
        const asked: Phase = phase
        try {
          const answer = writes
            ? await writeEvent(target, `Outage ${index}-${n}`)
            : await readEvents(target)
          status = answer.status
          const body = (await answer.json()) as { id?: string; error?: string }
          error = body.error ?? ''
          if (writes && status === 201 && body.id !== undefined) acknowledged.add(body.id)
        } catch {
          // No answer at all: counted below as status 0.
        }
        outcomes.push({ phase: asked, replica: which, status, error })
        await sleep(PACE_MS)
      }
    }

    const traffic = Array.from({ length: USERS }, (_, index) => user(index))
    await vi.waitFor(() => expect(acknowledged.size).toBeGreaterThanOrEqual(20), {
      timeout: 20_000,
    })

    phase = 'outage'
    database().halt()
    await vi.waitFor(
      () => {
        for (const which of [0, 1]) {
          expect(
            outcomes.some(
              (o) => o.phase === 'outage' && o.replica === which && o.error === 'store_unavailable',
            ),
          ).toBe(true)
        }
      },
      { timeout: OUTAGE_MS },
    )
    // The outage lasts its length whatever the answers: that is what is being survived.
    await sleep(OUTAGE_MS)
    for (const { main } of replicas) expect(main.child.exitCode).toBeNull()

    database().resume()
    const resumed = performance.now()
    phase = 'after'
    await vi.waitFor(
      async () => {
        for (const target of replicas) expect((await readEvents(target)).status).toBe(200)
      },
      { timeout: 10_000, interval: 50 },
    )
    const recoveredMs = performance.now() - resumed
    const acknowledgedBefore = acknowledged.size
    await vi.waitFor(() => expect(acknowledged.size).toBeGreaterThan(acknowledgedBefore + 10), {
      timeout: 10_000,
    })
    running = false
    await Promise.all(traffic)

    for (const { main } of replicas) expect(main.child.exitCode).toBeNull()
    // Every answer is one the contract has: never a dropped connection or a 500.
    const kinds = new Set(outcomes.map((o) => `${o.status} ${o.error}`.trim()))
    expect(
      [...kinds].filter((kind) => !['200', '201', '503 store_unavailable'].includes(kind)),
    ).toEqual([])
    // The outage was answered, not waited out: each replica answered 503 while it lasted.
    expect(outcomes.filter((o) => o.phase === 'outage' && o.status === 503).length).toBeGreaterThan(
      0,
    )
    // Serving within 2 s of the database being back (pg_ctl start returns once it accepts connections).
    expect(recoveredMs).toBeLessThan(2_000)
    for (const target of replicas) {
      const listed = await listedIds(target)
      expect([...acknowledged].filter((id) => !listed.has(id))).toEqual([])
    }
  }, 120_000)

  it('a BFF started while the database is down says so once, waits, and serves once it is up', async () => {
    database().halt()
    const waiting = await launch({ STORE_START_WAIT_S: '120', LOG_LEVEL: 'info' })
    await waiting.main.waitFor(/Waiting for the store/, 20_000)
    expect(waiting.main.child.exitCode).toBeNull()
    database().resume()
    const replica = await signedIn(waiting)
    const { stdout } = replica.main.output()
    expect(stdout.match(/Waiting for the store/g)).toHaveLength(1)
    expect(stdout).toMatch(
      /Store reached, PostgreSQL at DATABASE_URL \(127\.0\.0\.1:\d+, database postgres\), after \d+ s\./,
    )
    expect((await readEvents(replica)).status).toBe(200)
  }, 90_000)
})
