import { describe, expect, it } from 'vitest'
import { retryDelay, type RetryDelay } from './retry-delay.ts'

describe('retryDelay', () => {
  it.each<[number, RetryDelay]>([
    [891_000, { unit: 'minutes', count: 15 }],
    [900_000, { unit: 'minutes', count: 15 }],
    [15 * 60_000 + 29_000, { unit: 'minutes', count: 15 }],
    [15 * 60_000 + 31_000, { unit: 'minutes', count: 16 }],
    [120_000, { unit: 'minutes', count: 2 }],
    [90_000, { unit: 'minutes', count: 2 }],
    [89_000, { unit: 'minutes', count: 1 }],
    [51_000, { unit: 'minutes', count: 1 }],
    [50_000, { unit: 'seconds', count: 50 }],
    [40_000, { unit: 'seconds', count: 40 }],
    [31_000, { unit: 'seconds', count: 40 }],
    [10_001, { unit: 'seconds', count: 20 }],
    [10_000, { unit: 'seconds', count: 10 }],
    [9_000, { unit: 'few_seconds' }],
    [1, { unit: 'few_seconds' }],
    [89 * 60_000, { unit: 'minutes', count: 89 }],
    [90 * 60_000, { unit: 'hours', count: 2 }],
    [3 * 3_600_000, { unit: 'hours', count: 3 }],
  ])('%i ms → %o', (ms, expected) => {
    expect(retryDelay(ms)).toEqual(expected)
  })

  it('changes at most every ten seconds under a minute', () => {
    const delays = new Set<string>()
    for (let ms = 1000; ms <= 60_000; ms += 1000) delays.add(JSON.stringify(retryDelay(ms)))
    expect(delays.size).toBeLessThanOrEqual(7)
  })

  it('is undefined for a delay that is over or not a number', () => {
    for (const ms of [0, -5_000, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(retryDelay(ms)).toBeUndefined()
    }
  })
})
