import { isRegionId, type RegionId } from '../../domain/regions.ts'

/**
 * The one thing the SPA keeps in browser storage: the id of the region last shown, so `/` can
 * open it again. Never an e-mail, key, token or data (docs/decisions/0042).
 */
export const LAST_REGION_KEY = 'pdd.lastRegion'

function storage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    // Storage can be switched off (privacy settings, sandboxed iframes): remember nothing.
    return undefined
  }
}

export function readLastRegion(): RegionId | undefined {
  const value = storage()?.getItem(LAST_REGION_KEY)
  return isRegionId(value) ? value : undefined
}

export function writeLastRegion(region: RegionId): void {
  try {
    storage()?.setItem(LAST_REGION_KEY, region)
  } catch {
    // Quota or privacy mode: not remembering the region is harmless.
  }
}
