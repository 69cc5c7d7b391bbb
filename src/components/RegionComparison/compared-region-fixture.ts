import type { RegionId } from '../../domain/regions/regions.ts'
import type { ComparedRegion, RegionState } from './comparison-model.ts'

/** A region as the comparison lists it, in `state`, with the compare page's links (stories, tests). */
export function comparedRegionFixture(id: RegionId, state: RegionState): ComparedRegion {
  return {
    id,
    state,
    dashboardHref: `/regions/${id}`,
    trendsHref: `/regions/${id}/trends`,
    signInHref: `/sign-in?region=${id}&returnTo=%2Fcompare`,
  }
}
