import { describe, expect, it } from 'vitest'
import { createFaultInjector } from './faults.ts'
import type { FaultMode } from './faults.ts'

function sequence(ratio: number, length: number, mode: FaultMode = 'error'): string {
  const faults = createFaultInjector()
  faults.configure({ mode, ratio, latencyMs: 0 })
  return Array.from({ length }, () => (faults.next() === 'none' ? '.' : 'x')).join('')
}

describe('fault injector', () => {
  it('injects nothing by default', () => {
    const faults = createFaultInjector()
    expect(Array.from({ length: 5 }, () => faults.next())).toEqual(Array(5).fill('none'))
  })

  it.each([
    [1, 'xxxxxxxx'],
    [0.5, '.x.x.x.x'],
    [0.25, '...x...x'],
    [0.75, '.xxx.xxx'],
    [0, '........'],
  ])('ratio %s hits a deterministic share of answers', (ratio, expected) => {
    expect(sequence(ratio, 8)).toBe(expected)
  })

  it('hits exactly round(n·ratio) answers for awkward ratios', () => {
    expect(sequence(0.1, 100).split('x').length - 1).toBe(10)
    expect(sequence(0.3, 10)).toBe('...x..x..x')
  })

  it('never faults in mode none, whatever the ratio', () => {
    expect(sequence(1, 4, 'none')).toBe('....')
  })

  it('starts counting again on configure and forgets on reset', () => {
    const faults = createFaultInjector()
    faults.configure({ mode: 'error', ratio: 0.5, latencyMs: 0 })
    expect(faults.next()).toBe('none')
    faults.configure({ mode: 'malformed', ratio: 0.5, latencyMs: 0 })
    expect([faults.next(), faults.next()]).toEqual(['none', 'malformed'])
    faults.reset()
    expect(faults.current().mode).toBe('none')
    expect(faults.next()).toBe('none')
  })
})
