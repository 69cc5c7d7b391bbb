import type { RegionId } from '../../domain/regions/regions.ts'
import type { RegionConfig } from '../config.ts'
import type { IssuedToken } from '../upstream/talent-client.ts'

/**
 * One client-credentials token per region, shared by every embedded viewer of that region
 * (docs/decisions/0051-service-token.md):
 * - fetched lazily, once: concurrent callers share one request (single flight);
 * - renewed before it expires: inside the renewal window the current token keeps serving while
 *   one background request fetches the next;
 * - forgotten when the upstream rejects it (403), so the next caller fetches a new one;
 * - after a failed fetch, callers get the same failure for a short back-off instead of
 *   hammering the token endpoint.
 * It lives only in server memory: never in a cookie, a log or an answer.
 */
export interface ServiceTokenCache {
  get(region: RegionConfig): Promise<string>
  /** The upstream rejected `token`: forget it if it is still the current one. */
  reject(region: RegionConfig, token: string): void
}

export interface ServiceTokenCacheOptions {
  readonly fetch: (region: RegionConfig) => Promise<IssuedToken>
  readonly nowMs: () => number
  /** How long a failed fetch is answered from memory; default 5 s. */
  readonly failureBackoffMs?: number
  /** A background renewal failed (the current token still serves). */
  readonly onRenewalError?: (region: RegionId, error: unknown) => void
}

interface CachedToken {
  readonly value: string
  readonly renewAtMs: number
  readonly expiresAtMs: number
}

interface RegionState {
  token?: CachedToken | undefined
  inFlight?: Promise<string> | undefined
  failure?: { readonly error: unknown; readonly untilMs: number } | undefined
}

/** A token is not handed out when it has less than this left (the call itself takes time). */
const EXPIRY_SAFETY_MS = 5_000

/** Renew when 10 % of the lifetime is left, at least one minute before expiry (half for short ones). */
export function renewalMarginMs(lifetimeMs: number): number {
  return Math.min(Math.max(60_000, lifetimeMs / 10), lifetimeMs / 2)
}

export function createServiceTokenCache(options: ServiceTokenCacheOptions): ServiceTokenCache {
  const failureBackoffMs = options.failureBackoffMs ?? 5_000
  const states = new Map<RegionId, RegionState>()

  function stateOf(region: RegionConfig): RegionState {
    let state = states.get(region.id)
    if (state === undefined) {
      state = {}
      states.set(region.id, state)
    }
    return state
  }

  function fetchOnce(region: RegionConfig, state: RegionState): Promise<string> {
    if (state.inFlight !== undefined) return state.inFlight
    const startedMs = options.nowMs()
    const call = options
      .fetch(region)
      .then((issued) => {
        const lifetimeMs = issued.expiresInS * 1000
        const expiresAtMs = startedMs + lifetimeMs
        state.token = {
          value: issued.token,
          expiresAtMs,
          renewAtMs: expiresAtMs - renewalMarginMs(lifetimeMs),
        }
        state.failure = undefined
        return issued.token
      })
      .catch((error: unknown) => {
        state.failure = { error, untilMs: options.nowMs() + failureBackoffMs }
        throw error
      })
      .finally(() => {
        state.inFlight = undefined
      })
    state.inFlight = call
    return call
  }

  return {
    async get(region) {
      const state = stateOf(region)
      const nowMs = options.nowMs()
      const token = state.token
      const backingOff = state.failure !== undefined && nowMs < state.failure.untilMs
      if (token !== undefined && nowMs < token.renewAtMs) return token.value
      if (token !== undefined && nowMs < token.expiresAtMs - EXPIRY_SAFETY_MS) {
        if (!backingOff && state.inFlight === undefined) {
          fetchOnce(region, state).catch((error: unknown) => {
            options.onRenewalError?.(region.id, error)
          })
        }
        return token.value
      }
      if (backingOff && state.inFlight === undefined && state.failure !== undefined) {
        throw state.failure.error
      }
      return fetchOnce(region, state)
    },
    reject(region, token) {
      const state = stateOf(region)
      if (state.token?.value === token) state.token = undefined
    },
  }
}
