import type { I18n } from '@lingui/core'
import { exportCsv } from '../../domain/board-pack/export-csv.ts'
import type { OrganizationWording } from '../../domain/annotations/organization-definitions.ts'
import { organizationInfoRows } from '../DashboardGrid/csv.ts'
import { targetOf, type ComparedRegion, type RegionNamer } from './comparison-model.ts'

/**
 * The comparison as CSV: the dashboard rows of every region with data, in the order the view
 * lists them, in the columns every export shares (so it stacks with the dashboards' files), with
 * the organization's own definitions where it has them (`wording`, decision 0210).
 */
export function comparisonCsv(
  i18n: I18n,
  regions: readonly ComparedRegion[],
  nameOf: RegionNamer,
  methodologyUrl?: string,
  wording?: OrganizationWording,
): string {
  return exportCsv(
    regions.flatMap((region) =>
      region.state.kind === 'ok'
        ? organizationInfoRows(i18n, region.state.info, {
            regionLabel: nameOf(region.id),
            methodologyUrl,
            wording,
            targetOf: (metric) => targetOf(region, metric),
          })
        : [],
    ),
  )
}

/** `pipeline-diversity-compare-2026-11-21.csv`: the day of the latest figures. */
export function comparisonCsvFileName(regions: readonly ComparedRegion[]): string {
  const days = regions.flatMap((region) =>
    region.state.kind === 'ok' ? [region.state.info.fetchedAt.slice(0, 10)] : [],
  )
  return `pipeline-diversity-compare-${days.sort().at(-1) ?? 'empty'}.csv`
}
