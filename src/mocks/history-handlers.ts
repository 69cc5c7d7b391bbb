import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { checkHistoryRange } from '../domain/history/history-range.ts'
import { errorResponse } from './error-response.ts'
import { configuredRegion, organizationInfoFor, type RegionInfo } from './fixtures.ts'
import { historyOf, type HistoryFixtureOptions } from './history-fixtures.ts'
import { missingSession, type MockState } from './state.ts'

/**
 * The history endpoint of the mock BFF (docs/api.md, "Organization Info history"), with the
 * answers of history-fixtures.ts, and named variants for the trend views' states.
 */

export const HISTORY_PATH = '/api/regions/:region/organization-info/history'

/**
 * The answer to a history request of the region whose data today are `today`: its trends end at
 * the figures its cards show. A handler that answers a region's data with other figures answers
 * its history with this too.
 */
export function historyAnswer(
  request: Request,
  today: RegionInfo,
  options: HistoryFixtureOptions = {},
): Response {
  const query = new URL(request.url).searchParams
  // The BFF's own check, so the mock refuses the same ranges with the same messages.
  const checked = checkHistoryRange({
    from: query.get('from') ?? undefined,
    to: query.get('to') ?? undefined,
  })
  if (!checked.ok) return errorResponse('invalid_request', checked.message)
  return HttpResponse.json(historyOf(today, checked.range, options))
}

/** The base handler: signed-in regions get the fixture history. */
export function createHistoryHandlers(state: MockState): HttpHandler[] {
  return [
    // The BFF's order: the region, then the session, then the range.
    http.get(HISTORY_PATH, ({ request, params }) => {
      const region = configuredRegion(params.region)
      if (!region) return errorResponse('unknown_region')
      const missing = missingSession(state, region)
      if (missing) return errorResponse(missing)
      return historyAnswer(request, organizationInfoFor(region))
    }),
  ]
}

const variant = (options: HistoryFixtureOptions): HttpHandler[] => [
  http.get(HISTORY_PATH, ({ request, params }) => {
    const region = configuredRegion(params.region)
    return region
      ? historyAnswer(request, organizationInfoFor(region), options)
      : errorResponse('unknown_region')
  }),
]

/** Overrides for the history states; prepend them as `handlerVariants`. */
export const historyVariants = {
  /** The demo mode's generated history (`demo: true`). */
  demo: variant({ demo: true }),
  /** Nothing recorded yet. */
  empty: variant({ historyDays: 0 }),
  /** Only the last 20 days: no comparison with a year ago. */
  short: variant({ historyDays: 20 }),
  /** Never answers. */
  loading: [
    http.get(HISTORY_PATH, async () => {
      await delay('infinite')
      return HttpResponse.json({})
    }),
  ],
  error: [http.get(HISTORY_PATH, () => errorResponse('upstream_error'))],
  /** HISTORY=off: the route does not exist. */
  off: [http.get(HISTORY_PATH, () => errorResponse('not_found'))],
} satisfies Record<string, HttpHandler[]>
