import { createHmac, randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sealData, unsealData } from 'iron-session'
import { z } from 'zod'

/**
 * The device cookie (docs/decisions/0400-device-cookies.md, OWASP's "device cookies"): after a
 * right key for an e-mail, the browser is told "you signed in as this address before" — the
 * address's hash (`emailKey()`) and a random nonce, sealed like the session cookie with a
 * password derived from SESSION_SECRET for this one purpose. It authenticates nothing: it only
 * lets that browser's sign-ins for that address be limited by a budget of their own (the nonce's)
 * instead of the address's and the network's. It holds no address in clear and no secret, and
 * signing out leaves it (it is not a session). One cookie holds the last few addresses signed in
 * from the browser. SameSite=Strict: it is only ever needed by a sign-in from the app itself.
 */
export const DEVICE_COOKIE_NAME = '__Host-pdd_device'

/** Addresses one browser is known for; a newer sign-in drops the oldest. */
const MAX_KNOWN = 5

const knownSchema = z.object({
  /** emailKey() of the address. */
  u: z.string().min(1).max(64),
  /** Random: the key of this device's own budget. */
  n: z.string().min(16).max(64),
  /** Seconds since the epoch. */
  exp: z.number().int(),
})
export type KnownAddress = z.infer<typeof knownSchema>

const deviceSchema = z.object({ v: z.literal(1), known: z.array(knownSchema).max(MAX_KNOWN) })

/** `__Host-`: the browser only accepts it with Secure, Path=/ and no Domain. */
const DEVICE_COOKIE_ATTRIBUTES = {
  path: '/',
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
} as const

/** Derived for this purpose only: a device cookie never passes for a session or embed cookie. */
export function deviceSealPassword(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('pdd-device-cookie-v1').digest('hex')
}

/** The nonce of this browser for the address `user` (an emailKey()), if it is known for it. */
export function knownNonce(known: readonly KnownAddress[], user: string): string | undefined {
  return known.find((entry) => entry.u === user)?.n
}

export interface DeviceCookies {
  /** The addresses this browser is known for: none without a cookie, or with a forged or expired one. */
  read(request: FastifyRequest): Promise<readonly KnownAddress[]>
  /** After a right key for `user`: a fresh nonce for it, the other addresses kept. */
  issue(reply: FastifyReply, known: readonly KnownAddress[], user: string): Promise<void>
}

export interface DeviceCookiesOptions {
  readonly sessionSecret: string
  /** DEVICE_COOKIE_MAX_AGE_S; 0: no device cookies (every browser is unknown). */
  readonly maxAgeS: number
  readonly nowS: () => number
}

export function createDeviceCookies(options: DeviceCookiesOptions): DeviceCookies {
  const password = deviceSealPassword(options.sessionSecret)
  const { maxAgeS } = options
  return {
    async read(request) {
      const value = request.cookies[DEVICE_COOKIE_NAME]
      if (maxAgeS === 0 || value === undefined || value === '') return []
      const raw = await unsealData<unknown>(value, {
        password,
        onUnsealError: (reason) => {
          if (reason !== 'expired') request.log.info({ reason }, 'device cookie rejected')
        },
      })
      const parsed = deviceSchema.safeParse(raw)
      if (!parsed.success) return []
      const nowS = options.nowS()
      return parsed.data.known.filter((entry) => entry.exp > nowS)
    },
    async issue(reply, known, user) {
      if (maxAgeS === 0) return
      const fresh = {
        u: user,
        n: randomBytes(16).toString('base64url'),
        exp: options.nowS() + maxAgeS,
      }
      const others = known.filter((entry) => entry.u !== user).slice(0, MAX_KNOWN - 1)
      // The seal outlives the entries by a minute so that expiry is decided in read(), with nowS.
      const sealed = await sealData(
        { v: 1, known: [fresh, ...others] },
        { password, ttl: maxAgeS + 60 },
      )
      reply.setCookie(DEVICE_COOKIE_NAME, sealed, { ...DEVICE_COOKIE_ATTRIBUTES, maxAge: maxAgeS })
    },
  }
}
