/**
 * The fixed table of Talent Platform regions. Which of them are offered depends on configuration
 * (see src/server/config.ts); a region id that comes from a browser is only ever looked up here.
 */
export const REGION_IDS = ['us', 'eu', 'gov', 'ca', 'uae', 'us2', 'ap', 'phx'] as const

export type RegionId = (typeof REGION_IDS)[number]

export interface Region {
  readonly id: RegionId
  readonly label: string
  /** Upper-case id used in the TALENT_<ID>_* environment variables. */
  readonly envKey: string
}

export const REGIONS: readonly Region[] = [
  { id: 'us', label: 'United States', envKey: 'US' },
  { id: 'eu', label: 'Europe', envKey: 'EU' },
  { id: 'gov', label: 'US Government', envKey: 'GOV' },
  { id: 'ca', label: 'Canada', envKey: 'CA' },
  { id: 'uae', label: 'United Arab Emirates', envKey: 'UAE' },
  { id: 'us2', label: 'United States (second cloud)', envKey: 'US2' },
  { id: 'ap', label: 'Asia Pacific', envKey: 'AP' },
  { id: 'phx', label: 'PHX', envKey: 'PHX' },
]

export function isRegionId(value: unknown): value is RegionId {
  return typeof value === 'string' && (REGION_IDS as readonly string[]).includes(value)
}

export function regionLabel(id: RegionId): string {
  return REGIONS.find((region) => region.id === id)?.label ?? id
}
