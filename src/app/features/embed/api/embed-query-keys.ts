import type { HistoryRange } from '../../../../domain/history/history.ts'
import type { RegionId } from '../../../../domain/regions/regions.ts'

/** Query keys of the embed view, built here so none is typed by hand. */
export const embedQueryKeys = {
  config: () => ['embed', 'config'] as const,
  access: (region: RegionId) => ['embed', 'access', region] as const,
  organizationInfo: (region: RegionId) => ['embed', 'organization-info', region] as const,
  history: (region: RegionId, range: HistoryRange) =>
    ['embed', 'history', region, range.from, range.to] as const,
} as const
