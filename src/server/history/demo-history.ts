import { addDays, isoDay } from '../../domain/history.ts'
import type { RegionId } from '../../domain/regions.ts'
import { DEMO_DATASETS } from '../../simulator/datasets.ts'
import type { OrganizationInfoPayload, OrganizationInfoValue } from '../../simulator/datasets.ts'
import { normalizeOrganizationInfo } from '../organization-info/normalize.ts'
import type { StoredSnapshot } from '../store/snapshots.ts'

/**
 * Demo mode's generated history (docs/decisions/0092): 18 months of daily snapshots per region
 * that drift deterministically into the simulator's datasets, so the last day is exactly what
 * the simulator serves today. Some metrics rose, some fell; one distribution of `us` dipped below
 * the group-size threshold for three weeks (stored withheld, as a real reading would be); `ap`,
 * the simulator's new tenant, has none. Each day goes through the same normalization as a live
 * read, so suppression follows MIN_GROUP_SIZE.
 */

/** About 18 months of days, today included. */
export const DEMO_HISTORY_DAYS = 548
/** Regions too new to have history. */
export const DEMO_REGIONS_WITHOUT_HISTORY: readonly RegionId[] = ['ap']
/** The dip: `us`'s pipelines with diverse ethnicity had three pipelines on these days (ago). */
export const DEMO_DIP = {
  region: 'us',
  key: 'pipelinesWithDiverseEthnicity',
  fromDaysAgo: 170,
  toDaysAgo: 150,
  yesCount: 1,
  noCount: 2,
} as const

/** How much the yes share changed per year up to today, as a fraction of the total: + rose, − fell. */
export const DEMO_YEARLY_DRIFT: Readonly<Record<string, number>> = {
  pipelinesWithLeaders: 0.08,
  pipelinesWithWomen: 0.1,
  superstar: -0.05,
  pipelinesWithDiverseEthnicity: 0.06,
  rolesWithSuccessorsReady: -0.07,
}
/** Percentage points per year up to today. */
export const DEMO_YEARLY_PERCENTAGE_DRIFT: Readonly<Record<string, number>> = {
  genderDiversity: 3,
  ethnicDiversity: -2,
}

/** A small deterministic wobble of −1, 0 or +1 (no Math.random: every start draws the same). */
function wobble(region: string, key: string, daysAgo: number): number {
  let hash = 2166136261
  for (const char of `${region}:${key}:${daysAgo}`) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 16777619)
  }
  return ((hash >>> 0) % 3) - 1
}

function isDistribution(value: OrganizationInfoValue): value is {
  yesCount: number | null
  noCount: number | null
} {
  return typeof value === 'object' && value !== null
}

function driftedValue(
  region: RegionId,
  key: string,
  value: OrganizationInfoValue,
  daysAgo: number,
): OrganizationInfoValue {
  if (typeof value === 'number') {
    const drift = ((DEMO_YEARLY_PERCENTAGE_DRIFT[key] ?? 0) * daysAgo) / 365
    return Math.min(100, Math.max(0, Math.round((value - drift) * 100) / 100))
  }
  if (!isDistribution(value)) return value
  if (region === DEMO_DIP.region && key === DEMO_DIP.key) {
    if (daysAgo >= DEMO_DIP.toDaysAgo && daysAgo <= DEMO_DIP.fromDaysAgo) {
      return { yesCount: DEMO_DIP.yesCount, noCount: DEMO_DIP.noCount }
    }
  }
  const { yesCount, noCount } = value
  if (yesCount === null || noCount === null || daysAgo === 0) return value
  const total = yesCount + noCount
  const shift = Math.round(((DEMO_YEARLY_DRIFT[key] ?? 0) * total * daysAgo) / 365)
  const noise = total >= 20 ? wobble(region, key, daysAgo) : 0
  const yes = Math.min(total, Math.max(0, yesCount - shift + noise))
  return { yesCount: yes, noCount: total - yes }
}

function payloadDaysAgo(region: RegionId, daysAgo: number): OrganizationInfoPayload {
  const today = DEMO_DATASETS[region].organizationInfo
  return Object.fromEntries(
    Object.entries(today).map(([key, value]) => [key, driftedValue(region, key, value, daysAgo)]),
  )
}

/** Every generated snapshot, oldest first per region, ending with `today`. */
export function generateDemoHistory(today: string, minGroupSize: number): StoredSnapshot[] {
  const rows: StoredSnapshot[] = []
  for (const region of Object.keys(DEMO_DATASETS) as RegionId[]) {
    if (DEMO_REGIONS_WITHOUT_HISTORY.includes(region)) continue
    for (let daysAgo = DEMO_HISTORY_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
      const date = addDays(today, -daysAgo)
      const info = normalizeOrganizationInfo(payloadDaysAgo(region, daysAgo), {
        region,
        fetchedAt: new Date(`${date}T00:00:00.000Z`),
        minGroupSize,
      })
      rows.push({
        region,
        date,
        demo: true,
        distributions: info.distributions,
        percentages: info.percentages,
      })
    }
  }
  return rows
}

export interface DemoFill {
  readonly generated: number
  readonly inserted: number
  readonly ms: number
}

/** Fills the store with the demo history, keeping any day already there; one transaction. */
export async function fillDemoHistory(
  snapshots: { insertIfAbsent(rows: readonly StoredSnapshot[], nowMs: number): Promise<number> },
  nowMs: number,
  minGroupSize: number,
): Promise<DemoFill> {
  const started = performance.now()
  const rows = generateDemoHistory(isoDay(nowMs), minGroupSize)
  const inserted = await snapshots.insertIfAbsent(rows, nowMs)
  return { generated: rows.length, inserted, ms: Math.round(performance.now() - started) }
}
