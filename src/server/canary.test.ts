import { unsealData } from 'iron-session'
import { describe, expect, it } from 'vitest'
import { REGION_IDS } from '../domain/regions/regions.ts'
import { ACCESS_LOG_MESSAGE } from './access-log.ts'
import { createLogger } from './logging.ts'
import { sessionDataSchema } from './session/session-data.ts'
import { LogCapture, TEST_SESSION_SECRET, useBff } from './testing/harness.ts'
import type { Answer, Client } from './testing/harness.ts'

const bff = useBff()

const CANARY_EMAIL = 'canary.user@example.com'
const CANARY_KEY = 'CANARY-API-KEY-7f3a9c1e'
const CANARY_WRONG_KEY = 'CANARY-WRONG-KEY-c0ffee42'

async function tokensIn(client: Client): Promise<string[]> {
  const data = sessionDataSchema.parse(
    await unsealData(client.cookie ?? '', { password: TEST_SESSION_SECRET }),
  )
  return Object.values(data.regions).map((entry) => entry.token)
}

describe('canary: secrets never leak', () => {
  it('upstream tokens, API keys and credentials appear in no body, header, cookie or log line', async () => {
    const logs = new LogCapture()
    const logger = createLogger('trace', logs)
    const answers: Answer[] = []
    const record = async (pending: Promise<Answer>) => {
      const answer = await pending
      answers.push(answer)
      return answer
    }
    for (const region of ['us', 'eu'] as const) {
      await bff.control(`/regions/${region}/users`, { email: CANARY_EMAIL, apiKey: CANARY_KEY })
    }
    const app = await bff.app({ LOG_LEVEL: 'trace', ORG_INFO_CACHE_TTL_MS: '0' }, { logger })
    const client = bff.client(app)

    expect((await record(client.signIn('us', CANARY_EMAIL, CANARY_WRONG_KEY))).status).toBe(401)
    expect((await record(client.signIn('us', CANARY_EMAIL, CANARY_KEY))).status).toBe(200)
    expect((await record(client.signIn('eu', CANARY_EMAIL, CANARY_KEY))).status).toBe(200)
    const tokens = await tokensIn(client)
    expect(tokens).toHaveLength(2)

    await record(client.orgInfo('us'))
    await record(client.request({ url: '/api/session' }))
    await record(client.request({ url: '/api/regions' }))
    await record(
      client.request({
        url: '/api/regions/us/organization-info',
        headers: { authorization: `Bearer ${tokens[0]}`, 'x-api-key': CANARY_KEY },
      }),
    )
    await bff.control('/faults', { mode: 'malformed', ratio: 1, latencyMs: 0 })
    await record(
      client.request({
        url: '/api/regions/eu/organization-info',
        headers: { 'cache-control': 'no-cache' },
      }),
    )
    await record(client.signIn('ca', CANARY_EMAIL, CANARY_KEY))
    await bff.control('/faults', { mode: 'none', ratio: 0, latencyMs: 0 })
    await record(client.request({ method: 'DELETE', url: '/api/session/eu' }))
    await bff.control('/clock', { advanceSeconds: 864_001 })
    expect((await record(client.orgInfo('us'))).json).toMatchObject({ error: 'session_expired' })
    await record(
      client.request({ method: 'POST', url: '/api/session', json: { apiKey: CANARY_KEY } }),
    )
    await record(
      client.request({
        method: 'POST',
        url: '/api/session',
        headers: { 'content-type': 'application/json' },
        payload: `{"region":"us","apiKey":"${CANARY_KEY}"`,
      }),
    )

    const misconfigured = bff.client(
      await bff.app(
        { TALENT_US_BASIC_AUTH: bff.sim.basicCredential('gov'), LOG_LEVEL: 'trace' },
        { logger },
      ),
    )
    expect((await record(misconfigured.signIn('us', CANARY_EMAIL, CANARY_KEY))).status).toBe(502)

    const secrets = [
      CANARY_KEY,
      CANARY_WRONG_KEY,
      TEST_SESSION_SECRET,
      ...tokens,
      ...REGION_IDS.map((id) => bff.sim.basicCredential(id)),
    ]
    const everything = [
      ...answers.map((a) =>
        JSON.stringify({ body: a.body, headers: a.headers, cookies: a.setCookies }),
      ),
      ...logs.lines,
    ].join('\n')
    expect(logs.lines.length).toBeGreaterThan(20)
    for (const secret of secrets) expect(everything).not.toContain(secret)
    expect(logs.lines.join('\n')).not.toContain(CANARY_EMAIL)

    const messages = logs.entries().map((entry) => entry.msg)
    expect(messages).toContain('sign-in succeeded')
    expect(messages).toContain('sign-in refused: invalid credentials')
    expect(
      messages.some((m) => typeof m === 'string' && m.startsWith('configuration problem')),
    ).toBe(true)
    const withIds = logs.entries().filter((entry) => entry.msg === ACCESS_LOG_MESSAGE)
    expect(withIds.length).toBeGreaterThan(5)
    for (const entry of withIds) expect(entry.reqId).toEqual(expect.any(String))
  })
})
