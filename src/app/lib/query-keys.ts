import type { RegionId } from '../../domain/regions.ts'

/** Every query key of the SPA, built here so none is typed by hand. */
export const queryKeys = {
  regions: () => ['regions'] as const,
  sessions: () => ['sessions'] as const,
  organizationInfo: {
    all: () => ['organization-info'] as const,
    region: (region: RegionId) => ['organization-info', region] as const,
  },
} as const
