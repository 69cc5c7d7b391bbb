import { isLanguage, type Language } from '../../domain/text/languages.ts'
import { isRegionId, type RegionId } from '../../domain/regions/regions.ts'

/**
 * The only things the SPA keeps in browser storage, both non-secret preferences: the id of the
 * region last shown, so `/` can open it again, and the language chosen in the language menu.
 * Never an e-mail, key, token or data (docs/decisions/0042, 0110).
 */
export const LAST_REGION_KEY = 'pdd.lastRegion'
const LANGUAGE_KEY = 'pdd.language'

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
  write(LAST_REGION_KEY, region)
}

export function readLanguage(): Language | undefined {
  const value = storage()?.getItem(LANGUAGE_KEY)
  return isLanguage(value) ? value : undefined
}

export function writeLanguage(language: Language): void {
  write(LANGUAGE_KEY, language)
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value)
  } catch {
    // Quota or privacy mode: not remembering a preference is harmless.
  }
}
