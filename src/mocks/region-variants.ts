import { http, HttpResponse, type HttpHandler } from 'msw'
import { annotationPaths, type TargetsResponse } from '../domain/annotations/annotations.ts'
import { apiPaths, type RegionsResponse, type SessionsResponse } from '../domain/http/contract.ts'
import { REGIONS, regionIdFrom, type RegionId } from '../domain/regions/regions.ts'
import { errorResponse } from './error-response.ts'
import { organizationInfoFor, regionsFixture, sessionFixture, type RegionInfo } from './fixtures.ts'
import { historyAnswer, HISTORY_PATH } from './history-handlers.ts'

export interface OfferedRegions {
  /** The regions the deployment offers (default: the ones signed in). */
  offered?: readonly RegionId[]
  /** A region's data other than its usual fixture (organizationInfoFor). */
  infos?: readonly RegionInfo[]
}

/**
 * The BFF of a deployment that offers `offered` regions, signed in to `signedIn` (any of the
 * eight, in the order of REGIONS), each answering its data, a history that ends at those figures
 * and no targets: the region/session
 * setup of a page story that shows several regions at once (decision 0185). Prepend with
 * `answering(...)`.
 */
export function signedInTo(
  signedIn: readonly RegionId[],
  { offered = signedIn, infos = [] }: OfferedRegions = {},
): HttpHandler[] {
  const sessions = new Set(signedIn)
  const regions: RegionsResponse = {
    ...regionsFixture(sessions),
    regions: REGIONS.filter((region) => offered.includes(region.id)).map((region) => ({
      id: region.id,
      label: region.label,
      signedIn: sessions.has(region.id),
    })),
  }
  const session: SessionsResponse = {
    sessions: REGIONS.filter((region) => sessions.has(region.id)).map((region) =>
      sessionFixture(region.id),
    ),
  }
  const today = (region: RegionId): RegionInfo =>
    infos.find((info) => info.region === region) ?? organizationInfoFor(region)
  /** The checks every region route of the BFF makes first: the region, then its session. */
  const signedInRegion = (value: unknown): RegionId | Response => {
    const region = regionIdFrom(value)
    if (region === undefined || !offered.includes(region)) return errorResponse('unknown_region')
    return sessions.has(region) ? region : errorResponse('not_signed_in')
  }
  return [
    http.get(apiPaths.regions(), () => HttpResponse.json(regions)),
    http.get(apiPaths.session(), () => HttpResponse.json(session)),
    http.get('/api/regions/:region/organization-info', ({ params }) => {
      const region = signedInRegion(params.region)
      if (region instanceof Response) return region
      return HttpResponse.json(today(region))
    }),
    http.get(HISTORY_PATH, ({ request, params }) => {
      const region = signedInRegion(params.region)
      if (region instanceof Response) return region
      return historyAnswer(request, today(region))
    }),
    http.get(annotationPaths.targets(':region'), ({ params }) => {
      const region = signedInRegion(params.region)
      if (region instanceof Response) return region
      const none: TargetsResponse = { region, canEdit: false, targets: [] }
      return HttpResponse.json(none)
    }),
  ]
}
