import type { RegionId } from '../domain/regions.ts'
import {
  addDays,
  historyResponseSchema,
  isoDay,
  type HistoryRange,
  type HistoryResponse,
  type HistorySnapshot,
} from '../domain/history.ts'
import type { Distribution } from '../domain/organization-info.ts'
import { FIXED_NOW, MIN_GROUP_SIZE, organizationInfoFor } from './fixtures.ts'

/**
 * Deterministic history for the mock BFF (issue 14), derived from each region's Organization Info
 * fixture: the last day equals today's fixture, and earlier days drift away from it linearly, so
 * some metrics rose and some fell. One stretch is withheld (below MIN_GROUP_SIZE, counts null),
 * and `ap` is a newer region with a short history.
 */

/** The last day with a snapshot: the day of FIXED_NOW. */
export const HISTORY_FIXTURE_TODAY = isoDay(FIXED_NOW)
/** Days of history per region (about 18 months), `ap` excepted. */
export const HISTORY_FIXTURE_DAYS = 548
/** `ap` was added recently: it has only this many days. */
export const HISTORY_FIXTURE_NEW_REGION_DAYS = 40
/** The distribution withheld in HISTORY_FIXTURE_WITHHELD, and the days (both included). */
export const HISTORY_FIXTURE_WITHHELD = {
  key: 'pipelinesWithDiverseEthnicity',
  from: addDays(HISTORY_FIXTURE_TODAY, -120),
  to: addDays(HISTORY_FIXTURE_TODAY, -100),
} as const

/** Yes-share change per year (a fraction of the total) by key: positive rose, negative fell. */
const YEARLY_DRIFT: Record<string, number> = {
  pipelinesWithLeaders: 0.06,
  pipelinesWithWomen: 0.08,
  superstar: -0.02,
  pipelinesWithDiverseEthnicity: 0.1,
  rolesWithSuccessorsReady: -0.04,
}

function drifted(distribution: Distribution, daysAgo: number, day: string): Distribution {
  const { yesCount, noCount } = distribution
  const withheld =
    distribution.key === HISTORY_FIXTURE_WITHHELD.key &&
    day >= HISTORY_FIXTURE_WITHHELD.from &&
    day <= HISTORY_FIXTURE_WITHHELD.to
  if (withheld) {
    return {
      ...distribution,
      yesCount: null,
      noCount: null,
      status: 'suppressed',
      minGroupSize: MIN_GROUP_SIZE,
    }
  }
  if (distribution.status !== 'ok' || yesCount === null || noCount === null) return distribution
  const total = yesCount + noCount
  const shift = Math.round(((YEARLY_DRIFT[distribution.key] ?? 0) * total * daysAgo) / 365)
  const yes = Math.min(total, Math.max(0, yesCount - shift))
  return { ...distribution, yesCount: yes, noCount: total - yes }
}

function snapshotFor(region: RegionId, daysAgo: number): HistorySnapshot {
  const today = organizationInfoFor(region)
  const date = addDays(HISTORY_FIXTURE_TODAY, -daysAgo)
  return {
    date,
    distributions: today.distributions.map((distribution) => drifted(distribution, daysAgo, date)),
    percentages: today.percentages.map((percentage) => ({
      ...percentage,
      value: Math.round((percentage.value - daysAgo / 73) * 100) / 100,
    })),
  }
}

/** Every fixture day of `region`, oldest first. */
export function historySnapshotsFor(region: RegionId): HistorySnapshot[] {
  const days = region === 'ap' ? HISTORY_FIXTURE_NEW_REGION_DAYS : HISTORY_FIXTURE_DAYS
  return Array.from({ length: days }, (_, index) => snapshotFor(region, days - 1 - index))
}

/** The mock BFF's history answer for `region` within `range` (both days included). */
export function historyFixture(region: RegionId, range: HistoryRange): HistoryResponse {
  return historyResponseSchema.parse({
    region,
    demo: true,
    snapshots: historySnapshotsFor(region).filter(
      (snapshot) => snapshot.date >= range.from && snapshot.date <= range.to,
    ),
  })
}
