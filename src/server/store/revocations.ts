import { LRUCache } from 'lru-cache'
import type { Store } from './store.ts'

/**
 * Revoked session ids and region-entry ids (docs/decisions/0072-session-revocation.md). A
 * revocation is a row kept until the cookie that carried the id has expired anyway. Reads go
 * through a per-process cache: a "revoked" answer is kept until the row's expiry, a "not revoked"
 * answer for NOT_REVOKED_TTL_MS only, so a revocation made on another replica is seen within that.
 */
export const NOT_REVOKED_TTL_MS = 2000
const CACHE_ENTRIES = 100_000

export interface Revocation {
  readonly id: string
  readonly expiresAtMs: number
}

export interface Revocations {
  /** Records the ids as revoked on every replica; this one knows at once. */
  revoke(revocations: readonly Revocation[]): Promise<void>
  /** Which of `ids` are revoked. Throws StoreUnavailableError when it cannot tell. */
  revoked(ids: readonly string[], nowMs: number): Promise<ReadonlySet<string>>
}

export function createRevocations(store: Store): Revocations {
  const cache = new LRUCache<string, boolean>({ max: CACHE_ENTRIES, ttlAutopurge: false })
  const { db } = store

  return {
    async revoke(revocations) {
      if (revocations.length === 0) return
      const rows = revocations.map((r) => ({ id: r.id, expires_at: r.expiresAtMs }))
      await store.run('revoke', () =>
        db
          .insertInto('revocations')
          .values(rows)
          .onConflict((conflict) =>
            conflict
              .column('id')
              .doUpdateSet((eb) => ({ expires_at: eb.ref('excluded.expires_at') })),
          )
          .execute(),
      )
      const now = Date.now()
      for (const r of revocations) {
        cache.set(r.id, true, { ttl: Math.max(1, r.expiresAtMs - now) })
      }
    },

    async revoked(ids, nowMs) {
      const result = new Set<string>()
      const unknown: string[] = []
      for (const id of ids) {
        const cached = cache.get(id)
        if (cached === true) result.add(id)
        else if (cached === undefined) unknown.push(id)
      }
      if (unknown.length === 0) return result
      const rows = await store.run('revocation_check', () =>
        db
          .selectFrom('revocations')
          .select(['id', 'expires_at'])
          .where('id', 'in', unknown)
          .where('expires_at', '>', nowMs)
          .execute(),
      )
      const found = new Map(rows.map((row) => [row.id, Number(row.expires_at)]))
      for (const id of unknown) {
        const expiresAtMs = found.get(id)
        if (expiresAtMs === undefined) {
          cache.set(id, false, { ttl: NOT_REVOKED_TTL_MS })
        } else {
          result.add(id)
          cache.set(id, true, { ttl: Math.max(1, expiresAtMs - nowMs) })
        }
      }
      return result
    },
  }
}
