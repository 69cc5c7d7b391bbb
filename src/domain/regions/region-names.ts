import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RegionId, RegionNames } from './regions.ts'

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
    comment:
      'Name of a Talent Platform region: the data centre of Phoenix, Arizona; keep its code PHX as it is',
    message: 'Phoenix (PHX)',
  }),
}

/**
 * The display names the operator configured (`TALENT_PHX_NAME`), as the BFF sends them with the
 * regions and the embed configuration: the operator's words, shown as they are in every language.
 * Configuration of the server, the same for every page, so it is kept once here.
 */
let configuredNames: RegionNames = {}

/** Keeps the names the BFF sent (`regionNames`); an answer without them changes nothing. */
export function adoptRegionNames(names: RegionNames | undefined): void {
  if (names !== undefined) configuredNames = names
}

/**
 * A region's name in the active language ("Vereinigte Arabische Emirate" for `uae` in German), or
 * the name its operator configured.
 */
export function regionName(i18n: I18n, id: RegionId): string {
  return configuredNames[id] ?? i18n._(REGION_NAMES[id])
}
