import { http, HttpResponse, type HttpHandler } from 'msw'
import {
  embedApiPaths,
  embedSessionRequestSchema,
  type EmbedConfig,
  type EmbedErrorCode,
  type EmbedSession,
} from '../../../../domain/http/embed.ts'
import { EMBED_EXPIRED_MESSAGE, NO_EMBED_SESSION_MESSAGE } from '../../../../domain/http/errors.ts'
import { regionIdFrom } from '../../../../domain/regions/regions.ts'
import { checkHistoryRange } from '../../../../domain/history/history-range.ts'
import { organizationInfoFor } from '../../../../mocks/fixtures.ts'
import { historyFixture } from '../../../../mocks/history-fixtures.ts'
import { errorResponse } from '../../../../mocks/error-response.ts'

/**
 * MSW handlers of the embed routes for the embed view's component tests (the general BFF
 * handlers come from src/mocks). `exchanges` records every POST /api/embed/session body.
 */
export interface EmbedMock {
  config: EmbedConfig
  /** The answer of the link exchange: a session, or an embed error code. */
  exchange: 'ok' | EmbedErrorCode
  /** Whether the browser already holds an embed session (GET /api/embed/session lists `us`). */
  hasSession: boolean
  /** The embed data route answers 401 session_expired. */
  dataExpired: boolean
  /** The embed history route: the fixture history, or a failure (503 store_unavailable). */
  history: 'ok' | 'error'
  /** Every history path the embed view asked for. */
  readonly historyReads: string[]
  readonly exchanges: unknown[]
}

/** A signed link's token, as the portal puts it in the fragment (the mock accepts any). */
export const EMBED_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJyZWdpb24iOiJ1cyJ9.c2lnbmF0dXJl'

export function createEmbedMock(): EmbedMock {
  return {
    config: { allowedOrigins: [], signedLinks: true },
    exchange: 'ok',
    hasSession: false,
    dataExpired: false,
    history: 'ok',
    historyReads: [],
    exchanges: [],
  }
}

const session = (region: EmbedSession['region']): EmbedSession => ({
  region,
  expiresAt: '2026-11-21T11:00:00.000Z',
  viewer: 'emp-42',
})

export function embedHandlers(mock: EmbedMock): HttpHandler[] {
  return [
    http.get(embedApiPaths.config(), () => HttpResponse.json(mock.config)),
    http.post(embedApiPaths.session(), async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined)
      mock.exchanges.push(body)
      const parsed = embedSessionRequestSchema.safeParse(body)
      if (!parsed.success) {
        return errorResponse('invalid_request')
      }
      if (mock.exchange !== 'ok') {
        return errorResponse(mock.exchange)
      }
      mock.hasSession = true
      return HttpResponse.json(session(parsed.data.region ?? 'us'))
    }),
    http.get(embedApiPaths.session(), () =>
      HttpResponse.json({ sessions: mock.hasSession ? [session('us')] : [] }),
    ),
    http.get('/api/embed/regions/:region/organization-info', ({ params }) => {
      const region = regionIdFrom(params.region)
      if (!mock.hasSession || region === undefined) {
        return errorResponse('not_signed_in', NO_EMBED_SESSION_MESSAGE)
      }
      if (mock.dataExpired) {
        return errorResponse('session_expired', EMBED_EXPIRED_MESSAGE)
      }
      return HttpResponse.json(organizationInfoFor(region))
    }),
    http.get('/api/embed/regions/:region/organization-info/history', ({ params, request }) => {
      const url = new URL(request.url)
      mock.historyReads.push(url.pathname)
      const region = regionIdFrom(params.region)
      if (!mock.hasSession || region === undefined) {
        return errorResponse('not_signed_in', NO_EMBED_SESSION_MESSAGE)
      }
      if (mock.history === 'error') return errorResponse('store_unavailable')
      const checked = checkHistoryRange({
        from: url.searchParams.get('from') ?? undefined,
        to: url.searchParams.get('to') ?? undefined,
      })
      if (!checked.ok) return errorResponse('invalid_request', checked.message)
      return HttpResponse.json(historyFixture(region, checked.range))
    }),
  ]
}
