import type { OrganizationInfo } from '../../domain/organization-info.ts'
import { distributionShares, type DistributionShares } from '../../domain/percentages.ts'
import type { RegionId } from '../../domain/regions.ts'

/** What the comparison knows of one region. */
export type RegionState =
  | { kind: 'signed_out' }
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ok'; info: OrganizationInfo }

export interface ComparedRegion {
  id: RegionId
  state: RegionState
  dashboardHref: string
  trendsHref: string
  signInHref: string
}

export type CompareSort = 'name' | 'value'

/** How the view names a region, in the UI's language (the table of src/domain/region-names.ts). */
export type RegionNamer = (id: RegionId) => string

export interface MetricRow {
  region: ComparedRegion
  /** The region's shares of this metric, when it has the region's data. */
  shares: DistributionShares | undefined
}

export interface ComparedMetric {
  key: string
  label: string
  rows: MetricRow[]
}

/** The yes share a row sorts by, or undefined when it has none. */
function sortValue(row: MetricRow): number | undefined {
  return row.shares?.status === 'ok' ? row.shares.yesCount / row.shares.total : undefined
}

/** Regions in the alphabetical order of their names, as the UI's language sorts them. */
export function byRegionName(nameOf: RegionNamer, locale?: string) {
  const collator = new Intl.Collator(locale)
  return (a: ComparedRegion, b: ComparedRegion): number =>
    collator.compare(nameOf(a.id), nameOf(b.id))
}

/** Rows by name, or by yes share (highest first; regions without a share after, by name). */
export function sortRows(
  rows: readonly MetricRow[],
  sort: CompareSort,
  nameOf: RegionNamer,
  locale?: string,
): MetricRow[] {
  const regionOrder = byRegionName(nameOf, locale)
  const byName = (a: MetricRow, b: MetricRow) => regionOrder(a.region, b.region)
  return [...rows].sort((a, b) => {
    if (sort === 'name') return byName(a, b)
    const va = sortValue(a)
    const vb = sortValue(b)
    if (va === undefined || vb === undefined) {
      return va === vb ? byName(a, b) : va === undefined ? 1 : -1
    }
    return vb - va || byName(a, b)
  })
}

/**
 * One entry per metric any loaded region reports (in the first loaded region's order), each
 * with a row per region: signed-out and loading regions have no shares, never zero.
 */
export function compareMetrics(
  regions: readonly ComparedRegion[],
  sort: CompareSort,
  nameOf: RegionNamer,
  locale?: string,
): ComparedMetric[] {
  const metrics = new Map<string, string>()
  for (const region of regions) {
    if (region.state.kind !== 'ok') continue
    for (const distribution of region.state.info.distributions) {
      if (!metrics.has(distribution.key)) metrics.set(distribution.key, distribution.label)
    }
  }
  return [...metrics].map(([key, label]) => {
    const rows = regions.map((region) => {
      const distribution =
        region.state.kind === 'ok'
          ? region.state.info.distributions.find((entry) => entry.key === key)
          : undefined
      return {
        region,
        shares: distribution === undefined ? undefined : distributionShares(distribution),
      }
    })
    return { key, label, rows: sortRows(rows, sort, nameOf, locale) }
  })
}
