import type { RegionId } from '../domain/regions/regions.ts'
import { randomOpaque } from './secrets.ts'

/** Token lifetime of the spec, for both grants. */
export const TOKEN_LIFETIME_S = 864_000
const LIFETIME_MS = TOKEN_LIFETIME_S * 1000

type TokenState = 'valid' | 'expired' | 'invalidated'

/** Whom a token was issued to: a user (password grant) or a client (client-credentials grant). */
export interface TokenSubject {
  readonly kind: 'user' | 'client'
  readonly id: string
}

interface TokenCounts {
  valid: number
  expired: number
  invalidated: number
}

interface TokenRecord {
  readonly region: RegionId
  readonly subjectKey: string
  readonly issuedAtMs: number
  invalidatedAtMs: number | null
}

export interface TokenStore {
  issue(region: RegionId, subject: TokenSubject, nowMs: number): string
  /** State of a token in a region; a token of another region is `unknown` there. */
  inspect(region: RegionId, token: string, nowMs: number): TokenState | 'unknown'
  /** Invalidates one token if it is valid; returns its state afterwards. */
  invalidate(region: RegionId, token: string, nowMs: number): TokenState | 'unknown'
  /** Invalidates every valid token of a subject; returns how many. */
  invalidateSubject(region: RegionId, subject: TokenSubject, nowMs: number): number
  count(nowMs: number, region?: RegionId): TokenCounts
  clear(): void
}

function subjectKeyOf(region: RegionId, subject: TokenSubject): string {
  return `${region}\u0000${subject.kind}\u0000${subject.id}`
}

function stateOf(record: TokenRecord, nowMs: number): TokenState {
  if (record.invalidatedAtMs !== null) return 'invalidated'
  return nowMs >= record.issuedAtMs + LIFETIME_MS ? 'expired' : 'valid'
}

export function createTokenStore(): TokenStore {
  const records = new Map<string, TokenRecord>()
  const bySubject = new Map<string, Set<string>>()

  function find(region: RegionId, token: string): TokenRecord | undefined {
    const record = records.get(token)
    return record?.region === region ? record : undefined
  }

  return {
    issue(region, subject, nowMs) {
      const token = randomOpaque(32)
      const subjectKey = subjectKeyOf(region, subject)
      records.set(token, { region, subjectKey, issuedAtMs: nowMs, invalidatedAtMs: null })
      let tokens = bySubject.get(subjectKey)
      if (tokens === undefined) {
        tokens = new Set()
        bySubject.set(subjectKey, tokens)
      }
      tokens.add(token)
      return token
    },
    inspect(region, token, nowMs) {
      const record = find(region, token)
      return record === undefined ? 'unknown' : stateOf(record, nowMs)
    },
    invalidate(region, token, nowMs) {
      const record = find(region, token)
      if (record === undefined) return 'unknown'
      if (stateOf(record, nowMs) === 'valid') record.invalidatedAtMs = nowMs
      return stateOf(record, nowMs)
    },
    invalidateSubject(region, subject, nowMs) {
      let invalidated = 0
      for (const token of bySubject.get(subjectKeyOf(region, subject)) ?? []) {
        const record = records.get(token)
        if (record !== undefined && stateOf(record, nowMs) === 'valid') {
          record.invalidatedAtMs = nowMs
          invalidated += 1
        }
      }
      return invalidated
    },
    count(nowMs, region) {
      const counts: TokenCounts = { valid: 0, expired: 0, invalidated: 0 }
      for (const record of records.values()) {
        if (region === undefined || record.region === region) counts[stateOf(record, nowMs)] += 1
      }
      return counts
    },
    clear() {
      records.clear()
      bySubject.clear()
    },
  }
}
