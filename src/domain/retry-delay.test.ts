import { describe, expect, it } from 'vitest'
import { formatRetryDelay } from './retry-delay.ts'

describe('formatRetryDelay', () => {
  it.each([
    [891_000, 'in about 15 minutes'],
    [900_000, 'in about 15 minutes'],
    [15 * 60_000 + 29_000, 'in about 15 minutes'],
    [15 * 60_000 + 31_000, 'in about 16 minutes'],
    [120_000, 'in about 2 minutes'],
    [90_000, 'in about 2 minutes'],
    [89_000, 'in about a minute'],
    [51_000, 'in about a minute'],
    [50_000, 'in 50 seconds'],
    [40_000, 'in 40 seconds'],
    [31_000, 'in 40 seconds'],
    [10_001, 'in 20 seconds'],
    [10_000, 'in 10 seconds'],
    [9_000, 'in a few seconds'],
    [1, 'in a few seconds'],
    [89 * 60_000, 'in about 89 minutes'],
    [90 * 60_000, 'in about 2 hours'],
    [3 * 3_600_000, 'in about 3 hours'],
  ])('%i ms → %s', (ms, expected) => {
    expect(formatRetryDelay(ms)).toBe(expected)
  })

  it('changes its text at most every ten seconds under a minute', () => {
    const texts = new Set<string | undefined>()
    for (let ms = 1000; ms <= 60_000; ms += 1000) texts.add(formatRetryDelay(ms))
    expect(texts.size).toBeLessThanOrEqual(7)
  })

  it('says nothing for a delay that is over or not a number', () => {
    for (const ms of [0, -5_000, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatRetryDelay(ms)).toBeUndefined()
    }
  })
})
