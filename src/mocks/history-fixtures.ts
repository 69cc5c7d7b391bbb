import {
  addDays,
  daysBetween,
  historyResponseSchema,
  type HistoryRange,
  type HistoryResponse,
  type HistorySnapshot,
} from '../domain/history/history.ts'
import type { Distribution, OrganizationInfo } from '../domain/metrics/organization-info.ts'
import type { RegionId } from '../domain/regions/regions.ts'
import { organizationInfoFor, withheld } from './fixtures.ts'

/**
 * Deterministic history of the mock BFF, drawn back from a region's figures of today (the
 * fixtures of ./fixtures.ts): the last snapshot is today's data itself, so a card's figure and its
 * trend's last point are one number by construction (issue 38). Each earlier day depends only on
 * how many days before the range's end it lies, so the same request always gets the same answer.
 * Over a year pipelines with women rise clearly (45 % → 55 % of 1,000 in the United States),
 * pipelines with diverse ethnicity fall clearly (40 % → 30 % of 2,000), pipelines with leaders
 * move within their wide small-group interval (10 → 12 of 42: no clear change), the other metrics
 * stay flat, and superstars were withheld (fewer than MIN_GROUP_SIZE) from 60 to 80 days back.
 */

/** Days of history the mock keeps before the range's end (18 months, as the demo mode). */
export const MOCK_HISTORY_DAYS = 540

/** Days back (inclusive) during which superstars were withheld. */
export const WITHHELD_DAYS = { from: 60, to: 80 } as const

const YEAR = 365

/**
 * How far a metric's yes share rose over the last year (a share: 0.1 is 10 points; a fall is
 * negative). A metric not listed stayed flat.
 */
const YEARLY_CHANGE: Readonly<Record<string, number>> = {
  pipelinesWithWomen: 0.1,
  pipelinesWithDiverseEthnicity: -0.1,
  pipelinesWithLeaders: 0.05,
}

/** A metric `daysBack` days before `today`'s figure, along its yearly change. */
function before(today: Distribution, daysBack: number): Distribution {
  const { key, label, yesCount, noCount } = today
  if (daysBack === 0 || today.status !== 'ok' || yesCount === null || noCount === null) {
    return today
  }
  if (key === 'superstar' && daysBack >= WITHHELD_DAYS.from && daysBack <= WITHHELD_DAYS.to) {
    return withheld(key, label)
  }
  const total = yesCount + noCount
  if (total === 0) return today
  const share = yesCount / total - ((YEARLY_CHANGE[key] ?? 0) * daysBack) / YEAR
  const yes = Math.round(total * Math.min(1, Math.max(0, share)))
  return { ...today, yesCount: yes, noCount: total - yes }
}

/** The snapshot of `date`, `daysBack` days before the day of `today`'s figures. */
function snapshotBefore(today: OrganizationInfo, date: string, daysBack: number): HistorySnapshot {
  return {
    date,
    distributions: today.distributions.map((distribution) => before(distribution, daysBack)),
    percentages: today.percentages.map((figure) => ({ ...figure })),
  }
}

export interface HistoryFixtureOptions {
  demo?: boolean
  /** Days of history before the range's end; 0 means none recorded yet. */
  historyDays?: number
}

/** The answer to a history request for `range` of the region whose figures today are `today`. */
export function historyOf(
  today: OrganizationInfo & { region: RegionId },
  range: HistoryRange,
  options: HistoryFixtureOptions = {},
): HistoryResponse {
  const historyDays = options.historyDays ?? MOCK_HISTORY_DAYS
  const snapshots: HistorySnapshot[] = []
  if (historyDays > 0) {
    const first = addDays(range.to, -(historyDays - 1))
    const start = first > range.from ? first : range.from
    // Counted in days, never compared as strings (a year past 9999 sorts before it).
    for (let back = daysBetween(start, range.to); back >= 0; back -= 1) {
      snapshots.push(snapshotBefore(today, addDays(range.to, -back), back))
    }
  }
  return historyResponseSchema.parse({
    region: today.region,
    demo: options.demo ?? false,
    snapshots,
  })
}

/** The answer to a history request for `range` of `region`, ending at its usual data. */
export function historyFixture(
  region: RegionId,
  range: HistoryRange,
  options: HistoryFixtureOptions = {},
): HistoryResponse {
  return historyOf(organizationInfoFor(region), range, options)
}
