import type { FastifyBaseLogger } from 'fastify'
import { LRUCache } from 'lru-cache'
import type { OrganizationInfo } from '../../domain/metrics/organization-info.ts'
import type { RegionConfig } from '../config.ts'
import type { Metrics } from '../metrics.ts'
import type { ReadCheck } from './read-budget.ts'
import { createRejectedTokens, tokenKey } from '../upstream/rejected-tokens.ts'
import type { RejectedTokens } from '../upstream/rejected-tokens.ts'
import type { TalentClient } from '../upstream/talent-client.ts'
import { normalizeOrganizationInfo } from './normalize.ts'
import { createSharedCalls, within } from './shared-calls.ts'

type OrganizationInfoLookup =
  | { readonly kind: 'ok'; readonly info: OrganizationInfo }
  /** `remembered`: known as rejected already, answered without an upstream call. */
  | { readonly kind: 'token_rejected'; readonly remembered: boolean }
  | { readonly kind: 'rate_limited'; readonly retryAfterS: number }

/** What one caller adds to a read. */
export interface ReadOptions {
  /** `tokenKey(token)`, when the caller has it already (a session entry's, hashed once). */
  readonly tokenKey?: string
  /** Until when a copy of the token can be presented (seconds): how long a rejection is kept. */
  readonly expiresAtS?: number
  /** How long this caller waits at most; past it, it gets a `timeout` UpstreamError. */
  readonly waitMs?: number
  /** Spends from the caller's budget; asked only when the read would go upstream. */
  readonly admit?: (tokenKey: string) => Promise<ReadCheck>
}

export interface OrganizationInfoService {
  get(region: RegionConfig, token: string, read?: ReadOptions): Promise<OrganizationInfoLookup>
  /**
   * Starts a read that no caller waits for (docs/decisions/0391): the next `get` of the same
   * token finds the answer cached, or joins the call in flight, instead of starting its own. It
   * spends from the budget like a read, and what it learns is kept as a read's would be (a
   * rejected token is remembered); a failure is left to the reads that follow. With the cache
   * off (`ttlMs` 0) it does nothing.
   */
  warm(region: RegionConfig, token: string, read?: Omit<ReadOptions, 'waitMs'>): void
  /** Drops what is cached for a token (sign-out). */
  forget(region: RegionConfig, token: string): void
}

export interface OrganizationInfoServiceOptions {
  readonly client: TalentClient
  readonly metrics: Metrics
  /** 0 turns the cache off (coalescing of concurrent identical calls stays). */
  readonly ttlMs: number
  readonly minGroupSize: number
  /** MIN_CELL_SIZE; unset: off. */
  readonly minCellSize?: number | undefined
  readonly nowMs: () => number
  readonly maxEntries?: number
  /** Default: a memory of this service alone. */
  readonly rejectedTokens?: RejectedTokens
  /** A shared call unanswered after this runs once more, first answer wins; default 1000 ms. */
  readonly hedgeAfterMs?: number
  /** How long a rejection is kept when the caller gives no expiry; default 12 h. */
  readonly rejectedTtlS?: number
  /** Where metrics left out as contract breaks are reported (decision 0174). */
  readonly log?: Pick<FastifyBaseLogger, 'warn'>
}

/**
 * Organization Info with a short cache and coalescing, both keyed by region and upstream token:
 * a token belongs to one sign-in of one user, so nothing is ever shared between users or
 * sessions (docs/decisions/0024-cache-and-coalescing.md). Keys are token hashes, not tokens,
 * computed once per read. Tokens the upstream rejected are answered from memory (0068).
 */
/** Where a region's answer for a token key is cached: one token, one region, one entry. */
const cacheKey = (region: RegionConfig, key: string): string => `${region.id}:${key}`

export function createOrganizationInfoService(
  options: OrganizationInfoServiceOptions,
): OrganizationInfoService {
  const { metrics, nowMs } = options
  const cache = new LRUCache<string, OrganizationInfo>({
    max: options.maxEntries ?? 10_000,
    ttl: Math.max(0, options.ttlMs),
    perf: { now: nowMs },
    ttlResolution: 0,
  })
  const rejected = options.rejectedTokens ?? createRejectedTokens({ nowMs })
  const shared = createSharedCalls<OrganizationInfoLookup>({
    hedgeAfterMs: options.hedgeAfterMs ?? 1000,
  })
  const rejectedTtlS = options.rejectedTtlS ?? 43_200

  async function fetchAndNormalize(
    region: RegionConfig,
    token: string,
    keys: { token: string; cache: string },
    expiresAtS: number | undefined,
  ): Promise<OrganizationInfoLookup> {
    const result = await options.client.fetchOrganizationInfo(region, token)
    if (result.kind === 'token_rejected') {
      cache.delete(keys.cache)
      rejected.add(keys.token, expiresAtS ?? Math.floor(nowMs() / 1000) + rejectedTtlS)
      return { kind: 'token_rejected', remembered: false }
    }
    const info = normalizeOrganizationInfo(result.body, {
      region: region.id,
      fetchedAt: new Date(nowMs()),
      minGroupSize: options.minGroupSize,
      onContractBreak: ({ key, reason }) =>
        options.log?.warn(
          { region: region.id, metric: key, reason },
          'upstream metric malformed (outside the contract): left out',
        ),
      minCellSize: options.minCellSize,
    })
    if (options.ttlMs > 0) cache.set(keys.cache, info)
    return { kind: 'ok', info }
  }

  function join(call: Promise<OrganizationInfoLookup>, read: ReadOptions) {
    metrics.orgInfoCache.inc({ result: 'coalesced' })
    return within(call, read.waitMs)
  }

  async function get(
    region: RegionConfig,
    token: string,
    read: ReadOptions = {},
  ): Promise<OrganizationInfoLookup> {
    const key = read.tokenKey ?? tokenKey(token)
    const keys = { token: key, cache: cacheKey(region, key) }
    if (rejected.has(keys.token)) {
      metrics.orgInfoCache.inc({ result: 'rejected' })
      return { kind: 'token_rejected', remembered: true }
    }
    const cached = cache.get(keys.cache)
    if (cached !== undefined) {
      metrics.orgInfoCache.inc({ result: 'hit' })
      return { kind: 'ok', info: cached }
    }
    const pending = shared.pending(keys.cache)
    if (pending !== undefined) return join(pending, read)
    if (read.admit !== undefined) {
      const check = await read.admit(keys.token)
      if (!check.allowed) {
        metrics.orgInfoCache.inc({ result: 'rate_limited' })
        return { kind: 'rate_limited', retryAfterS: check.retryAfterS }
      }
      // While the budget was asked, another read may have started the call or seen the token
      // rejected.
      if (rejected.has(keys.token)) return { kind: 'token_rejected', remembered: true }
      const started = shared.pending(keys.cache)
      if (started !== undefined) return join(started, read)
    }
    metrics.orgInfoCache.inc({ result: 'miss' })
    const call = shared.start(keys.cache, () =>
      fetchAndNormalize(region, token, keys, read.expiresAtS),
    )
    return within(call, read.waitMs)
  }

  return {
    get,
    warm(region, token, read) {
      // Without a cache the answer would be gone before the read it is for: nothing to warm.
      if (options.ttlMs > 0) get(region, token, read).catch(() => undefined)
    },
    forget(region, token) {
      cache.delete(cacheKey(region, tokenKey(token)))
    },
  }
}
