import type { HistoryRange } from '../../domain/history/history.ts'
import type { RegionId } from '../../domain/regions/regions.ts'

/** Every query key of the SPA, built here so none is typed by hand. */
export const queryKeys = {
  regions: () => ['regions'] as const,
  sessions: () => ['sessions'] as const,
  /**
   * The session of a region this page lost (code and e-mail, src/app/lib/query-client.ts), never
   * fetched: the region's page redirects to sign-in with the same reason as the handler of the loss.
   */
  sessionLost: (region: RegionId) => ['session-lost', region] as const,
  organizationInfo: {
    all: () => ['organization-info'] as const,
    region: (region: RegionId) => ['organization-info', region] as const,
  },
  history: {
    region: (region: RegionId) => ['history', region] as const,
    range: (region: RegionId, range: HistoryRange) =>
      ['history', region, range.from, range.to] as const,
  },
  /** Targets, events, definitions and the audit log, read through a region (issue 26). */
  annotations: {
    region: (region: RegionId) => ['annotations', region] as const,
    targets: (region: RegionId) => ['annotations', region, 'targets'] as const,
    events: (region: RegionId) => ['annotations', region, 'events'] as const,
    definitions: (region: RegionId) => ['annotations', region, 'definitions'] as const,
    audit: (region: RegionId) => ['annotations', region, 'audit'] as const,
  },
} as const
