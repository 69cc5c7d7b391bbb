import { createHash } from 'node:crypto'
import type { OrganizationInfo } from '../../domain/organization-info.ts'
import type { RegionConfig } from '../config.ts'
import type { Metrics } from '../metrics.ts'
import type { TalentClient } from '../upstream/talent-client.ts'
import { normalizeOrganizationInfo } from './normalize.ts'

export type OrganizationInfoLookup =
  { readonly kind: 'ok'; readonly info: OrganizationInfo } | { readonly kind: 'token_rejected' }

export interface OrganizationInfoService {
  get(region: RegionConfig, token: string): Promise<OrganizationInfoLookup>
  /** Drops what is cached for a token (sign-out, rejected token). */
  forget(region: RegionConfig, token: string): void
}

export interface OrganizationInfoServiceOptions {
  readonly client: TalentClient
  readonly metrics: Metrics
  /** 0 turns the cache off (coalescing of concurrent identical calls stays). */
  readonly ttlMs: number
  readonly minGroupSize: number
  readonly nowMs: () => number
  readonly maxEntries?: number
}

/**
 * Organization Info with a short cache and coalescing, both keyed by region and upstream token:
 * a token belongs to one sign-in of one user, so nothing is ever shared between users or
 * sessions (docs/decisions/0024-cache-and-coalescing.md). Keys are token hashes, not tokens.
 */
export function createOrganizationInfoService(
  options: OrganizationInfoServiceOptions,
): OrganizationInfoService {
  const maxEntries = options.maxEntries ?? 10_000
  const cache = new Map<string, { info: OrganizationInfo; expiresAtMs: number }>()
  const inFlight = new Map<string, Promise<OrganizationInfoLookup>>()

  const keyOf = (region: RegionConfig, token: string) =>
    `${region.id}:${createHash('sha256').update(token).digest('base64url')}`

  function remember(key: string, info: OrganizationInfo): void {
    if (options.ttlMs <= 0) return
    cache.delete(key)
    cache.set(key, { info, expiresAtMs: options.nowMs() + options.ttlMs })
    // Oldest first in a Map: evict from the front when full.
    while (cache.size > maxEntries) {
      const oldest = cache.keys().next()
      if (oldest.done === true) break
      cache.delete(oldest.value)
    }
  }

  async function fetchAndNormalize(region: RegionConfig, token: string, key: string) {
    const result = await options.client.fetchOrganizationInfo(region, token)
    if (result.kind === 'token_rejected') return result
    const info = normalizeOrganizationInfo(result.body, {
      region: region.id,
      fetchedAt: new Date(options.nowMs()),
      minGroupSize: options.minGroupSize,
    })
    remember(key, info)
    return { kind: 'ok', info } as const
  }

  return {
    async get(region, token) {
      const key = keyOf(region, token)
      const cached = cache.get(key)
      if (cached !== undefined && cached.expiresAtMs > options.nowMs()) {
        options.metrics.orgInfoCache.inc({ result: 'hit' })
        return { kind: 'ok', info: cached.info }
      }
      if (cached !== undefined) cache.delete(key)
      const pending = inFlight.get(key)
      if (pending !== undefined) {
        options.metrics.orgInfoCache.inc({ result: 'coalesced' })
        return pending
      }
      options.metrics.orgInfoCache.inc({ result: 'miss' })
      const call = fetchAndNormalize(region, token, key).finally(() => inFlight.delete(key))
      inFlight.set(key, call)
      return call
    },
    forget(region, token) {
      cache.delete(keyOf(region, token))
    },
  }
}
