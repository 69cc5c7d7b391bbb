import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { REGION_IDS } from '../../domain/regions/regions.ts'
import type { RegionId } from '../../domain/regions/regions.ts'
import { tokenKey } from '../upstream/rejected-tokens.ts'

/**
 * What the sealed session cookie holds: one upstream token per region. Times are whole
 * seconds since the epoch (compact, and the cookie must stay under 4 KB with eight regions).
 */
const regionTokenSchema = z.object({
  /** Random id of this sign-in: revoking it signs this region out of every copy of the cookie. */
  id: z.string().min(16),
  token: z.string().min(1),
  email: z.string(),
  issuedAt: z.number().int(),
  /** min(sign-in + SESSION_MAX_AGE_S, sign-in + the upstream's expires_in). */
  expiresAt: z.number().int(),
})
export type RegionToken = z.infer<typeof regionTokenSchema>

export const sessionDataSchema = z.object({
  v: z.literal(2),
  /** Random session id: revoking it signs every copy of the cookie out (0072-session-revocation). */
  sid: z.string().min(16),
  /** Last request that used the session (idle timeout). */
  lastSeenAt: z.number().int(),
  regions: z.partialRecord(z.enum(REGION_IDS), regionTokenSchema),
})
export type SessionData = z.infer<typeof sessionDataSchema>

export interface SessionPolicy {
  readonly maxAgeS: number
  readonly idleS: number
}

/** 128 random bits, URL-safe: a session id or a region entry's id. */
export function newRevocableId(): string {
  return randomBytes(16).toString('base64url')
}

export function emptySession(nowS: number): SessionData {
  return { v: 2, sid: newRevocableId(), lastSeenAt: nowS, regions: {} }
}

export function regionEntries(data: SessionData): [RegionId, RegionToken][] {
  const entries: [RegionId, RegionToken][] = []
  for (const id of REGION_IDS) {
    const entry = data.regions[id]
    if (entry !== undefined) entries.push([id, entry])
  }
  return entries
}

export interface LiveSession {
  /** Only the regions still usable now. */
  readonly data: SessionData
  /** Regions the cookie held that have timed out (absolute lifetime or idle timeout). */
  readonly expired: readonly RegionId[]
}

/** Drops what has timed out: every region after the idle timeout, else each past its expiry. */
export function liveSession(data: SessionData, nowS: number, policy: SessionPolicy): LiveSession {
  const idle = nowS - data.lastSeenAt > policy.idleS
  const regions: SessionData['regions'] = {}
  const expired: RegionId[] = []
  for (const [id, entry] of regionEntries(data)) {
    if (idle || nowS >= entry.expiresAt) expired.push(id)
    else regions[id] = entry
  }
  // Nothing timed out (every request of a live session): the same data, no copy.
  if (expired.length === 0) return { data, expired }
  return { data: { ...data, regions }, expired }
}

/** Seconds after which a seal (and the cookie) may be dropped: idle timeout or last expiry. */
export function sealLifetimeS(data: SessionData, nowS: number, policy: SessionPolicy): number {
  const lastExpiry = Math.max(...regionEntries(data).map(([, entry]) => entry.expiresAt))
  return Math.max(1, Math.min(policy.idleS, lastExpiry - nowS))
}

/** How stale `lastSeenAt` may get before a request re-seals the cookie to extend the idle window. */
export function touchIntervalS(policy: SessionPolicy): number {
  return Math.max(1, Math.min(60, Math.floor(policy.idleS / 10)))
}

/**
 * A sign-in to `region`: a new entry for it, and a new session id, so a sign-in over a cookie
 * whose session was revoked (signed out in a copy) is never born dead, and an id a copy of the
 * old cookie carries names nothing the new one holds (decision 0171).
 */
export function withRegion(
  data: SessionData,
  region: RegionId,
  token: { token: string; email: string; expiresInS: number },
  nowS: number,
  policy: SessionPolicy,
): SessionData {
  const entry: RegionToken = {
    id: newRevocableId(),
    token: token.token,
    email: token.email,
    issuedAt: nowS,
    expiresAt: nowS + Math.min(policy.maxAgeS, token.expiresInS),
  }
  return {
    ...data,
    sid: newRevocableId(),
    lastSeenAt: nowS,
    regions: { ...data.regions, [region]: entry },
  }
}

const tokenKeys = new WeakMap<RegionToken, string>()

/**
 * The key of the entry's upstream token (`tokenKey`), hashed once per entry object: the unseal
 * cache hands out the same entry on every request of a session (0120), and nothing holds the token
 * itself as a key.
 */
export function entryTokenKey(entry: RegionToken): string {
  let key = tokenKeys.get(entry)
  if (key === undefined) {
    key = tokenKey(entry.token)
    tokenKeys.set(entry, key)
  }
  return key
}

export function withoutRegion(data: SessionData, region: RegionId): SessionData {
  const regions = { ...data.regions }
  delete regions[region]
  return { ...data, regions }
}
