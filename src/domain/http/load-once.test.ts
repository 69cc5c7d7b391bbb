import { describe, expect, it } from 'vitest'
import { loadOnce } from './load-once.ts'

describe('loadOnce', () => {
  it('shares one load between callers, and asks again after a failure', async () => {
    let calls = 0
    const outcomes = [Promise.reject(new Error('offline')), Promise.resolve('code')]
    outcomes[0]?.catch(() => undefined)
    const load = loadOnce(() => {
      calls += 1
      return outcomes[calls - 1] ?? Promise.resolve('again')
    })
    await expect(Promise.all([load(), load()])).rejects.toThrow('offline')
    expect(calls).toBe(1)
    await expect(load()).resolves.toBe('code')
    await expect(load()).resolves.toBe('code')
    expect(calls).toBe(2)
  })
})
