import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { RegionId } from '../domain/regions/regions.ts'
import { DEMO_API_KEY, DEMO_EMAIL } from './datasets.ts'
import { startSimulator } from './server.ts'
import type { RunningSimulator } from './server.ts'

/** Shared by the simulator's HTTP tests: one simulator per file, reset before each test. */

export const TEST_START = new Date('2026-01-01T00:00:00.000Z')

interface Answer {
  status: number
  headers: Headers
  text: string
  json: unknown
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text()
  let json: unknown
  try {
    json = text === '' ? undefined : JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, headers: response.headers, text, json }
}

export interface TestSimulator {
  readonly sim: RunningSimulator
  request(path: string, init?: RequestInit): Promise<Answer>
  control(path: string, body?: unknown, method?: string): Promise<Answer>
  authenticate(region: RegionId, body: unknown, init?: { basic?: string | null }): Promise<Answer>
  passwordToken(region: RegionId, email?: string, apiKey?: string): Promise<string>
  orgInfo(region: RegionId, token: string): Promise<Answer>
  invalidate(region: RegionId, token: string): Promise<Answer>
  tokens(region?: RegionId): Promise<unknown>
}

export function useSimulator(): TestSimulator {
  let sim: RunningSimulator | undefined
  const current = (): RunningSimulator => {
    if (sim === undefined) throw new Error('The simulator has not started.')
    return sim
  }
  beforeAll(async () => {
    sim = await startSimulator({ port: 0, startTime: TEST_START })
  })
  afterAll(async () => {
    await sim?.close()
  })
  beforeEach(async () => {
    await helper.control('/reset')
  })

  const helper: TestSimulator = {
    get sim() {
      return current()
    },
    request: async (path, init) => answerOf(await fetch(`${current().url}${path}`, init)),
    // Control POSTs are JSON even without a body (http/control-guard.ts).
    control: (path, body, method = 'POST') =>
      helper.request(`/__control${path}`, {
        method,
        headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    authenticate: (region, body, init = {}) => {
      const basic = init.basic === undefined ? current().basicCredential(region) : init.basic
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (basic !== null) headers.authorization = `Basic ${basic}`
      return helper.request(`/${region}/oauth/v1/authenticate`, {
        method: 'POST',
        headers,
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
    },
    async passwordToken(region, email = DEMO_EMAIL, apiKey = DEMO_API_KEY) {
      const answer = await helper.authenticate(region, {
        grantType: 'password',
        username: email,
        password: apiKey,
      })
      const token = tokenOf(answer.json)
      if (answer.status !== 200 || token === undefined) {
        throw new Error(`Token request failed: ${answer.status} ${answer.text}`)
      }
      return token
    },
    orgInfo: (region, token) =>
      helper.request(`/${region}/api/v2/core/organization-info`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    invalidate: (region, token) =>
      helper.request(`/${region}/oauth/v1/invalidate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      }),
    tokens: async (region) =>
      (await helper.request(`/__control/tokens${region === undefined ? '' : `?region=${region}`}`))
        .json,
  }
  return helper
}

/** The access token of a token response, if it has one. */
export function tokenOf(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null || !('data' in json)) return undefined
  const data: unknown = json.data
  if (typeof data !== 'object' || data === null || !('access_token' in data)) return undefined
  return typeof data.access_token === 'string' ? data.access_token : undefined
}
