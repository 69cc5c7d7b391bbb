import { formatPercent } from '../../src/domain/format.ts'
import { KNOWN_DISTRIBUTIONS } from '../../src/domain/organization-info.ts'
import { distributionShares } from '../../src/domain/percentages.ts'
import type { RegionId } from '../../src/domain/regions.ts'
import { DEMO_DATASETS, type UpstreamBinaryDistribution } from '../../src/simulator/datasets.ts'

/** The BFF's default MIN_GROUP_SIZE (README, "Configuration"). */
export const MIN_GROUP_SIZE = 5

export type ExpectedChart =
  | { label: string; status: 'ok'; yes: string; no: string }
  | { label: string; status: 'no_data' | 'suppressed' }

function isDistribution(value: unknown): value is UpstreamBinaryDistribution {
  return typeof value === 'object' && value !== null && 'yesCount' in value && 'noCount' in value
}

/**
 * What the dashboard must show for each of the five named distributions of a region, computed
 * from the simulator's dataset with the shared percentage math (src/domain/percentages.ts),
 * never typed in by hand. Status follows docs/api.md: a null count or 0/0 is no data; a
 * total below MIN_GROUP_SIZE is suppressed.
 */
export function expectedCharts(region: RegionId, locale = 'en-US'): ExpectedChart[] {
  const info = DEMO_DATASETS[region].organizationInfo
  return KNOWN_DISTRIBUTIONS.map(({ key, label }) => {
    const value = info[key]
    const counts = isDistribution(value) ? value : { yesCount: null, noCount: null }
    const { yesCount, noCount } = counts
    if (yesCount === null || noCount === null || yesCount + noCount === 0) {
      return { label, status: 'no_data' }
    }
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
