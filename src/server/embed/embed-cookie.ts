import { createHmac } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sealData, unsealData } from 'iron-session'
import { z } from 'zod'
import { REGION_IDS } from '../../domain/regions/regions.ts'
import type { RegionId } from '../../domain/regions/regions.ts'
import type { SessionCookieAttributes } from '../session/cookie.ts'
import { newRevocableId } from '../session/session-data.ts'
import type { Revocations } from '../store/revocations.ts'

/**
 * The embed session: a sealed cookie per region (`__Host-pdd_embed_<region>`) saying "a portal
 * vouched for this browser to read region X until T" (docs/decisions/0053-embed-session.md).
 * It holds no upstream token (the service token stays in server memory), only the grant. One
 * cookie per region, so two frames of different regions on one portal page never overwrite each
 * other. Its attributes are the session cookie's: with EMBED_ALLOWED_ORIGINS set that is
 * `SameSite=None; Secure; Partitioned; HttpOnly`, so it lives in the portal's partition (CHIPS).
 * Each grant carries a random id: ending the embed session revokes it in the store, like a user
 * session's, so a copy of the cookie reads nothing on any replica (decision 0172).
 */

const EMBED_COOKIE_PREFIX = '__Host-pdd_embed_'
/** Default lifetime of an embed session, never longer than SESSION_MAX_AGE_S. */
export const DEFAULT_EMBED_SESSION_S = 3600

export function embedCookieName(region: RegionId): string {
  return `${EMBED_COOKIE_PREFIX}${region}`
}

const embedGrantSchema = z.object({
  v: z.literal(2),
  /** Random id of this grant: revoking it ends every copy of the cookie. */
  id: z.string().min(16),
  region: z.enum(REGION_IDS),
  /** Seconds since the epoch. */
  iat: z.number().int(),
  exp: z.number().int(),
  /** The viewer id the portal vouched for, if any. */
  sub: z.string().optional(),
})
export type EmbedGrant = z.infer<typeof embedGrantSchema>

/** A new grant of `region` for `lifetimeS` from `nowS`, with a fresh id. */
export function newEmbedGrant(
  region: RegionId,
  nowS: number,
  lifetimeS: number,
  viewer: string | undefined,
): EmbedGrant {
  return {
    v: 2,
    id: newRevocableId(),
    region,
    iat: nowS,
    exp: nowS + lifetimeS,
    ...(viewer === undefined ? {} : { sub: viewer }),
  }
}

/**
 * The seal password is derived from SESSION_SECRET for this one purpose, so an embed cookie can
 * never be replayed as a user session cookie or the other way round.
 */
export function embedSealPassword(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('pdd-embed-session-v1').digest('hex')
}

type GrantLookup =
  | { readonly kind: 'ok'; readonly grant: EmbedGrant }
  | { readonly kind: 'none' }
  | { readonly kind: 'expired' }

export interface EmbedCookies {
  /** Seals `grant` into its region's cookie on `reply`. */
  issue(reply: FastifyReply, grant: EmbedGrant): Promise<void>
  /** The region's live grant; a revoked one reads as none. */
  read(request: FastifyRequest, region: RegionId): Promise<GrantLookup>
  clear(reply: FastifyReply, region: RegionId): void
  /**
   * Ends the region's embed session: its grant id is recorded as revoked (every replica refuses
   * copies of the cookie) and the cookie cleared. When the store cannot record it, the cookie is
   * still cleared and the failure logged.
   */
  revoke(request: FastifyRequest, reply: FastifyReply, region: RegionId): Promise<void>
}

export interface EmbedCookiesOptions {
  readonly sessionSecret: string
  readonly cookie: SessionCookieAttributes
  readonly nowS: () => number
  /** Revoked ids, shared with the user sessions (the store). */
  readonly revocations: Revocations
}

export function createEmbedCookies(options: EmbedCookiesOptions): EmbedCookies {
  const password = embedSealPassword(options.sessionSecret)
  const { revocations } = options

  function clear(reply: FastifyReply, region: RegionId): void {
    reply.setCookie(embedCookieName(region), '', { ...options.cookie, maxAge: 0 })
  }

  /** Like a user session's check: when the store cannot answer, the grant is trusted as it is. */
  async function isRevoked(request: FastifyRequest, id: string): Promise<boolean> {
    const known = revocations.revokedInMemory([id])
    if (known !== undefined) return known.has(id)
    try {
      return (await revocations.revoked([id], options.nowS() * 1000)).has(id)
    } catch (error) {
      request.log.warn({ err: error }, 'revocation check failed: the store is unavailable')
      return false
    }
  }

  const cookies: EmbedCookies = {
    async issue(reply, grant) {
      const ttl = Math.max(1, grant.exp - options.nowS())
      // The seal outlives the grant by a minute so that expiry is decided below, with nowS.
      const sealed = await sealData(grant, { password, ttl: ttl + 60 })
      reply.setCookie(embedCookieName(grant.region), sealed, { ...options.cookie, maxAge: ttl })
    },
    async read(request, region) {
      const value = request.cookies[embedCookieName(region)]
      if (value === undefined || value === '') return { kind: 'none' }
      let expired = false
      const raw = await unsealData<unknown>(value, {
        password,
        onUnsealError: (reason) => {
          expired = reason === 'expired'
        },
      })
      const parsed = embedGrantSchema.safeParse(raw)
      if (!parsed.success) return { kind: expired ? 'expired' : 'none' }
      if (parsed.data.region !== region) return { kind: 'none' }
      if (options.nowS() >= parsed.data.exp) return { kind: 'expired' }
      if (await isRevoked(request, parsed.data.id)) return { kind: 'none' }
      return { kind: 'ok', grant: parsed.data }
    },
    clear,
    async revoke(request, reply, region) {
      clear(reply, region)
      const lookup = await cookies.read(request, region)
      if (lookup.kind !== 'ok') return
      try {
        await revocations.revoke([{ id: lookup.grant.id, expiresAtMs: lookup.grant.exp * 1000 }])
      } catch (error) {
        request.log.error(
          { err: error, region },
          'embed session end not recorded: the store is unavailable, so copies of the cookie stay usable until it expires',
        )
      }
    },
  }
  return cookies
}
