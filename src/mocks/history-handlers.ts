import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { regionIdSchema, type ErrorBody, type ErrorCode } from '../domain/contract.ts'
import { checkHistoryRange } from '../domain/history-range.ts'
import { CONFIGURED_REGIONS } from './fixtures.ts'
import { historyFixture, type HistoryFixtureOptions } from './history-fixtures.ts'
import type { MockState } from './state.ts'

/**
 * The history endpoint of the mock BFF (docs/api.md, "Organization Info history"), with the
 * answers of history-fixtures.ts, and named variants for the trend views' states.
 */

export const HISTORY_PATH = '/api/regions/:region/organization-info/history'

// handlers.ts composes these handlers, so its errorResponse cannot be imported back (no cycles).
function errorResponse(status: number, error: ErrorCode, message: string) {
  const body: ErrorBody = { error, message }
  return HttpResponse.json(body, { status })
}

function answer(request: Request, params: Record<string, unknown>, options: HistoryFixtureOptions) {
  const parsed = regionIdSchema.safeParse(params.region)
  if (!parsed.success || !CONFIGURED_REGIONS.includes(parsed.data)) {
    return errorResponse(400, 'unknown_region', 'This region is not configured.')
  }
  const query = new URL(request.url).searchParams
  // The BFF's own check, so the mock refuses the same ranges with the same messages.
  const checked = checkHistoryRange({
    from: query.get('from') ?? undefined,
    to: query.get('to') ?? undefined,
  })
  if (!checked.ok) return errorResponse(400, 'invalid_request', checked.message)
  return HttpResponse.json(historyFixture(parsed.data, checked.range, options))
}

/** The base handler: signed-in regions get the fixture history. */
export function createHistoryHandlers(state: MockState): HttpHandler[] {
  return [
    http.get(HISTORY_PATH, ({ request, params }) => {
      const region = regionIdSchema.safeParse(params.region)
      if (region.success && !state.sessions.has(region.data)) {
        return errorResponse(401, 'not_signed_in', 'Sign in to this region first.')
      }
      return answer(request, params, {})
    }),
  ]
}

const variant = (options: HistoryFixtureOptions): HttpHandler[] => [
  http.get(HISTORY_PATH, ({ request, params }) => answer(request, params, options)),
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
  error: [
    http.get(HISTORY_PATH, () =>
      errorResponse(502, 'upstream_error', 'The Talent Platform answered with an error.'),
    ),
  ],
  /** HISTORY=off: the route does not exist. */
  off: [http.get(HISTORY_PATH, () => errorResponse(404, 'not_found', 'Not found.'))],
} satisfies Record<string, HttpHandler[]>
