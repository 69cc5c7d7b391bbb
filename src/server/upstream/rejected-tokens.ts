import { hash } from 'node:crypto'
import { LRUCache } from 'lru-cache'

/**
 * Upstream tokens the upstream has rejected (expired or invalidated), remembered by their key for
 * as long as a copy of them could still be presented, so that a replayed cookie is answered
 * `401 session_expired` without another upstream call (docs/decisions/0068-rejected-tokens.md).
 *
 * This is the process's fast path: a shared store (revoked sessions across replicas) can back the
 * same interface later. Until then each replica spends at most one upstream call per dead token.
 */
export interface RejectedTokens {
  has(tokenKey: string): boolean
  /** Remembers a rejected token until `expiresAtS` (seconds since the epoch). */
  add(tokenKey: string, expiresAtS: number): void
}

/**
 * The key under which caches, limits and this memory know a token: its SHA-256 (one-shot
 * `crypto.hash`, about a microsecond), so no in-memory structure ever holds a token.
 */
export function tokenKey(token: string): string {
  return hash('sha256', token, 'base64url')
}

export interface RejectedTokensOptions {
  readonly nowMs: () => number
  /** Most tokens remembered; the least recently seen go first. Default 100 000 (a few MB). */
  readonly maxEntries?: number
}

export function createRejectedTokens(options: RejectedTokensOptions): RejectedTokens {
  const entries = new LRUCache<string, true>({
    max: options.maxEntries ?? 100_000,
    ttlAutopurge: false,
    perf: { now: options.nowMs },
    // Read the clock on every check: the injected clock may jump (tests, simulated time).
    ttlResolution: 0,
  })
  return {
    has: (key) => entries.get(key) === true,
    add(key, expiresAtS) {
      const ttl = expiresAtS * 1000 - options.nowMs()
      if (ttl > 0) entries.set(key, true, { ttl })
    },
  }
}
