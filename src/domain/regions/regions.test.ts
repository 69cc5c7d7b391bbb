import { describe, expect, it } from 'vitest'
import { REGION_IDS, regionIdFrom, regionIdInputSchema } from './regions.ts'

describe('a region id as an operator or a portal types it', () => {
  it('is read in any case, as the canonical lower-case id', () => {
    for (const id of REGION_IDS) {
      for (const typed of [id, id.toUpperCase(), `${id.charAt(0).toUpperCase()}${id.slice(1)}`]) {
        expect(regionIdFrom(typed), typed).toBe(id)
        expect(regionIdInputSchema.parse(typed), typed).toBe(id)
      }
    }
  })

  it('names no region when it is not one of the eight', () => {
    for (const typed of ['', 'usa', 'U S', ' us', 'us ', 'mars', 'ＵＳ']) {
      expect(regionIdFrom(typed), typed).toBeUndefined()
      expect(regionIdInputSchema.safeParse(typed).success, typed).toBe(false)
    }
    for (const value of [undefined, null, 7, ['us'], { id: 'us' }]) {
      expect(regionIdFrom(value)).toBeUndefined()
    }
  })
})
