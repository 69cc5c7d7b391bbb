// The English shell catalog (region names are the sign-in page's words, decision 0202) is compiled
// on import by the Lingui plugin (unit project, vitest.config.ts); its module type is the SPA's
// (src/vite-env.d.ts), which the Node typecheck does not include.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- no import of a .d.ts script
/// <reference path="../../vite-env.d.ts" />
import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { messages } from '../../locales/shell/en.po'
import { adoptRegionNames, REGION_NAMES, regionName } from './region-names.ts'
import { REGIONS } from './regions.ts'

afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', locales: ['en'], messages })
})

describe('regionName', () => {
  it('names every region in English as the BFF labels it', () => {
    i18n.loadAndActivate({ locale: 'en', locales: ['en'], messages })
    for (const region of REGIONS) expect(regionName(i18n, region.id)).toBe(region.label)
  })

  it('names a region as its operator configured it, in every language', () => {
    adoptRegionNames({ phx: 'Phoenix Sky Harbor DC' })
    try {
      i18n.loadAndActivate({ locale: 'de', locales: ['de'], messages: {} })
      expect(regionName(i18n, 'phx')).toBe('Phoenix Sky Harbor DC')
      expect(regionName(i18n, 'uae')).not.toBe('Phoenix Sky Harbor DC')
      // An answer without names (another page's) keeps them.
      adoptRegionNames(undefined)
      expect(regionName(i18n, 'phx')).toBe('Phoenix Sky Harbor DC')
    } finally {
      adoptRegionNames({})
    }
  })

  it('names a region from the active catalog', () => {
    const german = { [REGION_NAMES.uae.id]: 'Vereinigte Arabische Emirate' }
    i18n.loadAndActivate({ locale: 'de', locales: ['de'], messages: german })
    expect(regionName(i18n, 'uae')).toBe('Vereinigte Arabische Emirate')
  })
})
