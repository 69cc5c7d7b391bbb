import * as z from 'zod/mini'

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
  // The spec gives only the code; PHX names the data centre by its city's airport, as clouds name
  // theirs. TALENT_PHX_NAME replaces this default (src/server/config.ts).
  { id: 'phx', label: 'Phoenix (PHX)', envKey: 'PHX' },
]

/**
 * Display names an operator configured, by region (`TALENT_PHX_NAME`: PHX is the one region the
 * spec names by a code only): shown as they are, in every language.
 */
export type RegionNames = Readonly<Partial<Record<RegionId, string>>>

export function isRegionId(value: unknown): value is RegionId {
  return typeof value === 'string' && (REGION_IDS as readonly string[]).includes(value)
}

/**
 * A region id as an operator or a portal writes it, in any case (`US` as in `TALENT_US_*`, `us`,
 * `Us`): the canonical lower-case id, or undefined when it names no region. Every URL, host
 * parameter and request body that carries a region id reads it with this (or with
 * `regionIdInputSchema`); links and logs then say the canonical id.
 */
export function regionIdFrom(value: unknown): RegionId | undefined {
  if (typeof value !== 'string') return undefined
  const id = value.toLowerCase()
  return isRegionId(id) ? id : undefined
}

/** `regionIdFrom` as a schema of an incoming body or token: any case in, the canonical id out. */
export const regionIdInputSchema = z.pipe(z.string().check(z.toLowerCase()), z.enum(REGION_IDS))

export function regionLabel(id: RegionId): string {
  return REGIONS.find((region) => region.id === id)?.label ?? id
}
