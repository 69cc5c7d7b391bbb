import { useLingui } from '@lingui/react/macro'
import {
  usePrefetchQuery,
  useQueryClient,
  useSuspenseQuery,
  type QueryClient,
} from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useLocation, useParams } from 'react-router'
import type { RegionId } from '../../domain/regions/regions.ts'
import { paths } from '../config/paths.ts'
import { regionsQueryOptions } from '../features/regions/api/get-regions.ts'
import { sessionsQueryOptions } from '../features/session/api/get-sessions.ts'
import type { LazyPage } from '../lib/lazy-page.ts'
import type { SessionLost } from '../lib/query-client.ts'
import { queryKeys } from '../lib/query-keys.ts'
import { writeLastRegion } from '../lib/preferences.ts'
import {
  dashboardAccess,
  signedInRegion,
  type DashboardAccess,
} from './dashboard/dashboard-access.ts'
import { NotFoundPage } from './not-found-page.tsx'
import { Redirect } from './redirect.tsx'

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

export interface RegionRouteProps {
  /** The page's lazy code, rendered once the region is known to be signed in. */
  page: LazyPage<{ region: RegionId }>
  /** Starts the page's code and data as soon as the sessions say the region is signed in. */
  startLoading: (queryClient: QueryClient, region: RegionId) => void
}

/**
 * A page of one region (`/regions/:region…`). The small regions and sessions answers decide
 * whether the page can show (404, or the region's sign-in page, before any data request); as
 * soon as the sessions say the region is signed in, the page's code and data start loading in
 * parallel, with the same queryOptions the page reads, so cached data shows at once.
 */
export function RegionRoute({ page: Page, startLoading }: RegionRouteProps) {
  const { t } = useLingui()
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

  // `/regions/US/trends` opens as `/regions/us/trends`: links, bookmarks and logs say one id.
  if (access.kind !== 'unknown_region' && access.region !== region) {
    const rest = pathname.replace(/^\/[^/]+\/[^/]+/, '')
    return <Redirect to={`${paths.dashboard.build(access.region)}${rest}${search}`} />
  }

  switch (access.kind) {
    case 'unknown_region': {
      const regionId = access.region
      return (
        <NotFoundPage
          message={t({
            comment: '{regionId} is the region id the address named, as typed (e.g. “xx”).',
            message: `There is no region “${regionId}” on this server. Choose one of the regions it offers.`,
          })}
        />
      )
    }
    case 'not_signed_in': {
      // A session this page lost says why (and whose it was), as the loss's own redirect does.
      const lost = queryClient.getQueryData<SessionLost>(queryKeys.sessionLost(access.region))
      return (
        <Redirect
          to={paths.signIn.build({
            region: access.region,
            returnTo: `${pathname}${search}`,
            reason: lost?.code ?? 'not_signed_in',
          })}
          state={lost?.email === undefined ? undefined : { email: lost.email }}
        />
      )
    }
    case 'ok':
      return <Page region={access.region} />
  }
}
