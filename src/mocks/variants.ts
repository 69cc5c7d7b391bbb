import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { apiPaths } from '../domain/http/contract.ts'
import { regionIdFrom } from '../domain/regions/regions.ts'
import {
  organizationInfoFixtures,
  organizationInfoFor,
  type OrganizationInfoFixture,
} from './fixtures.ts'
import { errorResponse } from './error-response.ts'
import { rateLimitedResponse } from './handlers.ts'
import { historyAnswer, HISTORY_PATH } from './history-handlers.ts'

/**
 * Named handler overrides, one per state. Prepend them to the base handlers
 * (`worker.use(...handlerVariants.slow)` or a story's `beforeEach({ msw })`).
 */

const ORG_INFO = '/api/regions/:region/organization-info'

/** How long the network lock of `signInRateLimitedNetwork` lasts ("in 40 seconds"). */
const NETWORK_LOCK_S = 40

/** How long the "slow" variants wait before answering. */
export const SLOW_MS = 1500

function orgInfo(resolver: Parameters<typeof http.get>[1]): HttpHandler[] {
  return [http.get(ORG_INFO, resolver)]
}

/** A region answers the fixture `name` as its data, and a history that ends at those figures. */
function fixture(name: OrganizationInfoFixture): HttpHandler[] {
  const today = (region: unknown) => ({
    ...organizationInfoFixtures[name],
    region: regionIdFrom(region) ?? 'us',
  })
  return [
    ...orgInfo(({ params }) => HttpResponse.json(today(params.region))),
    http.get(HISTORY_PATH, ({ request, params }) => historyAnswer(request, today(params.region))),
  ]
}

export const handlerVariants = {
  // Organization Info states
  healthy: fixture('healthy'),
  nulls: fixture('nulls'),
  suppressed: fixture('suppressed'),
  extra: fixture('extra'),
  /** Never answers: the loading state stays on screen. */
  loading: orgInfo(async () => {
    await delay('infinite')
    return HttpResponse.json({})
  }),
  /** Answers after SLOW_MS with the region's usual data. */
  slow: orgInfo(async ({ params }) => {
    await delay(SLOW_MS)
    return HttpResponse.json(organizationInfoFor(regionIdFrom(params.region) ?? 'us'))
  }),
  error: orgInfo(() => errorResponse('upstream_error')),
  upstreamDown: orgInfo(() => errorResponse('upstream_unavailable')),
  upstreamTimeout: orgInfo(() => errorResponse('upstream_timeout')),
  expiredSession: orgInfo(() => errorResponse('session_expired')),
  notSignedIn: orgInfo(() => errorResponse('not_signed_in')),
  networkError: orgInfo(() => HttpResponse.error()),

  // Sign-in states
  signInInvalidCredentials: [
    http.post(apiPaths.session(), () => errorResponse('invalid_credentials')),
  ],
  /** The e-mail address is locked for RATE_LIMIT_RETRY_AFTER_S (891 s: "about 15 minutes"). */
  signInRateLimited: [http.post(apiPaths.session(), () => rateLimitedResponse('email'))],
  /** The network (client IP) is locked for NETWORK_LOCK_S. */
  signInRateLimitedNetwork: [
    http.post(apiPaths.session(), () => rateLimitedResponse('network', NETWORK_LOCK_S)),
  ],
  signInUpstreamDown: [http.post(apiPaths.session(), () => errorResponse('upstream_unavailable'))],
  signInUpstreamTimeout: [http.post(apiPaths.session(), () => errorResponse('upstream_timeout'))],
  signInNetworkError: [http.post(apiPaths.session(), () => HttpResponse.error())],
  signInPending: [
    http.post(apiPaths.session(), async () => {
      await delay('infinite')
      return HttpResponse.json({})
    }),
  ],
} satisfies Record<string, HttpHandler[]>
