import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RegionId } from './regions.ts'

/**
 * The regions' names in the UI's language (docs/decisions/0110): what the SPA shows wherever it
 * names a region. `REGIONS` in ./regions.ts keeps the English labels the BFF sends and logs.
 *
 * The BFF must not import this file: its `msg` macros are compiled for the SPA only, and Node runs
 * the BFF's TypeScript as it is. A new region id fails typecheck here until it has a name.
 */
export const REGION_NAMES: Record<RegionId, MessageDescriptor> = {
  us: msg({ comment: 'Name of a Talent Platform region (data centre)', message: 'United States' }),
  eu: msg({ comment: 'Name of a Talent Platform region (data centre)', message: 'Europe' }),
  gov: msg({
    comment: 'Name of a Talent Platform region: the cloud for United States government agencies',
    message: 'US Government',
  }),
  ca: msg({ comment: 'Name of a Talent Platform region (data centre)', message: 'Canada' }),
  uae: msg({
    comment: 'Name of a Talent Platform region (data centre)',
    message: 'United Arab Emirates',
  }),
  us2: msg({
    comment: 'Name of a Talent Platform region: a second data centre in the United States',
    message: 'United States (second cloud)',
  }),
  ap: msg({ comment: 'Name of a Talent Platform region (data centre)', message: 'Asia Pacific' }),
  phx: msg({
    comment: 'Name of a Talent Platform region: a data-centre code, usually kept as it is',
    message: 'PHX',
  }),
}

/** A region's name in the active language ("Vereinigte Arabische Emirate" for `uae` in German). */
export function regionName(i18n: I18n, id: RegionId): string {
  return i18n._(REGION_NAMES[id])
}
