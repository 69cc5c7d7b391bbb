import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { organizationInfoSchema } from '../../domain/metrics/organization-info.ts'
import { freePort } from '../testing/free-port.ts'
import { DEMO_API_KEY, DEMO_EMAIL, useBff } from '../testing/harness.ts'
import { SESSION_COOKIE_NAME } from './cookie.ts'

const bff = useBff()

/** A BFF listening on loopback, with its PUBLIC_ORIGIN set to where it listens. */
async function listening(): Promise<string> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const app: FastifyInstance = await bff.app({ PUBLIC_ORIGIN: origin })
  await app.listen({ port, host: '127.0.0.1' })
  return origin
}

function sessionCookieOf(response: Response): string {
  const line = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))
  if (line === undefined) throw new Error('no session cookie')
  return (line.split(';')[0] ?? '').slice(SESSION_COOKIE_NAME.length + 1)
}

describe('stateless sessions', () => {
  it('two BFF instances with the same secret serve the same session over real HTTP', async () => {
    // One after the other: both open the same SQLite file, and in one thread a second migration
    // would wait on the first's write lock synchronously (replicas are processes; see store.test.ts).
    const first = await listening()
    const second = await listening()
    const headers = { 'x-csrf': '1', 'content-type': 'application/json' }

    const signIn = await fetch(`${first}/api/session`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ region: 'us', email: DEMO_EMAIL, apiKey: DEMO_API_KEY }),
    })
    expect(signIn.status).toBe(200)
    const cookie = `${SESSION_COOKIE_NAME}=${sessionCookieOf(signIn)}`

    const onSecond = await fetch(`${second}/api/regions/us/organization-info`, {
      headers: { 'x-csrf': '1', cookie },
    })
    expect(onSecond.status).toBe(200)
    expect(organizationInfoSchema.parse(await onSecond.json()).region).toBe('us')

    const signOut = await fetch(`${second}/api/session/us`, {
      method: 'DELETE',
      headers: { 'x-csrf': '1', cookie },
    })
    expect(signOut.status).toBe(204)
    expect(await bff.tokens()).toEqual({ valid: 0, expired: 0, invalidated: 1 })
    // The old cookie still unseals on the first instance, but the shared store has it revoked.
    const replay = await fetch(`${first}/api/regions/us/organization-info`, {
      headers: { 'x-csrf': '1', cookie },
    })
    expect(replay.status).toBe(401)
    expect(await replay.json()).toMatchObject({ error: 'not_signed_in' })
  })
})
