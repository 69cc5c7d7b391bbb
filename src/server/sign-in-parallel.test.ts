import { createServer } from 'node:http'
import type { Server } from 'node:http'
import { once } from 'node:events'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { TOKEN_PATH } from './upstream/talent-client.ts'
import { freshStore } from './store/testing/test-store.ts'
import type { TestStoreConfig } from './store/testing/test-store.ts'
import { useBff } from './testing/harness.ts'

/**
 * Issue 28, item 1: guesses in flight spend the sign-in budget. A slow upstream on loopback
 * (every password grant refused after UPSTREAM_LATENCY_MS) counts the grants that reach it while
 * 60 guesses for one e-mail from one IP run at once: at most SIGNIN_FAILURES_PER_EMAIL may.
 */
const UPSTREAM_LATENCY_MS = 400
const GUESSES = 60
const BUDGET = 10
const bff = useBff()
const grantSchema = z.object({ username: z.string() })

interface SlowUpstream {
  readonly baseUrl: string
  /** Password grants that arrived for `email`. */
  readonly grants: (email: string) => number
  close(): Promise<void>
}

async function slowUpstream(): Promise<SlowUpstream> {
  const grants = new Map<string, number>()
  const server: Server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== `/us${TOKEN_PATH}`) {
      response.writeHead(404).end()
      return
    }
    let body = ''
    for await (const chunk of request) body += String(chunk)
    const email = grantSchema.parse(JSON.parse(body)).username
    grants.set(email, (grants.get(email) ?? 0) + 1)
    setTimeout(() => {
      response.writeHead(401, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: 'invalid_grant' }))
    }, UPSTREAM_LATENCY_MS)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return {
    baseUrl: `http://127.0.0.1:${address.port}/us`,
    grants: (email) => grants.get(email) ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

let upstream: SlowUpstream
beforeAll(async () => {
  upstream = await slowUpstream()
})
afterAll(async () => upstream.close())

/** Sends the guesses at once, spread over `replicas` in turn; resolves to the statuses seen. */
async function guessInParallel(
  replicas: readonly FastifyInstance[],
  email: string,
): Promise<Map<number, number>> {
  const statuses = await Promise.all(
    Array.from({ length: GUESSES }, async (_, index) => {
      const app = replicas[index % replicas.length]
      if (app === undefined) throw new Error('no replica')
      const answer = await app.inject({
        method: 'POST',
        url: '/api/session',
        headers: { 'x-csrf': '1', 'content-type': 'application/json' },
        payload: JSON.stringify({ region: 'us', email, apiKey: `guess-${index}` }),
      })
      return answer.statusCode
    }),
  )
  const counts = new Map<number, number>()
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1)
  return counts
}

/**
 * Exactly the budget is admitted and the rest refused; an admitted guess is refused by the upstream,
 * or times out when the machine is busy (then it may never have arrived): at most the budget arrives.
 */
function expectBudgetHeld(counts: ReadonlyMap<number, number>, reached: number) {
  expect(reached).toBeGreaterThan(0)
  expect(reached).toBeLessThanOrEqual(BUDGET)
  expect(counts.get(429)).toBe(GUESSES - BUDGET)
  expect((counts.get(401) ?? 0) + (counts.get(504) ?? 0)).toBe(BUDGET)
}

const env = (store: Record<string, string>) => ({
  ...store,
  TALENT_US_BASE_URL: upstream.baseUrl,
  SIGNIN_FAILURES_PER_EMAIL: String(BUDGET),
})

describe('60 parallel guesses for one e-mail from one IP, upstream answering in 400 ms', () => {
  it('on SQLite, at most the e-mail budget reaches the upstream', async () => {
    const app = await bff.app(env({}), { regions: ['us'] })
    const email = 'guessed-on-sqlite@example.com'
    const counts = await guessInParallel([app], email)
    const reached = upstream.grants(email)
    console.info(`sign-in guesses on SQLite: ${reached} of ${GUESSES} reached the upstream`)
    expectBudgetHeld(counts, reached)
  }, 30_000)

  describe('on two PostgreSQL replicas', () => {
    let database: TestStoreConfig | undefined
    beforeAll(async () => {
      database = await freshStore('postgres')
    })
    afterAll(async () => database?.cleanup())

    it('at most the e-mail budget reaches the upstream', async () => {
      const store = database?.env ?? {}
      const replicas = await Promise.all([
        bff.app(env(store), { regions: ['us'] }),
        bff.app(env(store), { regions: ['us'] }),
      ])
      const email = 'guessed-on-postgres@example.com'
      const counts = await guessInParallel(replicas, email)
      const reached = upstream.grants(email)
      console.info(
        `sign-in guesses on 2 PostgreSQL replicas: ${reached} of ${GUESSES} reached the upstream`,
      )
      expectBudgetHeld(counts, reached)
    }, 30_000)
  })
})
