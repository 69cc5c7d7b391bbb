import {
  usePrefetchQuery,
  useQueryClient,
  useSuspenseQuery,
  type QueryClient,
} from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useLocation, useParams } from 'react-router'
import type { RegionId } from '../../../domain/regions.ts'
import { paths } from '../../config/paths.ts'
import { organizationInfoQueryOptions } from '../../features/organization-info/api/get-organization-info.ts'
import { regionsQueryOptions } from '../../features/regions/api/get-regions.ts'
import { sessionsQueryOptions } from '../../features/session/api/get-sessions.ts'
import { lazyPage } from '../../lib/lazy-page.ts'
import { writeLastRegion } from '../../lib/last-region.ts'
import { NotFoundPage } from '../not-found-page.tsx'
import { Redirect } from '../redirect.tsx'
import { dashboardAccess, signedInRegion, type DashboardAccess } from './dashboard-access.ts'

const DashboardPage = lazyPage(async () => (await import('./dashboard-page.tsx')).DashboardPage)

/** Starts the region's data and the page's code together, unless they are on their way. */
function startLoading(queryClient: QueryClient, region: RegionId): void {
  void DashboardPage.preload()
  const options = organizationInfoQueryOptions(region)
  // As usePrefetchQuery: cached or in-flight data is left alone (the page refetches stale data).
  if (queryClient.getQueryState(options.queryKey) === undefined) {
    void queryClient.prefetchQuery(options)
  }
}

/**
 * Decides once per navigation (`key`), like a route loader: later changes of the session list
 * (a sign-out, a lost session, each handled where it happens) do not redirect the page again.
 */
function useAccessPerNavigation(key: string, decide: () => DashboardAccess): DashboardAccess {
  const [held, setHeld] = useState(() => ({ key, access: decide() }))
  if (held.key === key) return held.access
  const next = { key, access: decide() }
  setHeld(next)
  return next.access
}

/**
 * `/regions/:region`. The small regions and sessions answers decide whether the page can show
 * (404, or the region's sign-in page, before any data request); as soon as the sessions say
 * the region is signed in, its Organization Info and the page's code (Recharts) start loading
 * in parallel, with the same queryOptions the page reads, so cached data shows at once.
 */
export function DashboardRoute() {
  const queryClient = useQueryClient()
  const { pathname, search, key } = useLocation()
  const region = useParams().region ?? ''
  usePrefetchQuery(regionsQueryOptions())
  usePrefetchQuery(sessionsQueryOptions())

  const { sessions } = useSuspenseQuery(sessionsQueryOptions()).data
  const signedIn = signedInRegion(region, sessions)
  if (signedIn !== undefined) startLoading(queryClient, signedIn)
  const { regions } = useSuspenseQuery(regionsQueryOptions()).data
  const access = useAccessPerNavigation(key, () => dashboardAccess(region, regions, sessions))

  useEffect(() => {
    if (access.kind === 'ok') writeLastRegion(access.region)
  }, [access])

  switch (access.kind) {
    case 'unknown_region':
      return (
        <NotFoundPage
          message={`There is no region “${access.region}” on this server. Choose one of the regions it offers.`}
        />
      )
    case 'not_signed_in':
      return (
        <Redirect
          to={paths.signIn.build({
            region: access.region,
            returnTo: `${pathname}${search}`,
            reason: 'not_signed_in',
          })}
        />
      )
    case 'ok':
      return <DashboardPage region={access.region} />
  }
}
