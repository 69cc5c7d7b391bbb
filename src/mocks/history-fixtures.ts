import {
  addDays,
  daysBetween,
  historyResponseSchema,
  type HistoryRange,
  type HistoryResponse,
  type HistorySnapshot,
} from '../domain/history.ts'
import type { Distribution } from '../domain/organization-info.ts'
import type { RegionId } from '../domain/regions.ts'
import { withheld } from './fixtures.ts'

/**
 * Deterministic history of the mock BFF: daily snapshots whose figures depend only on how many
 * days before the range's end they lie (so the same request always gets the same answer, whatever
 * the date). Over a year pipelines with women rise clearly (45 % → 55 % of 1,000), pipelines with
 * diverse ethnicity fall clearly (40 % → 30 % of 2,000), pipelines with leaders move within their
 * wide small-group interval (no clear change), roles with successors ready stay flat, and
 * superstars are withheld (fewer than MIN_GROUP_SIZE) from 60 to 80 days back.
 */

/** Days of history the mock keeps before the range's end (18 months, as the demo mode). */
export const MOCK_HISTORY_DAYS = 540

/** Days back (inclusive) during which superstars are withheld. */
export const WITHHELD_DAYS = { from: 60, to: 80 } as const

const YEAR = 365

/** A share that moves linearly from `yearAgo` (365 days back) to `now` (0 days back). */
function drift(daysBack: number, yearAgo: number, now: number): number {
  return now + ((yearAgo - now) * daysBack) / YEAR
}

function ok(key: string, label: string, total: number, share: number): Distribution {
  const yesCount = Math.round(total * Math.min(1, Math.max(0, share)))
  return { key, label, yesCount, noCount: total - yesCount, status: 'ok' }
}

export function snapshotDaysBack(date: string, daysBack: number): HistorySnapshot {
  const isWithheld = daysBack >= WITHHELD_DAYS.from && daysBack <= WITHHELD_DAYS.to
  return {
    date,
    distributions: [
      ok('pipelinesWithLeaders', 'Pipelines with leaders', 42, drift(daysBack, 0.24, 0.29)),
      ok('pipelinesWithWomen', 'Pipelines with women', 1000, drift(daysBack, 0.45, 0.55)),
      isWithheld ? withheld('superstar', 'Superstars') : ok('superstar', 'Superstars', 220, 0.04),
      ok(
        'pipelinesWithDiverseEthnicity',
        'Pipelines with diverse ethnicity',
        2000,
        drift(daysBack, 0.4, 0.3),
      ),
      ok('rolesWithSuccessorsReady', 'Roles with successors ready', 3500, 0.34),
    ],
    percentages: [
      { key: 'genderDiversity', label: 'Gender diversity', value: 41.5 },
      { key: 'ethnicDiversity', label: 'Ethnic diversity', value: 27.25 },
    ],
  }
}

export interface HistoryFixtureOptions {
  demo?: boolean
  /** Days of history before the range's end; 0 means none recorded yet. */
  historyDays?: number
}

/** The answer to a history request for `range`. */
export function historyFixture(
  region: RegionId,
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
      snapshots.push(snapshotDaysBack(addDays(range.to, -back), back))
    }
  }
  return historyResponseSchema.parse({ region, demo: options.demo ?? false, snapshots })
}
