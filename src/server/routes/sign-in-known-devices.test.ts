import { createHmac } from 'node:crypto'
import { sealData } from 'iron-session'
import { afterEach, describe, expect, it } from 'vitest'
import { emailKey } from '../rate-limit.ts'
import { DEVICE_COOKIE_NAME, deviceSealPassword } from '../session/device-cookie.ts'
import { ENGINES, freshStore, type TestStoreConfig } from '../store/testing/test-store.ts'
import {
  DEMO_API_KEY,
  DEMO_EMAIL,
  TEST_SESSION_SECRET,
  useBff,
  type Answer,
  type Client,
} from '../testing/harness.ts'

/**
 * Right keys always get in (issue 45, decision 0400): a browser that signed in for an e-mail
 * carries a device cookie, and its sign-ins for that e-mail are weighed against its own budget,
 * not against the e-mail's lockout or the network's. Everyone here is behind one IP (inject's
 * 127.0.0.1, no TRUST_PROXY), like an office behind its proxy.
 */
const bff = useBff()
const COLLEAGUES = 20

const stores: TestStoreConfig[] = []
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.cleanup()))
})

const colleague = (index: number) => ({
  email: `colleague-${index}@example.com`,
  apiKey: `colleague-key-${index}`,
})

/** A BFF on a fresh store of `engine`, with `env` over the defaults of the budgets. */
async function appOn(engine: (typeof ENGINES)[number], env: Record<string, string> = {}) {
  const store = await freshStore(engine)
  stores.push(store)
  return bff.app({ ...store.env, ...env }, { regions: ['us'] })
}

/** 10 wrong keys for DEMO_EMAIL and 90 for other addresses, from a browser never signed in. */
async function attack(attacker: Client): Promise<Map<number, number>> {
  const statuses = new Map<number, number>()
  for (let index = 0; index < 100; index += 1) {
    const email = index < 10 ? DEMO_EMAIL : `guess-${index}@example.com`
    const { status } = await attacker.signIn('us', email, `wrong-${index}`)
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
  }
  return statuses
}

function expectLocked(answer: Answer): void {
  expect(answer.status).toBe(429)
  expect(answer.json).toMatchObject({ error: 'rate_limited' })
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
}

describe.each(ENGINES)('known devices on %s', (engine) => {
  it.each([
    // The default budgets: the per-minute one (60) refuses the last 40 guesses.
    ['the per-minute budget', {}, { 401: 60, 429: 40 }],
    // All 100 answered: the window's per-IP budget (100) is spent too.
    ['the window budget', { SIGNIN_ATTEMPTS_PER_IP_PER_MINUTE: '1000' }, { 401: 100 }],
  ])(
    'after 100 wrong keys from one IP (%s) and 10 for one address, 21 of 21 known devices get in; unknown ones do not',
    async (_, env, guesses) => {
      const app = await appOn(engine, env)
      for (let index = 0; index < COLLEAGUES; index += 1) {
        expect((await bff.control('/regions/us/users', colleague(index))).status).toBe(201)
      }
      const colleagues = Array.from({ length: COLLEAGUES }, () =>
        bff.client(app, { keepsDevice: true }),
      )
      for (const [index, device] of colleagues.entries()) {
        const { email, apiKey } = colleague(index)
        expect((await device.signIn('us', email, apiKey)).status).toBe(200)
      }
      const owner = bff.client(app, { keepsDevice: true })
      expect((await owner.signIn('us')).status).toBe(200)

      expect(Object.fromEntries(await attack(bff.client(app)))).toEqual(guesses)

      // Unknown devices behind that IP stay limited: a colleague in a new browser, the owner too.
      const { email, apiKey } = colleague(0)
      expectLocked(await bff.client(app).signIn('us', email, apiKey))
      expectLocked(await bff.client(app).signIn('us'))
      // A known device for another address is unknown for this one.
      const colleagueDevice = colleagues[1]
      if (colleagueDevice === undefined) throw new Error('no colleague')
      expectLocked(await colleagueDevice.signIn('us'))

      // Every known device's right key gets in, the attacked address's owner's included.
      const admitted = [
        ...(await Promise.all(
          colleagues.map(async (device, index) => {
            const own = colleague(index)
            return (await device.signIn('us', own.email, own.apiKey)).status
          }),
        )),
        (await owner.signIn('us')).status,
      ]
      expect(admitted).toEqual(Array.from({ length: COLLEAGUES + 1 }, () => 200))
    },
    60_000,
  )

  it("a known device's own wrong keys spend its budget, not the address's or the network's; spent, it is limited like an unknown one", async () => {
    const app = await appOn(engine, { SIGNIN_FAILURES_PER_IP: '10' })
    const device = bff.client(app, { keepsDevice: true })
    const otherDevice = bff.client(app, { keepsDevice: true })
    expect((await device.signIn('us')).status).toBe(200)
    expect((await otherDevice.signIn('us')).status).toBe(200)
    for (let round = 0; round < 10; round += 1) {
      expect((await device.signIn('us', DEMO_EMAIL, `wrong-${round}`)).status).toBe(401)
    }
    // Neither the address's budget (10) nor the network's (10) was spent: an unknown device gets in.
    expect((await bff.client(app).signIn('us')).status).toBe(200)

    // An attacker spends the address's budget; the device, its own budget gone, is locked out.
    for (let round = 0; round < 10; round += 1) {
      const answer = await bff.client(app).signIn('us', DEMO_EMAIL, `guess-${round}`)
      expect(answer.status).toBe(401)
    }
    expectLocked(await device.signIn('us'))
    // Only that device: the owner's other browser still gets in.
    expect((await otherDevice.signIn('us')).status).toBe(200)
  })
})

describe('the device cookie', () => {
  it('is set by a right key only: __Host-, HttpOnly, Secure, SameSite=Strict, Path=/, DEVICE_COOKIE_MAX_AGE_S', async () => {
    const app = await bff.app({ DEVICE_COOKIE_MAX_AGE_S: '86400' }, { regions: ['us'] })
    const client = bff.client(app, { keepsDevice: true })
    const wrong = await client.signIn('us', DEMO_EMAIL, 'wrong')
    expect(wrong.setCookies).toEqual([])
    const answer = await client.signIn('us')
    const line = answer.setCookies.find((set) => set.startsWith(`${DEVICE_COOKIE_NAME}=`)) ?? ''
    expect(line.startsWith(`${DEVICE_COOKIE_NAME}=Fe26.2*`)).toBe(true)
    expect(line.split('; ').slice(1)).toEqual(
      expect.arrayContaining(['Max-Age=86400', 'Path=/', 'HttpOnly', 'Secure', 'SameSite=Strict']),
    )
    expect(line).not.toMatch(/Domain=|Partitioned/i)
    // Neither the address, its hash nor the key can be read from it.
    const value = client.device ?? ''
    const decoded = value
      .split('*')
      .map((part) => Buffer.from(part, 'base64url').toString('latin1'))
      .join('|')
    for (const text of [value, decoded]) {
      expect(text).not.toContain(DEMO_EMAIL)
      expect(text).not.toContain(emailKey(DEMO_EMAIL))
      expect(text).not.toContain(DEMO_API_KEY)
    }
  })

  it('stays SameSite=Strict when portals may frame the app', async () => {
    const app = await bff.app({ EMBED_ALLOWED_ORIGINS: 'https://portal.example.com' })
    const answer = await bff.client(app).signIn('us')
    const line = answer.setCookies.find((set) => set.startsWith(`${DEVICE_COOKIE_NAME}=`)) ?? ''
    expect(line).toMatch(/; SameSite=Strict/)
    expect(line).not.toMatch(/Partitioned/)
  })

  it('is not set with DEVICE_COOKIE_MAX_AGE_S=0', async () => {
    const app = await bff.app({ DEVICE_COOKIE_MAX_AGE_S: '0' }, { regions: ['us'] })
    const answer = await bff.client(app).signIn('us')
    expect(answer.status).toBe(200)
    expect(answer.setCookies.join('\n')).not.toContain(DEVICE_COOKIE_NAME)
  })

  it('outlives signing out: the device stays known', async () => {
    const app = await bff.app({ SIGNIN_FAILURES_PER_EMAIL: '1' }, { regions: ['us'] })
    const device = bff.client(app, { keepsDevice: true })
    expect((await device.signIn('us')).status).toBe(200)
    const signOut = await device.request({ method: 'DELETE', url: '/api/session' })
    expect(signOut.status).toBe(204)
    expect(signOut.setCookies.join('\n')).not.toContain(DEVICE_COOKIE_NAME)
    expect((await bff.client(app).signIn('us', DEMO_EMAIL, 'wrong')).status).toBe(401)
    expectLocked(await bff.client(app).signIn('us'))
    expect((await device.signIn('us')).status).toBe(200)
  })

  describe('forged, foreign and expired cookies are unknown devices', () => {
    /** The owner's device, then the address locked by one wrong key from elsewhere. */
    async function lockedAddress(env: Record<string, string> = {}, nowMs?: () => number) {
      const app = await bff.app(
        { SIGNIN_FAILURES_PER_EMAIL: '1', ...env },
        { regions: ['us'], ...(nowMs === undefined ? {} : { nowMs }) },
      )
      const device = bff.client(app, { keepsDevice: true })
      expect((await device.signIn('us')).status).toBe(200)
      expect((await bff.client(app).signIn('us', DEMO_EMAIL, 'wrong')).status).toBe(401)
      return { app, device, value: device.device ?? '' }
    }

    it('a tampered cookie', async () => {
      const { app, value } = await lockedAddress()
      // Iron's parts: Fe26.2, password id, salt, IV, the encrypted claim, …: the claim altered.
      const parts = value.split('*')
      const claim = parts[4] ?? ''
      parts[4] = `${claim.slice(0, -2)}${claim.endsWith('AA') ? 'BB' : 'AA'}`
      const forged = bff.client(app)
      forged.device = parts.join('*')
      expectLocked(await forged.signIn('us'))
    })

    it('a cookie sealed with another secret, or with the session cookie password', async () => {
      const { app } = await lockedAddress()
      const claim = {
        v: 1,
        known: [{ u: emailKey(DEMO_EMAIL), n: 'a-nonce-of-22-chars-xx', exp: 4_000_000_000 }],
      }
      for (const password of [
        deviceSealPassword('another-session-secret-0123456789-abcdefghij'),
        TEST_SESSION_SECRET,
        createHmac('sha256', TEST_SESSION_SECRET).update('pdd-embed-session-v1').digest('hex'),
      ]) {
        const forged = bff.client(app)
        forged.device = await sealData(claim, { password, ttl: 3600 })
        expectLocked(await forged.signIn('us'))
      }
      // The same claim sealed right is known: the check above refused the seals, not the claim.
      const sealed = bff.client(app)
      sealed.device = await sealData(claim, {
        password: deviceSealPassword(TEST_SESSION_SECRET),
        ttl: 3600,
      })
      expect((await sealed.signIn('us')).status).toBe(200)
    })

    it('an expired cookie', async () => {
      let now = Date.now()
      const { device } = await lockedAddress({ DEVICE_COOKIE_MAX_AGE_S: '3600' }, () => now)
      // Within its age it is known, and a right key renews it.
      now += 1_800_000
      expect((await device.signIn('us')).status).toBe(200)
      now += 3_599_000
      expect((await device.signIn('us')).status).toBe(200)
      now += 3_601_000
      expectLocked(await device.signIn('us'))
    })
  })
})
