import { LRUCache } from 'lru-cache'
import type { FastifyBaseLogger } from 'fastify'
import type { Store } from './store.ts'

/**
 * Revoked session ids and region-entry ids (docs/decisions/0072 and 0107). A revocation is a row
 * kept until the cookie that carried the id has expired anyway, stamped with when it was made.
 *
 * Checking is an in-memory lookup: each replica knows which ids it has seen and whether they are
 * revoked. Only an id it has never seen costs a store lookup (the first request of a session on
 * this replica). In the background, every REVOCATION_REFRESH_MS, the replica reads the revocations
 * made in the last RECENT_REVOCATIONS_MS (on any replica) and marks them, so a sign-out on one
 * replica takes effect on every other within about a second.
 */
const REVOCATION_REFRESH_MS = 1000
/**
 * How far back each refresh reads, by this replica's clock: covers the replicas' clock skew and
 * rows whose write committed late. From the last refresh that succeeded, so an outage loses none.
 */
const RECENT_REVOCATIONS_MS = 60_000
/** An id not used for this long is forgotten here and looked up again on its next use. */
const KNOWN_IDLE_MS = 10 * 60_000
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
  /**
   * Which of `ids` are revoked, when this replica knows every one of them (the hot path: no
   * promise, no store); undefined when one must be looked up with `revoked`.
   */
  revokedInMemory(ids: readonly string[]): ReadonlySet<string> | undefined
  /** Reads the recent revocations now (the background refresh does this on its own). */
  refresh(): Promise<void>
  /** Stops the background refresh. */
  close(): void
}

export interface RevocationsOptions {
  readonly log: Pick<FastifyBaseLogger, 'warn' | 'info'>
  /** Background refresh interval; 0 turns it off (tests call `refresh()`). */
  readonly refreshMs?: number
  readonly nowMs?: () => number
}

const NO_IDS: ReadonlySet<string> = new Set()

export function createRevocations(store: Store, options: RevocationsOptions): Revocations {
  const { log, refreshMs = REVOCATION_REFRESH_MS, nowMs = Date.now } = options
  // true: revoked, until the row's expiry; false: not revoked, kept while the id is in use.
  const known = new LRUCache<string, boolean>({
    max: CACHE_ENTRIES,
    ttl: KNOWN_IDLE_MS,
    updateAgeOnGet: true,
    ttlAutopurge: false,
  })
  const { db } = store
  let lastRefreshMs = nowMs()
  let failing = false

  function markRevoked(id: string, expiresAtMs: number, now: number): void {
    if (expiresAtMs <= now) return
    known.set(id, true, { ttl: Math.max(1, expiresAtMs - now) })
  }

  async function lookUp(ids: readonly string[], now: number, result: Set<string>): Promise<void> {
    const rows = await store.run('revocation_check', () =>
      db
        .selectFrom('revocations')
        .select(['id', 'expires_at'])
        .where('id', 'in', ids)
        .where('expires_at', '>', now)
        .execute(),
    )
    const found = new Map(rows.map((row) => [row.id, Number(row.expires_at)]))
    for (const id of ids) {
      const expiresAtMs = found.get(id)
      if (expiresAtMs === undefined) {
        // A refresh running meanwhile may already have marked it: never overwrite "revoked".
        if (known.get(id) !== true) known.set(id, false)
      } else {
        result.add(id)
        markRevoked(id, expiresAtMs, now)
      }
    }
  }

  async function refresh(): Promise<void> {
    const started = nowMs()
    const since = Math.min(started, lastRefreshMs) - RECENT_REVOCATIONS_MS
    const rows = await store.run('revocation_refresh', () =>
      db
        .selectFrom('revocations')
        .select(['id', 'expires_at'])
        .where('revoked_at', '>', since)
        .where('expires_at', '>', started)
        .execute(),
    )
    for (const row of rows) markRevoked(row.id, Number(row.expires_at), started)
    lastRefreshMs = started
  }

  let timer: NodeJS.Timeout | undefined
  let running = false
  if (refreshMs > 0) {
    timer = setInterval(() => {
      if (running) return
      running = true
      refresh()
        .then(
          () => {
            if (failing) log.info('revocation refresh: the store answers again')
            failing = false
          },
          (error: unknown) => {
            // Once per outage: until it ends, revocations made elsewhere are not seen here.
            if (!failing)
              log.warn({ err: error }, 'revocation refresh failed: the store is unavailable')
            failing = true
          },
        )
        .finally(() => {
          running = false
        })
    }, refreshMs)
    timer.unref()
  }

  return {
    async revoke(revocations) {
      if (revocations.length === 0) return
      const now = nowMs()
      const rows = revocations.map((r) => ({
        id: r.id,
        expires_at: r.expiresAtMs,
        revoked_at: now,
      }))
      await store.run('revoke', () =>
        db
          .insertInto('revocations')
          .values(rows)
          .onConflict((conflict) =>
            conflict.column('id').doUpdateSet((eb) => ({
              expires_at: eb.ref('excluded.expires_at'),
              revoked_at: eb.ref('excluded.revoked_at'),
            })),
          )
          .execute(),
      )
      for (const r of revocations) markRevoked(r.id, r.expiresAtMs, now)
    },

    revokedInMemory(ids) {
      let result: Set<string> | undefined
      for (const id of ids) {
        const state = known.get(id)
        if (state === undefined) return undefined
        if (state) (result ??= new Set()).add(id)
      }
      return result ?? NO_IDS
    },

    async revoked(ids, now) {
      let result: Set<string> | undefined
      let unknown: string[] | undefined
      for (const id of ids) {
        const state = known.get(id)
        if (state === true) (result ??= new Set()).add(id)
        else if (state === undefined) (unknown ??= []).push(id)
      }
      if (unknown === undefined) return result ?? NO_IDS
      result ??= new Set()
      await lookUp(unknown, now, result)
      return result
    },

    refresh,

    close() {
      clearInterval(timer)
    },
  }
}
