import { loadRegionPages } from '../load-region-pages.ts'
import type { QueryClient } from '@tanstack/react-query'
import type { RegionId } from '../../../domain/regions.ts'
import { organizationInfoQueryOptions } from '../../features/organization-info/api/get-organization-info.ts'
import { lazyAppPage } from '../../lib/lazy-page.ts'
import { RegionRoute } from '../region-route.tsx'

const DashboardPage = lazyAppPage(async () => (await loadRegionPages()).DashboardPage)

/**
 * Starts the region's data and the page's code together, unless they are on their way; the
 * trends' history follows as soon as the page's code is in (it lives there, not in the entry),
 * without waiting for the page to render.
 */
function startLoading(queryClient: QueryClient, region: RegionId): void {
  void DashboardPage.preload()
  const options = organizationInfoQueryOptions(region)
  // As usePrefetchQuery: cached or in-flight data is left alone (the page refetches stale data).
  if (queryClient.getQueryState(options.queryKey) === undefined) {
    void queryClient.prefetchQuery(options)
  }
  // A chunk that fails to load is reported by the page itself (its lazy import).
  loadRegionPages().then(
    (pages) => pages.prefetchDashboardTrends(queryClient, region),
    () => undefined,
  )
}

/** `/regions/:region`: the dashboard, with Organization Info and the page's code loading in parallel. */
export function DashboardRoute() {
  return <RegionRoute page={DashboardPage} startLoading={startLoading} />
}
