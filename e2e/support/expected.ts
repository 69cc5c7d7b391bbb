import { formatPercent } from '../../src/domain/text/format.ts'
import { KNOWN_DISTRIBUTIONS } from '../../src/domain/metrics/organization-info.ts'
import { distributionShares } from '../../src/domain/metrics/percentages.ts'
import type { RegionId } from '../../src/domain/regions/regions.ts'
import { DEMO_DATASETS, type UpstreamBinaryDistribution } from '../../src/simulator/datasets.ts'

/** The BFF's default MIN_GROUP_SIZE (README, "Configuration"). */
export const MIN_GROUP_SIZE = 5

export type ExpectedChart =
  | { label: string; status: 'ok'; yes: string; no: string }
  | { label: string; status: 'no_data'; text: 'Not reported' | 'None counted' }
  | { label: string; status: 'suppressed' }

function isDistribution(value: unknown): value is UpstreamBinaryDistribution {
  return typeof value === 'object' && value !== null && 'yesCount' in value && 'noCount' in value
}

/**
 * Region `us`, worked out by hand from src/simulator/datasets.ts rather than by the code under
 * test, so a bug in the shared percentage math or formatting cannot agree with itself. Whole
 * percentages by largest remainder: floor both exact shares, give the missing point to the larger
 * remainder, on a tie to the larger count (decision 0030).
 *
 * | distribution                     | yes/no | exact yes, no     | floors | +1 to | shown      |
 * | -------------------------------- | ------ | ----------------- | ------ | ----- | ---------- |
 * | Pipelines with leaders           | 12/30  | 28.571, 71.429    | 28, 71 | yes   | 29%, 71%   |
 * | Pipelines with women             | 21/19  | 52.5, 47.5        | 52, 47 | yes * | 53%, 47%   |
 * | Superstars                       | 8/52   | 13.333, 86.667    | 13, 86 | no    | 13%, 87%   |
 * | Pipelines with diverse ethnicity | 17/25  | 40.476, 59.524    | 40, 59 | no    | 40%, 60%   |
 * | Roles with successors ready      | 9/27   | 25, 75            | 25, 75 | —     | 25%, 75%   |
 *
 * (* a tie of remainders: 21 is the larger count.)
 */
const US_BY_HAND = [
  {
    key: 'pipelinesWithLeaders',
    label: 'Pipelines with leaders',
    yesCount: 12,
    noCount: 30,
    yes: '29%',
    no: '71%',
  },
  {
    key: 'pipelinesWithWomen',
    label: 'Pipelines with women',
    yesCount: 21,
    noCount: 19,
    yes: '53%',
    no: '47%',
  },
  { key: 'superstar', label: 'Superstars', yesCount: 8, noCount: 52, yes: '13%', no: '87%' },
  {
    key: 'pipelinesWithDiverseEthnicity',
    label: 'Pipelines with diverse ethnicity',
    yesCount: 17,
    noCount: 25,
    yes: '40%',
    no: '60%',
  },
  {
    key: 'rolesWithSuccessorsReady',
    label: 'Roles with successors ready',
    yesCount: 9,
    noCount: 27,
    yes: '25%',
    no: '75%',
  },
] as const

function usByHand(): ExpectedChart[] {
  const info = DEMO_DATASETS.us.organizationInfo
  return US_BY_HAND.map(({ key, label, yesCount, noCount, yes, no }) => {
    const value = info[key]
    if (!isDistribution(value) || value.yesCount !== yesCount || value.noCount !== noCount) {
      throw new Error(`the us dataset changed at ${key}: work its figures out by hand again`)
    }
    return { label, status: 'ok', yes, no }
  })
}

/**
 * What the dashboard must show for each of the five named distributions of a region. Region
 * `us` is pinned by hand (above); the others are computed from the simulator's dataset with the
 * shared percentage math (src/domain/metrics/percentages.ts). Status follows docs/api.md: a null count
 * is no data ("Not reported"), so is 0/0 ("None counted"); a total below MIN_GROUP_SIZE is
 * suppressed.
 */
export function expectedCharts(region: RegionId, locale = 'en-US'): ExpectedChart[] {
  if (region === 'us' && locale === 'en-US') return usByHand()
  const info = DEMO_DATASETS[region].organizationInfo
  return KNOWN_DISTRIBUTIONS.map(({ key, label }) => {
    const value = info[key]
    const counts = isDistribution(value) ? value : { yesCount: null, noCount: null }
    const { yesCount, noCount } = counts
    if (yesCount === null || noCount === null) {
      return { label, status: 'no_data', text: 'Not reported' }
    }
    if (yesCount + noCount === 0) return { label, status: 'no_data', text: 'None counted' }
    if (yesCount + noCount < MIN_GROUP_SIZE) return { label, status: 'suppressed' }
    const shares = distributionShares({ yesCount, noCount, status: 'ok' })
    if (shares.status !== 'ok') throw new Error(`unexpected shares for ${region}/${key}`)
    return {
      label,
      status: 'ok',
      yes: formatPercent(shares.yes, { locale, decimals: shares.decimals }),
      no: formatPercent(shares.no, { locale, decimals: shares.decimals }),
    }
  })
}
