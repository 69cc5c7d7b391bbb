import type { Store } from '../store/store.ts'

/**
 * Remembers the `jti` of every link already exchanged until that link's `exp` (plus the clock
 * tolerance), so a link works once across every replica: an insert-if-absent into the store's
 * `spent_links` table (docs/decisions/0073-shared-limits-and-links.md). A row whose expiry has
 * passed counts as absent (the link itself is refused as expired by then); the store's purge
 * deletes such rows. Only links with a valid signature reach it, so only a portal holding
 * EMBED_SIGNING_SECRET can add rows.
 */
export interface ReplayCache {
  /**
   * Records `jti` as used until `expiresAtMs`; `used` when it already was. Throws
   * StoreUnavailableError when the store cannot answer.
   */
  consume(jti: string, expiresAtMs: number): Promise<'ok' | 'used'>
}

export interface ReplayCacheOptions {
  readonly nowMs: () => number
  readonly store: Store
}

export function createReplayCache(options: ReplayCacheOptions): ReplayCache {
  const { store } = options
  return {
    async consume(jti, expiresAtMs) {
      const nowMs = options.nowMs()
      const result = await store.run('spend_link', () =>
        store.db
          .insertInto('spent_links')
          .values({ jti, expires_at: expiresAtMs })
          .onConflict((conflict) =>
            conflict
              .column('jti')
              .doUpdateSet({ expires_at: expiresAtMs })
              .where('spent_links.expires_at', '<=', nowMs),
          )
          .executeTakeFirst(),
      )
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? 'ok' : 'used'
    },
  }
}
