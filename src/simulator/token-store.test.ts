import { describe, expect, it } from 'vitest'
import { createTokenStore, TOKEN_LIFETIME_S } from './token-store.ts'

const T0 = Date.UTC(2026, 0, 1)
const LIFETIME_MS = TOKEN_LIFETIME_S * 1000
const alice = { kind: 'user', id: 'alice@example.com' } as const
const bob = { kind: 'user', id: 'bob@example.com' } as const

describe('token store (the spec state table)', () => {
  it('issues distinct opaque base64url tokens that start valid', () => {
    const store = createTokenStore()
    const a = store.issue('us', alice, T0)
    const b = store.issue('us', alice, T0)
    expect(a).not.toBe(b)
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(store.inspect('us', a, T0)).toBe('valid')
    expect(store.inspect('us', b, T0)).toBe('valid')
  })

  it('valid → expired once 864000 s have passed since issue', () => {
    const store = createTokenStore()
    const token = store.issue('us', alice, T0)
    expect(store.inspect('us', token, T0 + LIFETIME_MS - 1)).toBe('valid')
    expect(store.inspect('us', token, T0 + LIFETIME_MS)).toBe('expired')
  })

  it('valid → invalidated when the subject’s credential changes, other subjects untouched', () => {
    const store = createTokenStore()
    const a1 = store.issue('us', alice, T0)
    const a2 = store.issue('us', alice, T0 + 1000)
    const b1 = store.issue('us', bob, T0)
    const aliceInEu = store.issue('eu', alice, T0)
    expect(store.invalidateSubject('us', alice, T0 + 2000)).toBe(2)
    expect(store.inspect('us', a1, T0 + 2000)).toBe('invalidated')
    expect(store.inspect('us', a2, T0 + 2000)).toBe('invalidated')
    expect(store.inspect('us', b1, T0 + 2000)).toBe('valid')
    expect(store.inspect('eu', aliceInEu, T0 + 2000)).toBe('valid')
  })

  it('valid → invalidated by explicit invalidation; repeating it changes nothing', () => {
    const store = createTokenStore()
    const token = store.issue('us', alice, T0)
    expect(store.invalidate('us', token, T0)).toBe('invalidated')
    expect(store.invalidate('us', token, T0)).toBe('invalidated')
    expect(store.inspect('us', token, T0 + LIFETIME_MS * 2)).toBe('invalidated')
  })

  it('leaves expired tokens expired (only valid tokens move to invalidated)', () => {
    const store = createTokenStore()
    const token = store.issue('us', alice, T0)
    const later = T0 + LIFETIME_MS
    expect(store.invalidate('us', token, later)).toBe('expired')
    expect(store.invalidateSubject('us', alice, later)).toBe(0)
    expect(store.count(later)).toEqual({ valid: 0, expired: 1, invalidated: 0 })
  })

  it('treats a token as unknown outside the region that issued it', () => {
    const store = createTokenStore()
    const token = store.issue('us', alice, T0)
    expect(store.inspect('eu', token, T0)).toBe('unknown')
    expect(store.invalidate('eu', token, T0)).toBe('unknown')
    expect(store.inspect('us', token, T0)).toBe('valid')
    expect(store.inspect('us', 'never-issued', T0)).toBe('unknown')
  })

  it('counts per state, overall and per region, and clears', () => {
    const store = createTokenStore()
    store.issue('us', alice, T0)
    store.issue('us', bob, T0 + LIFETIME_MS)
    const gone = store.issue('eu', alice, T0 + LIFETIME_MS)
    store.invalidate('eu', gone, T0 + LIFETIME_MS)
    const now = T0 + LIFETIME_MS
    expect(store.count(now)).toEqual({ valid: 1, expired: 1, invalidated: 1 })
    expect(store.count(now, 'us')).toEqual({ valid: 1, expired: 1, invalidated: 0 })
    expect(store.count(now, 'gov')).toEqual({ valid: 0, expired: 0, invalidated: 0 })
    store.clear()
    expect(store.count(now)).toEqual({ valid: 0, expired: 0, invalidated: 0 })
  })
})
