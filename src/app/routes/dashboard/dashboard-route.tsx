import type { QueryClient } from '@tanstack/react-query'
import type { RegionId } from '../../../domain/regions/regions.ts'
import { organizationInfoQueryOptions } from '../../features/organization-info/api/get-organization-info.ts'
import { loadOnce } from '../../../domain/http/load-once.ts'
import { lazyAppPage } from '../../lib/lazy-page.ts'
import { RegionRoute } from '../region-route.tsx'

/**
 * The dashboard's chunk; the trend view and the comparison have their own (decision 0393), so
 * none of the three downloads the others' code.
 */
const loadDashboardPage = () => import('./dashboard-page.tsx')
const DashboardPage = lazyAppPage(async () => (await loadDashboardPage()).DashboardPage)

/**
 * The page's chunk and words, then its drawings' code once the chunk is in: once, and again only
 * after a failed download.
 */
const preloadOnce = loadOnce(() => {
  void DashboardPage.preload()
  return loadDashboardPage().then((page) => page.preloadDashboardDrawings())
})

/**
 * The dashboard's code, its words and its drawings' code (Recharts), from now on: the sign-in
 * form calls it as the user types and when it is sent (decisions 0391, 0395), the route when it
 * renders; every call after the first costs nothing.
 */
export function preloadDashboard(): void {
  // A chunk that fails to load is reported by the page itself (its lazy import).
  preloadOnce().catch(() => undefined)
}

/**
 * Starts the region's data and the page's code together, unless they are on their way; the
 * trends' history follows once the metrics' charts have drawn (the page asks, decision 0394).
 */
function startLoading(queryClient: QueryClient, region: RegionId): void {
  preloadDashboard()
  const options = organizationInfoQueryOptions(region)
  // As usePrefetchQuery: cached or in-flight data is left alone (the page refetches stale data).
  if (queryClient.getQueryState(options.queryKey) === undefined) {
    void queryClient.prefetchQuery(options)
  }
}

/** `/regions/:region`: the dashboard, with Organization Info and the page's code loading in parallel. */
export function DashboardRoute() {
  return <RegionRoute page={DashboardPage} startLoading={startLoading} />
}
