/**
 * Remembers the `jti` of every link already exchanged until that link's `exp` (plus the clock
 * tolerance), so a link works once. Only links with a valid signature reach it, so only a portal
 * holding EMBED_SIGNING_SECRET can fill it; a bound keeps memory finite all the same.
 *
 * It lives in the process: with several replicas a link could be exchanged once per replica
 * within its (at most ten-minute) lifetime. docs/decisions/0052-link-replay-cache.md explains why
 * that is accepted and how a shared store would plug in behind the same interface.
 */
export interface ReplayCache {
  /**
   * Records `jti` as used until `expiresAtMs`. Returns `used` when it was already recorded and
   * `full` when the bound is reached even after dropping expired entries.
   */
  consume(jti: string, expiresAtMs: number): 'ok' | 'used' | 'full'
  readonly size: number
}

export interface ReplayCacheOptions {
  readonly nowMs: () => number
  /** Most entries held at once; default 100 000 (a few MB). */
  readonly maxEntries?: number
}

export function createReplayCache(options: ReplayCacheOptions): ReplayCache {
  const maxEntries = options.maxEntries ?? 100_000
  /** jti → expiry in ms. Insertion order is roughly expiry order, which sweeps exploit. */
  const entries = new Map<string, number>()

  function sweep(nowMs: number): void {
    for (const [jti, expiresAtMs] of entries) {
      if (expiresAtMs <= nowMs) entries.delete(jti)
    }
  }

  let lastSweepMs = options.nowMs()

  return {
    consume(jti, expiresAtMs) {
      const nowMs = options.nowMs()
      const known = entries.get(jti)
      if (known !== undefined && known > nowMs) return 'used'
      if (entries.size >= maxEntries || nowMs - lastSweepMs > 60_000) {
        sweep(nowMs)
        lastSweepMs = nowMs
      }
      if (entries.size >= maxEntries) return 'full'
      entries.delete(jti)
      entries.set(jti, expiresAtMs)
      return 'ok'
    },
    get size() {
      return entries.size
    },
  }
}
