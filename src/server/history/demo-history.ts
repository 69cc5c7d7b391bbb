import { addDays, isoDay } from '../../domain/history/history.ts'
import type { RegionId } from '../../domain/regions/regions.ts'
import { distributionStatus, normalizeOrganizationInfo } from '../organization-info/normalize.ts'
import type { Snapshots, StoredSnapshot } from '../store/snapshots.ts'

/**
 * Demo mode's generated history (docs/decisions/0092): 18 months of daily snapshots per region
 * that drift deterministically into the simulator's datasets, so the last day is exactly what
 * the simulator serves today. Some metrics rose, some fell; one distribution of `us` dipped below
 * the group-size threshold for three weeks (stored withheld, as a real reading would be); `ap`,
 * the simulator's new tenant, has none. Each day gets the same suppression rule as a live read,
 * so what is withheld follows MIN_GROUP_SIZE.
 */

/**
 * Each region's Organization Info payload as the simulator serves it today (its DEMO_DATASETS,
 * handed in by main.ts: the BFF does not import the simulator).
 */
export type DemoDatasets = Readonly<
  Record<RegionId, { readonly organizationInfo: Readonly<Record<string, unknown>> }>
>

/** About 18 months of days, today included. */
export const DEMO_HISTORY_DAYS = 548
/** Regions too new to have history. */
const DEMO_REGIONS_WITHOUT_HISTORY: readonly RegionId[] = ['ap']
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
const DEMO_YEARLY_DRIFT: Readonly<Record<string, number>> = {
  pipelinesWithLeaders: 0.08,
  pipelinesWithWomen: 0.1,
  superstar: -0.05,
  pipelinesWithDiverseEthnicity: 0.06,
  rolesWithSuccessorsReady: -0.07,
}
/** Percentage points per year up to today. */
const DEMO_YEARLY_PERCENTAGE_DRIFT: Readonly<Record<string, number>> = {
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

interface Counts {
  readonly yesCount: number | null
  readonly noCount: number | null
}

function isCount(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)
}

function isDistribution(value: unknown): value is Counts {
  return (
    typeof value === 'object' &&
    value !== null &&
    'yesCount' in value &&
    'noCount' in value &&
    isCount(value.yesCount) &&
    isCount(value.noCount)
  )
}

function driftedValue(region: RegionId, key: string, value: unknown, daysAgo: number): unknown {
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

/** Every generated snapshot, oldest first per region, ending with `today`. */
export function generateDemoHistory(
  datasets: DemoDatasets,
  today: string,
  minGroupSize: number,
): StoredSnapshot[] {
  const rows: StoredSnapshot[] = []
  for (const region of Object.keys(datasets) as RegionId[]) {
    if (DEMO_REGIONS_WITHOUT_HISTORY.includes(region)) continue
    const raw = datasets[region].organizationInfo
    // Today's live normalization fixes which distributions and percentages there are, in order;
    // each day re-applies its suppression rule (distributionStatus) to that day's counts.
    const shape = normalizeOrganizationInfo(raw, { region, fetchedAt: new Date(0), minGroupSize })
    for (let daysAgo = DEMO_HISTORY_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
      rows.push({
        region,
        date: addDays(today, -daysAgo),
        demo: true,
        distributions: shape.distributions.map(({ key, label }) => {
          const value = driftedValue(region, key, raw[key] ?? null, daysAgo)
          const counts = isDistribution(value) ? value : { yesCount: null, noCount: null }
          return {
            key,
            label,
            ...distributionStatus(counts.yesCount, counts.noCount, minGroupSize),
          }
        }),
        percentages: shape.percentages.map((percentage) => ({
          ...percentage,
          value: Number(driftedValue(region, percentage.key, percentage.value, daysAgo)),
        })),
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

/**
 * Fills the store with the demo history, keeping any day already there; one transaction. The
 * whole history is inserted at once, so when every region already has today's generated row
 * (a restart the same day) there is nothing to add and nothing is generated.
 */
export async function fillDemoHistory(
  snapshots: Pick<Snapshots, 'insertIfAbsent' | 'has'>,
  datasets: DemoDatasets,
  nowMs: number,
  minGroupSize: number,
): Promise<DemoFill> {
  const started = performance.now()
  const today = isoDay(nowMs)
  const regions = (Object.keys(datasets) as RegionId[]).filter(
    (region) => !DEMO_REGIONS_WITHOUT_HISTORY.includes(region),
  )
  const present = await Promise.all(regions.map((region) => snapshots.has(region, today)))
  if (present.every(Boolean)) {
    return { generated: 0, inserted: 0, ms: Math.round(performance.now() - started) }
  }
  const rows = generateDemoHistory(datasets, today, minGroupSize)
  const inserted = await snapshots.insertIfAbsent(rows, nowMs)
  return { generated: rows.length, inserted, ms: Math.round(performance.now() - started) }
}
