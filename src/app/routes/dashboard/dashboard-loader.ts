import type { QueryClient } from '@tanstack/react-query'
import { data, redirect, type LoaderFunctionArgs } from 'react-router'
import { isRegionId, type RegionId } from '../../../domain/regions.ts'
import { paths } from '../../config/paths.ts'
import { organizationInfoQueryOptions } from '../../features/organization-info/api/get-organization-info.ts'
import { regionsQueryOptions } from '../../features/regions/api/get-regions.ts'
import { sessionsQueryOptions } from '../../features/session/api/get-sessions.ts'
import { writeLastRegion } from '../../lib/last-region.ts'

export interface UnknownRegion {
  kind: 'unknown_region'
  region: string
}

/**
 * `/regions/:region`: a region this server does not offer is a 404; a region not signed in
 * leads to its sign-in page. Otherwise the region's data starts loading here, in parallel with
 * the page's code, with the same queryOptions the page reads (cached data shows at once).
 */
export function dashboardLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<{ region: RegionId }> => {
    const region = params.region ?? ''
    const [{ regions }, { sessions }] = await Promise.all([
      queryClient.fetchQuery(regionsQueryOptions()),
      queryClient.fetchQuery(sessionsQueryOptions()),
    ])
    if (!isRegionId(region) || !regions.some((offered) => offered.id === region)) {
      throw data({ kind: 'unknown_region', region } satisfies UnknownRegion, { status: 404 })
    }
    if (!sessions.some((session) => session.region === region)) {
      const url = new URL(request.url)
      throw redirect(
        paths.signIn.build({
          region,
          returnTo: `${url.pathname}${url.search}`,
          reason: 'not_signed_in',
        }),
      )
    }
    writeLastRegion(region)
    void queryClient.prefetchQuery(organizationInfoQueryOptions(region))
    return { region }
  }
}
