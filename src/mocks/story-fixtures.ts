import type { Target, TrendEvent } from '../domain/annotations/annotations.ts'
import { addDays } from '../domain/history/history.ts'
import type { Distribution } from '../domain/metrics/organization-info.ts'
import { metricSeries, type MetricSeries } from '../domain/trend/trend-series.ts'
import type { RegionId } from '../domain/regions/regions.ts'
import { FETCHED_AT, withheld, type RegionInfo } from './fixtures.ts'
import { historyFixture } from './history-fixtures.ts'

/**
 * Fixtures the stories share (decision 0185): one yes/no metric with the counts and status a
 * story needs, a region's data with the counts a comparison needs (ties, a metric not reported,
 * a withheld one), the mock history's series up to a fixed day, and the target and events the
 * stories mark on it. The series end at the figures of ./fixtures.ts (issue 38): a story that shows
 * a figure and its trend shows one number twice.
 */

/** Pipelines with leaders, `yesCount` of `yesCount + noCount`; null counts are not reported. */
export function distributionFixture(
  yesCount: number | null,
  noCount: number | null,
  extra: Partial<Distribution> = {},
): Distribution {
  return {
    key: 'pipelinesWithLeaders',
    label: 'Pipelines with leaders',
    yesCount,
    noCount,
    status: yesCount === null || noCount === null || yesCount + noCount === 0 ? 'no_data' : 'ok',
    ...extra,
  }
}

/** A yes/no metric's counts in a region's data: `[yes, no]`, `'withheld'`, or null (not reported). */
export type Counts = readonly [yes: number, no: number] | 'withheld' | null

function counts(key: string, label: string, value: Counts): Distribution {
  if (value === 'withheld') return withheld(key, label)
  if (value === null) return { key, label, yesCount: 14, noCount: null, status: 'no_data' }
  return { key, label, yesCount: value[0], noCount: value[1], status: 'ok' }
}

/** A region's data with pipelines with leaders and women, and gender diversity, as given. */
export function countedInfo(
  region: RegionId,
  leaders: Counts,
  women: Counts,
  gender: number | null,
): RegionInfo {
  return {
    region,
    fetchedAt: FETCHED_AT,
    distributions: [
      counts('pipelinesWithLeaders', 'Pipelines with leaders', leaders),
      counts('pipelinesWithWomen', 'Pipelines with women', women),
    ],
    percentages:
      gender === null ? [] : [{ key: 'genderDiversity', label: 'Gender diversity', value: gender }],
  }
}

/**
 * A region that counted nothing, as the simulator's Asia Pacific (a new tenant): both yes/no
 * metrics 0 and 0, and the percentage figures given (0 each unless said): its figures of 0 are
 * "No data", never 0 % (issue 34). A figure other than 0 is the platform's, shown as it is.
 */
export function countedNothingInfo(
  region: RegionId,
  { gender = 0, ethnic = 0 }: { gender?: number; ethnic?: number } = {},
): RegionInfo {
  const none = (key: string, label: string): Distribution => ({
    key,
    label,
    yesCount: 0,
    noCount: 0,
    status: 'no_data',
  })
  return {
    region,
    fetchedAt: FETCHED_AT,
    distributions: [
      none('pipelinesWithLeaders', 'Pipelines with leaders'),
      none('pipelinesWithWomen', 'Pipelines with women'),
    ],
    percentages: [
      { key: 'genderDiversity', label: 'Gender diversity', value: gender },
      { key: 'ethnicDiversity', label: 'Ethnic diversity', value: ethnic },
    ],
  }
}

/**
 * Four regions whose pipelines with leaders tie: 40 of 100, 10 of 25 and 2 of 5 all show 40 %,
 * 12 of 42 is lowest. Europe does not report pipelines with women, United Arab Emirates no
 * gender diversity.
 */
export const TIED_INFOS: readonly RegionInfo[] = [
  countedInfo('eu', [40, 60], null, 48.3),
  countedInfo('uae', [10, 15], [8, 17], null),
  countedInfo('phx', [2, 3], [31, 29], 50.8),
  countedInfo('us', [12, 30], [21, 19], 41.5),
]

/** The day the stories' history ends: the day their figures were read, so every render reads the same. */
export const STORY_TODAY = FETCHED_AT.slice(0, 10)

/**
 * The stories' target: 60 % of pipelines with women by the end of 2027. The figures say 55 %
 * today, rising about 10 points a year, so the stories show it on pace.
 */
export const STORY_TARGET: Target = {
  metric: 'pipelinesWithWomen',
  yesShare: 60,
  targetDate: '2027-12-31',
  startDate: null,
  version: 1,
}

/**
 * The stories' events, oldest first, dated back from `today` (the stories' fixed day, or the
 * mock BFF's today): a reorganization of every region 200 days before, and a leadership programme
 * in the United States 40 days before.
 */
export function storyEvents(today: string = STORY_TODAY): TrendEvent[] {
  return [
    {
      id: 'reorganisation',
      region: null,
      date: addDays(today, -200),
      title: 'Reorganisation of the regions',
      note: null,
      version: 1,
    },
    {
      id: 'leadership',
      region: 'us',
      date: addDays(today, -40),
      title: 'Leadership programme started',
      note: 'Every director takes part.',
      version: 1,
    },
  ]
}

/** The mock history's last 12 months up to STORY_TODAY, a series per metric. */
export const YEAR_OF_SERIES: readonly MetricSeries[] = metricSeries(
  historyFixture('us', { from: addDays(STORY_TODAY, -365), to: STORY_TODAY }).snapshots,
)

/** One metric's series of YEAR_OF_SERIES (empty for a key the history does not hold). */
export function seriesOf(key: string): MetricSeries {
  return YEAR_OF_SERIES.find((entry) => entry.key === key) ?? { key, label: key, points: [] }
}
