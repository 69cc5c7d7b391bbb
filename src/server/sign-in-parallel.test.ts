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
 * Guesses in flight cannot outrun the sign-in budget (issue 28), and right keys never lock anyone
 * out (issue 37; decision 0251). A slow upstream on loopback answers every password grant after
 * UPSTREAM_LATENCY_MS: a token for RIGHT_KEY, `401 invalid_grant` for anything else. It counts
 * the grants that reach it while 60 guesses for one e-mail from one IP run at once (at most
 * SIGNIN_FAILURES_PER_EMAIL may), and serves 25 right sign-ins of one e-mail, and 200 of as many
 * people behind one IP, at once: all get in, and no budget point is left spent.
 */
const UPSTREAM_LATENCY_MS = 400
const GUESSES = 60
const BUDGET = 10
const RIGHT_KEY = 'the-right-key'
const bff = useBff()
const grantSchema = z.object({ username: z.string(), password: z.string() })

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
    const grant = grantSchema.parse(JSON.parse(body))
    grants.set(grant.username, (grants.get(grant.username) ?? 0) + 1)
    setTimeout(() => {
      response.writeHead(grant.password === RIGHT_KEY ? 200 : 401, {
        'content-type': 'application/json',
      })
      response.end(
        JSON.stringify(
          grant.password === RIGHT_KEY
            ? { data: { access_token: `token-${grant.username}`, expires_in: 864000 } }
            : { error: 'invalid_grant' },
        ),
      )
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

/** Sends `count` sign-ins at once, spread over `replicas` in turn; resolves to the statuses seen. */
async function signInsInParallel(
  replicas: readonly FastifyInstance[],
  count: number,
  credential: (index: number) => { email: string; apiKey: string },
  /** The client's address, as the proxy in front says (TRUST_PROXY=1); default the loopback. */
  ip?: (index: number) => string,
): Promise<Map<number, number>> {
  const statuses = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const app = replicas[index % replicas.length]
      if (app === undefined) throw new Error('no replica')
      const answer = await app.inject({
        method: 'POST',
        url: '/api/session',
        headers: {
          'x-csrf': '1',
          'content-type': 'application/json',
          ...(ip === undefined ? {} : { 'x-forwarded-for': ip(index) }),
        },
        payload: JSON.stringify({ region: 'us', ...credential(index) }),
      })
      return answer.statusCode
    }),
  )
  const counts = new Map<number, number>()
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1)
  return counts
}

const guessInParallel = (replicas: readonly FastifyInstance[], email: string) =>
  signInsInParallel(replicas, GUESSES, (index) => ({ email, apiKey: `guess-${index}` }))

/**
 * No point is left spent: `budget` wrong keys at once all reach the upstream (401), and the next
 * is refused for `scope`.
 */
async function expectWholeBudget(
  replicas: readonly FastifyInstance[],
  budget: number,
  scope: 'email' | 'network',
  email: (index: number) => string,
  ip: (index: number) => string,
) {
  const wrong = (index: number) => ({ email: email(index), apiKey: 'wrong' })
  const counts = await signInsInParallel(replicas, budget, wrong, ip)
  expect(Object.fromEntries(counts)).toEqual({ 401: budget })
  const next = await replicas[0]?.inject({
    method: 'POST',
    url: '/api/session',
    headers: { 'x-csrf': '1', 'content-type': 'application/json', 'x-forwarded-for': ip(budget) },
    payload: JSON.stringify({ region: 'us', ...wrong(budget) }),
  })
  expect(next?.json()).toMatchObject({ error: 'rate_limited', scope })
}

/** Exactly the budget reaches the upstream and is refused by it; the rest are refused `429`. */
function expectBudgetHeld(counts: ReadonlyMap<number, number>, reached: number) {
  expect(reached).toBeGreaterThan(0)
  expect(reached).toBeLessThanOrEqual(BUDGET)
  expect(Object.fromEntries(counts)).toEqual({ 401: BUDGET, 429: GUESSES - BUDGET })
}

/** Per IP: the former default of 30 wrong keys per window, below the 200 people signing in. */
const IP_BUDGET = 30
const PEOPLE = 200
const SAME_EMAIL = 25

const env = (store: Record<string, string>) => ({
  ...store,
  TALENT_US_BASE_URL: upstream.baseUrl,
  SIGNIN_FAILURES_PER_EMAIL: String(BUDGET),
  SIGNIN_FAILURES_PER_IP: String(IP_BUDGET),
  // No timeout on a busy machine: a timed-out guess gives its point back (it was not judged).
  UPSTREAM_TIMEOUT_MS: '30000',
  TRUST_PROXY: '1',
})

/**
 * Right keys, at once, on `replicas`: 25 of one e-mail, then 200 of as many people from one IP.
 * All get in; then the e-mail's and the IP's budgets are whole.
 */
async function expectRightKeysAllIn(replicas: readonly FastifyInstance[], tag: string) {
  const email = `right-${tag}@example.com`
  // Each from its own address: the e-mail's budget alone is in play.
  const own = (index: number) => `203.0.113.${index + 1}`
  const same = await signInsInParallel(
    replicas,
    SAME_EMAIL,
    () => ({ email, apiKey: RIGHT_KEY }),
    own,
  )
  expect(Object.fromEntries(same)).toEqual({ 200: SAME_EMAIL })
  await expectWholeBudget(replicas, BUDGET, 'email', () => email, own)

  // Everyone behind one proxy's address.
  const proxy = () => `198.51.100.${tag === 'sqlite' ? 1 : 2}`
  const person = (index: number) => `person-${index}-${tag}@example.com`
  const crowd = await signInsInParallel(
    replicas,
    PEOPLE,
    (index) => ({ email: person(index), apiKey: RIGHT_KEY }),
    proxy,
  )
  expect(Object.fromEntries(crowd)).toEqual({ 200: PEOPLE })
  await expectWholeBudget(replicas, IP_BUDGET, 'network', (i) => `typo-${i}-${tag}@x.org`, proxy)
}

describe('sign-ins at once from one IP, upstream answering in 400 ms', () => {
  it('on SQLite, at most the e-mail budget of 60 guesses reaches the upstream', async () => {
    const app = await bff.app(env({}), { regions: ['us'] })
    const email = 'guessed-on-sqlite@example.com'
    const counts = await guessInParallel([app], email)
    const reached = upstream.grants(email)
    console.info(`sign-in guesses on SQLite: ${reached} of ${GUESSES} reached the upstream`)
    expectBudgetHeld(counts, reached)
  }, 30_000)

  it('on SQLite, right keys at once all get in and spend nothing', async () => {
    const app = await bff.app(env({}), { regions: ['us'] })
    await expectRightKeysAllIn([app], 'sqlite')
  }, 60_000)

  describe('on two PostgreSQL replicas', () => {
    let database: TestStoreConfig | undefined
    beforeAll(async () => {
      database = await freshStore('postgres')
    })
    afterAll(async () => database?.cleanup())

    it('at most the e-mail budget of 60 guesses reaches the upstream', async () => {
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

    it('right keys at once all get in and spend nothing', async () => {
      const store = database?.env ?? {}
      const replicas = await Promise.all([
        bff.app(env(store), { regions: ['us'] }),
        bff.app(env(store), { regions: ['us'] }),
      ])
      await expectRightKeysAllIn(replicas, 'postgres')
    }, 60_000)
  })
})
