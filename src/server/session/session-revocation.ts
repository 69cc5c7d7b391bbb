import type { FastifyBaseLogger } from 'fastify'
import type { RegionId } from '../../domain/regions/regions.ts'
import type { Revocation, Revocations } from '../store/revocations.ts'
import { regionEntries, withoutRegion } from './session-data.ts'
import type { RegionToken, SessionData, SessionPolicy } from './session-data.ts'

/**
 * The session side of revocation (docs/decisions/0072-session-revocation.md): which ids a
 * sign-out revokes, and a session without what has been revoked on any replica.
 */

/**
 * Signing out of everything revokes the session id and every entry's id (a copy of an older cookie
 * carries the same entries under an older session id: decision 0171); of one region, that
 * region's entry id.
 */
export function revocationsFor(
  data: SessionData,
  scope: RegionId | 'all',
  nowS: number,
  policy: SessionPolicy,
): { revocations: Revocation[]; remaining: SessionData } {
  const entries = regionEntries(data)
  if (scope === 'all') {
    const lastExpiryS = Math.max(nowS + policy.maxAgeS, ...entries.map(([, e]) => e.expiresAt))
    return {
      revocations: [
        { id: data.sid, expiresAtMs: lastExpiryS * 1000 },
        ...entries.map(([, entry]) => ({ id: entry.id, expiresAtMs: entry.expiresAt * 1000 })),
      ],
      remaining: { ...data, lastSeenAt: nowS, regions: {} },
    }
  }
  const entry = data.regions[scope]
  return {
    revocations: entry === undefined ? [] : [{ id: entry.id, expiresAtMs: entry.expiresAt * 1000 }],
    remaining: withoutRegion(data, scope),
  }
}

/**
 * Drops what has been revoked. Answered at once when this replica knows every id (0107), else
 * after a store lookup. When the store cannot answer, the cookie is trusted as it is: data reads
 * keep working for signed-in sessions while the store is down.
 */
export function withoutRevoked(
  data: SessionData,
  revocations: Revocations,
  nowS: number,
  log: FastifyBaseLogger,
): SessionData | Promise<SessionData> {
  const entries = regionEntries(data)
  if (entries.length === 0) return data
  const ids = [data.sid, ...entries.map(([, entry]) => entry.id)]
  const known = revocations.revokedInMemory(ids)
  if (known !== undefined) return dropRevoked(data, entries, known)
  return revocations.revoked(ids, nowS * 1000).then(
    (revoked) => dropRevoked(data, entries, revoked),
    (error: unknown) => {
      log.warn({ err: error }, 'revocation check failed: the store is unavailable')
      return data
    },
  )
}

function dropRevoked(
  data: SessionData,
  entries: readonly [RegionId, RegionToken][],
  revoked: ReadonlySet<string>,
): SessionData {
  if (revoked.size === 0) return data
  if (revoked.has(data.sid)) return { ...data, regions: {} }
  let kept = data
  for (const [id, entry] of entries) if (revoked.has(entry.id)) kept = withoutRegion(kept, id)
  return kept
}
