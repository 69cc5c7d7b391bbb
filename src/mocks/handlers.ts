import { fieldProblems, signInProblemSentence } from '../domain/http/request-problems.ts'
import { http, HttpResponse, type HttpHandler } from 'msw'
import {
  apiPaths,
  CSRF_HEADER,
  CSRF_VALUE,
  signInRequestSchema,
  type RateLimitScope,
  type RegionsResponse,
  type SessionsResponse,
} from '../domain/http/contract.ts'
import { rateLimitedBody } from '../domain/http/errors.ts'
import {
  configuredRegion,
  DEMO_API_KEY,
  DEMO_EMAIL,
  organizationInfoFor,
  regionsFixture,
  sessionFixture,
} from './fixtures.ts'
import { errorResponse } from './error-response.ts'
import { createAnnotationHandlers } from './annotation-handlers.ts'
import { createHistoryHandlers } from './history-handlers.ts'
import { createMockState, missingSession, type MockState } from './state.ts'

/**
 * MSW handlers implementing the BFF contract of docs/api.md on top of
 * the src/domain schemas. Shared by Storybook, component tests and the mock-only dev mode.
 */

export const RATE_LIMIT_ATTEMPTS = 5
/** What the BFF's default 15-minute failure window leaves after a few failed attempts. */
export const RATE_LIMIT_RETRY_AFTER_S = 891

/** `429 rate_limited` with the budget that is used up and Retry-After. */
export function rateLimitedResponse(scope: RateLimitScope, retryAfterS = RATE_LIMIT_RETRY_AFTER_S) {
  return HttpResponse.json(rateLimitedBody(retryAfterS, scope), {
    status: 429,
    headers: { 'Retry-After': String(retryAfterS) },
  })
}

function hasCsrfHeader(request: Request): boolean {
  return request.headers.get(CSRF_HEADER) === CSRF_VALUE
}

const unknownRegion = () => errorResponse('unknown_region')

export function createHandlers(state: MockState = createMockState()): HttpHandler[] {
  return [
    // Every /api/* request must carry X-CSRF: 1. Falls through when it does.
    http.all('/api/*', ({ request }) => {
      if (!hasCsrfHeader(request)) {
        return errorResponse('csrf')
      }
      return undefined
    }),

    http.get(apiPaths.regions(), () => {
      const body: RegionsResponse = regionsFixture(new Set(state.sessions.keys()))
      return HttpResponse.json(body)
    }),

    http.get(apiPaths.session(), () => {
      const body: SessionsResponse = { sessions: [...state.sessions.values()] }
      return HttpResponse.json(body)
    }),

    http.post(apiPaths.session(), async ({ request }) => {
      const json: unknown = await request.json().catch(() => undefined)
      const parsed = signInRequestSchema.safeParse(json)
      if (!parsed.success) {
        return errorResponse(
          'invalid_request',
          signInProblemSentence(fieldProblems(parsed.error.issues)),
        )
      }
      const region = configuredRegion(parsed.data.region)
      if (!region) return unknownRegion()
      if (state.failedSignIns >= RATE_LIMIT_ATTEMPTS) return rateLimitedResponse('email')
      const { email, apiKey } = parsed.data
      if (email.toLowerCase() !== DEMO_EMAIL || apiKey !== DEMO_API_KEY) {
        state.failedSignIns += 1
        return errorResponse('invalid_credentials')
      }
      state.failedSignIns = 0
      state.expired.delete(region)
      const session = sessionFixture(region, email)
      state.sessions.set(region, session)
      return HttpResponse.json(session)
    }),

    // Every region at once: the session is emptied in one answer (docs/api.md).
    http.delete(apiPaths.session(), () => {
      state.sessions.clear()
      state.expired.clear()
      return new HttpResponse(null, { status: 204 })
    }),

    http.delete('/api/session/:region', ({ params }) => {
      const region = configuredRegion(params.region)
      if (!region) return unknownRegion()
      state.sessions.delete(region)
      state.expired.delete(region)
      return new HttpResponse(null, { status: 204 })
    }),

    http.get('/api/regions/:region/organization-info', ({ params }) => {
      const region = configuredRegion(params.region)
      if (!region) return unknownRegion()
      const missing = missingSession(state, region)
      if (missing) return errorResponse(missing)
      return HttpResponse.json(organizationInfoFor(region))
    }),

    ...createHistoryHandlers(state),
    ...createAnnotationHandlers(state),

    http.get('/healthz', () => HttpResponse.json({ status: 'ok' })),
    http.get('/readyz', () => HttpResponse.json({ status: 'ready' })),
    http.get('/metrics', () =>
      HttpResponse.text('# HELP bff_up Mock BFF.\n# TYPE bff_up gauge\nbff_up 1\n', {
        headers: { 'Content-Type': 'text/plain; version=0.0.4' },
      }),
    ),
  ]
}

/** The shared state behind `handlers`; Storybook resets it before every story. */
export const mockState = createMockState()

/** The happy-path BFF: `us` signed in, demo credentials accepted. */
export const handlers: HttpHandler[] = createHandlers(mockState)
