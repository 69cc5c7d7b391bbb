import { useQuery } from '@tanstack/react-query'
import type { Target, TrendEvent } from '../../../../domain/annotations/annotations.ts'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { eventsQueryOptions } from '../api/get-events.ts'
import { targetsQueryOptions } from '../api/get-targets.ts'

export interface TrendAnnotations {
  /** The target of a metric, if the region has one. */
  targetOf: (metric: string) => Target | undefined
  /** The region's events and every region's, oldest first. */
  events: readonly TrendEvent[]
  /** The signed-in user may edit them (an administrator, ADMIN_EMAILS). */
  canEdit: boolean
  /** Both have answered (or failed), or they are not asked yet. */
  settled: boolean
}

const NO_EVENTS: readonly TrendEvent[] = []

/**
 * The targets and events the trend charts and cards draw, asked once `enabled` (a page asks after its
 * own data has answered, so a lost session is told by one answer). When they cannot be read,
 * there are none; `settled` tells a view when it can draw its charts once, marks included.
 */
export function useTrendAnnotations(region: RegionId, enabled: boolean): TrendAnnotations {
  const targets = useQuery({ ...targetsQueryOptions(region), enabled })
  const events = useQuery({ ...eventsQueryOptions(region), enabled })
  return {
    targetOf: targetFinder(targets.data?.targets),
    events: events.data?.events ?? NO_EVENTS,
    canEdit: events.data?.canEdit === true,
    settled: !enabled || (!targets.isPending && !events.isPending),
  }
}

/** The region's targets alone (the dashboard's cards), asked once `enabled`. */
export function useTargetOf(region: RegionId, enabled: boolean): TrendAnnotations['targetOf'] {
  return targetFinder(useQuery({ ...targetsQueryOptions(region), enabled }).data?.targets)
}

function targetFinder(list: readonly Target[] | undefined): TrendAnnotations['targetOf'] {
  return (metric) => list?.find((target) => target.metric === metric)
}
