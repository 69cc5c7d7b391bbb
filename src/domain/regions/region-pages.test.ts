import { describe, expect, it } from 'vitest'
import { regionPageOf } from './region-pages.ts'

describe('regionPageOf', () => {
  it('names the dashboard and the trends page, with or without a trailing slash', () => {
    expect(regionPageOf('/regions/us')).toEqual({ page: 'dashboard', segment: 'us' })
    expect(regionPageOf('/regions/us/')).toEqual({ page: 'dashboard', segment: 'us' })
    expect(regionPageOf('/regions/eu/trends')).toEqual({ page: 'trends', segment: 'eu' })
    expect(regionPageOf('/regions/eu/trends/')).toEqual({ page: 'trends', segment: 'eu' })
  })

  it('keeps the segment as written, undecoded', () => {
    expect(regionPageOf('/regions/US')?.segment).toBe('US')
    expect(regionPageOf('/regions/%E0%A4%A')?.segment).toBe('%E0%A4%A')
  })

  it('is nothing for any other path', () => {
    for (const path of [
      '/',
      '/regions',
      '/regions/',
      '/regions/us/trends/extra',
      '/regions/us/compare',
      '/embed/regions/us',
      '/regions//trends',
    ]) {
      expect(regionPageOf(path), path).toBeUndefined()
    }
  })
})
