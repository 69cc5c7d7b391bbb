import { http, HttpResponse, type AnyHandler } from 'msw'
import {
  embedApiPaths,
  embedSessionRequestSchema,
  type EmbedConfig,
  type EmbedErrorCode,
  type EmbedSession,
} from '../../../../domain/embed.ts'
import { isRegionId } from '../../../../domain/regions.ts'
import { organizationInfoFor } from '../../../../mocks/fixtures.ts'

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
  readonly exchanges: unknown[]
}

export function createEmbedMock(): EmbedMock {
  return {
    config: { allowedOrigins: [], signedLinks: true },
    exchange: 'ok',
    hasSession: false,
    dataExpired: false,
    exchanges: [],
  }
}

const STATUS: Record<EmbedErrorCode, number> = {
  embed_disabled: 404,
  embed_link_invalid: 401,
  embed_link_expired: 401,
  embed_link_used: 401,
  embed_link_wrong_region: 403,
  embed_region_unavailable: 503,
}

const session = (region: EmbedSession['region']): EmbedSession => ({
  region,
  expiresAt: '2026-11-21T11:00:00.000Z',
  viewer: 'emp-42',
})

export function embedHandlers(mock: EmbedMock): AnyHandler[] {
  return [
    http.get(embedApiPaths.config(), () => HttpResponse.json(mock.config)),
    http.post(embedApiPaths.session(), async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined)
      mock.exchanges.push(body)
      const parsed = embedSessionRequestSchema.safeParse(body)
      if (!parsed.success) {
        return HttpResponse.json({ error: 'invalid_request', message: 'x' }, { status: 400 })
      }
      if (mock.exchange !== 'ok') {
        return HttpResponse.json(
          { error: mock.exchange, message: 'server text' },
          { status: STATUS[mock.exchange] },
        )
      }
      mock.hasSession = true
      return HttpResponse.json(session(parsed.data.region ?? 'us'))
    }),
    http.get(embedApiPaths.session(), () =>
      HttpResponse.json({ sessions: mock.hasSession ? [session('us')] : [] }),
    ),
    http.get('/api/embed/regions/:region/organization-info', ({ params }) => {
      if (!mock.hasSession || !isRegionId(params.region)) {
        return HttpResponse.json({ error: 'not_signed_in', message: 'x' }, { status: 401 })
      }
      if (mock.dataExpired) {
        return HttpResponse.json({ error: 'session_expired', message: 'x' }, { status: 401 })
      }
      return HttpResponse.json(organizationInfoFor(params.region))
    }),
  ]
}
