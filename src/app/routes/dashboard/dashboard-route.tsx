import type { QueryClient } from '@tanstack/react-query'
import type { RegionId } from '../../../domain/regions.ts'
import { organizationInfoQueryOptions } from '../../features/organization-info/api/get-organization-info.ts'
import { lazyAppPage } from '../../lib/lazy-page.ts'
import { RegionRoute } from '../region-route.tsx'

/**
 * The dashboard's chunk; the trend view and the comparison have their own (decision 0393), so
 * none of the three downloads the others' code.
 */
const loadDashboardPage = () => import('./dashboard-page.tsx')
const DashboardPage = lazyAppPage(async () => (await loadDashboardPage()).DashboardPage)

/**
 * The dashboard's code, its words and its drawings' code (Recharts), from now on: a sign-in on
 * its way calls it when the form is sent, so they download while the token is fetched
 * (decision 0391).
 */
export function preloadDashboard(): void {
  void DashboardPage.preload()
  // A chunk that fails to load is reported by the page itself (its lazy import).
  loadDashboardPage().then(
    (page) => page.preloadDashboardDrawings(),
    () => undefined,
  )
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
