import { describe, expect, it } from 'vitest'
import { createReplayCache } from './replay-cache.ts'

function clock(start = 1_000_000) {
  let now = start
  return { nowMs: () => now, advance: (ms: number) => (now += ms) }
}

describe('createReplayCache', () => {
  it('lets a jti through once until it expires', () => {
    const time = clock()
    const cache = createReplayCache({ nowMs: time.nowMs })
    expect(cache.consume('link-1', time.nowMs() + 10_000)).toBe('ok')
    expect(cache.consume('link-1', time.nowMs() + 10_000)).toBe('used')
    expect(cache.consume('link-2', time.nowMs() + 10_000)).toBe('ok')
    time.advance(9_999)
    expect(cache.consume('link-1', time.nowMs() + 10_000)).toBe('used')
  })

  it('forgets a jti once its link has expired (the link itself is then refused as expired)', () => {
    const time = clock()
    const cache = createReplayCache({ nowMs: time.nowMs })
    cache.consume('link-1', time.nowMs() + 1000)
    time.advance(1000)
    expect(cache.consume('link-1', time.nowMs() + 1000)).toBe('ok')
  })

  it('drops expired entries to make room, and says full rather than forgetting live ones', () => {
    const time = clock()
    const cache = createReplayCache({ nowMs: time.nowMs, maxEntries: 2 })
    expect(cache.consume('a', time.nowMs() + 1000)).toBe('ok')
    expect(cache.consume('b', time.nowMs() + 5000)).toBe('ok')
    expect(cache.consume('c', time.nowMs() + 5000)).toBe('full')
    expect(cache.consume('a', time.nowMs() + 1000)).toBe('used')
    time.advance(1000)
    expect(cache.consume('c', time.nowMs() + 5000)).toBe('ok')
    expect(cache.size).toBe(2)
    expect(cache.consume('b', time.nowMs() + 5000)).toBe('used')
  })

  it('sweeps expired entries periodically so memory follows live links only', () => {
    const time = clock()
    const cache = createReplayCache({ nowMs: time.nowMs })
    for (let i = 0; i < 100; i += 1) cache.consume(`old-${i}`, time.nowMs() + 1000)
    time.advance(61_000)
    cache.consume('new', time.nowMs() + 1000)
    expect(cache.size).toBe(1)
  })
})
