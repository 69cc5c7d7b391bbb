import { usePrefetchQuery, useSuspenseQuery } from '@tanstack/react-query'
import { regionsQueryOptions } from '../../features/regions/api/get-regions.ts'
import { sessionsQueryOptions } from '../../features/session/api/get-sessions.ts'
import { lazyAppPage } from '../../lib/lazy-page.ts'

const ComparePage = lazyAppPage(async () => (await import('./compare-page.tsx')).ComparePage)

/**
 * `/compare`: every offered region side by side. The regions and sessions answers load with the
 * page's code; the page shows the signed-in regions' data and a sign-in link for the others.
 */
export function CompareRoute() {
  void ComparePage.preload()
  usePrefetchQuery(regionsQueryOptions())
  usePrefetchQuery(sessionsQueryOptions())
  useSuspenseQuery(sessionsQueryOptions())
  useSuspenseQuery(regionsQueryOptions())
  return <ComparePage />
}
