import { useQuery } from '@tanstack/react-query'
import type { Target, TrendEvent } from '../../../../domain/annotations.ts'
import type { RegionId } from '../../../../domain/regions.ts'
import { eventsQueryOptions } from '../api/get-events.ts'
import { targetsQueryOptions } from '../api/get-targets.ts'

export interface TrendAnnotations {
  /** The target of a metric, if the region has one. */
  targetOf: (metric: string) => Target | undefined
  /** The region's events and every region's, oldest first. */
  events: readonly TrendEvent[]
  /** The signed-in user may edit them (an administrator, ADMIN_EMAILS). */
  canEdit: boolean
}

const NO_EVENTS: readonly TrendEvent[] = []

/**
 * The targets and events the trend charts and cards draw, asked once `enabled` (a page asks after its
 * own data has answered, so a lost session is told by one answer). Until
 * they arrive, or when they cannot be read, there are none: the charts never wait for them.
 */
export function useTrendAnnotations(region: RegionId, enabled: boolean): TrendAnnotations {
  const targetOf = useTargetOf(region, enabled)
  const events = useQuery({ ...eventsQueryOptions(region), enabled })
  return {
    targetOf,
    events: events.data?.events ?? NO_EVENTS,
    canEdit: events.data?.canEdit === true,
  }
}

/** The region's targets alone (the dashboard's cards), asked once `enabled`. */
export function useTargetOf(region: RegionId, enabled: boolean): TrendAnnotations['targetOf'] {
  const list = useQuery({ ...targetsQueryOptions(region), enabled }).data?.targets
  return (metric) => list?.find((target) => target.metric === metric)
}
