import type { Target } from '../../domain/annotations/annotations.ts'
import type { OrganizationInfo } from '../../domain/metrics/organization-info.ts'
import { percentageItems } from '../../domain/metrics/percentage-figures.ts'
import { distributionShares, type DistributionShares } from '../../domain/metrics/percentages.ts'
import type { RegionId } from '../../domain/regions/regions.ts'
import { pooledShare, rankRows, type PooledShare } from './comparison-rank.ts'

/** What the comparison knows of one region. */
export type RegionState =
  | { kind: 'signed_out' }
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ok'; info: OrganizationInfo }

export interface ComparedRegion {
  id: RegionId
  state: RegionState
  /** The region's targets (issue 26), once read: beside its rows, in the CSV. */
  targets?: readonly Target[] | undefined
  dashboardHref: string
  trendsHref: string
  signInHref: string
}

export type CompareSort = 'name' | 'value'

/** How the view names a region, in the UI's language (the table of src/domain/regions/region-names.ts). */
export type RegionNamer = (id: RegionId) => string

export interface MetricRow {
  region: ComparedRegion
  /** A yes/no metric's shares, when the region's data are loaded. */
  shares: DistributionShares | undefined
  /** A percentage figure's value, when the region's data are loaded. */
  value?: number | undefined
  /** 1 for the highest shown value; regions with the same shown value share a rank. */
  rank?: number | undefined
  /** Another region shows the same value. */
  tied?: boolean
  /** A percentage figure of a region that counted nothing: "No data", never 0 % (issue 34). */
  noData?: true
}

export interface ComparedMetric {
  key: string
  label: string
  /** A yes/no metric (shares, counts, intervals) or a percentage figure (one value). */
  kind: 'distribution' | 'percentage'
  /** One row per signed-in region that reports the metric (or whose data are on the way). */
  rows: MetricRow[]
  /** Loaded regions that do not report the metric: left out of the rows, named once. */
  notReported: ComparedRegion[]
  /**
   * The counts of every signed-in region showing a share, added up, with the regions left out
   * and why (yes/no metrics only).
   */
  pooled: PooledShare | undefined
}

/** Regions in the alphabetical order of their names, as the UI's language sorts them. */
export function byRegionName(nameOf: RegionNamer, locale?: string) {
  const collator = new Intl.Collator(locale)
  return (a: ComparedRegion, b: ComparedRegion): number =>
    collator.compare(nameOf(a.id), nameOf(b.id))
}

/** Rows by name, or by rank (ties by name; regions without a value after, by name). */
export function sortRows(
  rows: readonly MetricRow[],
  sort: CompareSort,
  nameOf: RegionNamer,
  locale?: string,
): MetricRow[] {
  const regionOrder = byRegionName(nameOf, locale)
  const byName = (a: MetricRow, b: MetricRow) => regionOrder(a.region, b.region)
  return [...rows].sort((a, b) => {
    if (sort === 'name' || a.rank === b.rank) return byName(a, b)
    if (a.rank === undefined || b.rank === undefined) return a.rank === undefined ? 1 : -1
    return a.rank - b.rank
  })
}

/** The regions not signed in: one "Sign in to N more regions" line, never a row each. */
export function signedOutRegions(regions: readonly ComparedRegion[]): ComparedRegion[] {
  return regions.filter((region) => region.state.kind === 'signed_out')
}

function distributionRow(region: ComparedRegion, key: string): MetricRow | 'not_reported' {
  if (region.state.kind !== 'ok') return { region, shares: undefined }
  const distribution = region.state.info.distributions.find((entry) => entry.key === key)
  if (distribution === undefined) return 'not_reported'
  const shares = distributionShares(distribution)
  if (shares.status === 'no_data' && shares.reason === 'not_reported') return 'not_reported'
  return { region, shares }
}

function percentageRow(region: ComparedRegion, key: string): MetricRow | 'not_reported' {
  if (region.state.kind !== 'ok') return { region, shares: undefined }
  const item = percentageItems(region.state.info).find((entry) => entry.key === key)
  if (item?.status === 'no_data') return { region, shares: undefined, noData: true }
  if (item?.value == null) return 'not_reported'
  return { region, shares: undefined, value: item.value }
}

/**
 * One entry per metric any loaded region reports (yes/no metrics, then percentage figures, in
 * the first loaded region's order), each with a row per signed-in region that reports it.
 */
export function compareMetrics(
  regions: readonly ComparedRegion[],
  sort: CompareSort,
  nameOf: RegionNamer,
  locale?: string,
): ComparedMetric[] {
  const metrics = new Map<string, { label: string; kind: ComparedMetric['kind'] }>()
  for (const region of regions) {
    if (region.state.kind !== 'ok') continue
    for (const { key, label } of region.state.info.distributions) {
      if (!metrics.has(key)) metrics.set(key, { label, kind: 'distribution' })
    }
  }
  for (const region of regions) {
    if (region.state.kind !== 'ok') continue
    for (const { key, label } of percentageItems(region.state.info)) {
      if (!metrics.has(key)) metrics.set(key, { label, kind: 'percentage' })
    }
  }
  const signedIn = regions.filter((region) => region.state.kind !== 'signed_out')
  return [...metrics].map(([key, { label, kind }]) => {
    const rows: MetricRow[] = []
    const notReported: ComparedRegion[] = []
    for (const region of signedIn) {
      const row =
        kind === 'distribution' ? distributionRow(region, key) : percentageRow(region, key)
      if (row === 'not_reported') notReported.push(region)
      else rows.push(row)
    }
    const ranked = rankRows(rows)
    return {
      key,
      label,
      kind,
      rows: sortRows(ranked, sort, nameOf, locale),
      notReported: [...notReported].sort(byRegionName(nameOf, locale)),
      pooled: kind === 'distribution' ? pooledShare(ranked, notReported) : undefined,
    }
  })
}

/** The region's target of a metric, if it has one. */
export function targetOf(region: ComparedRegion, metric: string): Target | undefined {
  return region.targets?.find((target) => target.metric === metric)
}
