import fastifyCompress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import type { HistoryResponse } from '../../domain/history.ts'
import type { AppContext } from '../app-context.ts'
import { signedInEntry } from '../app-context.ts'
import { registerEmbedHistoryRoute } from '../embed/embed-history-route.ts'
import { createHistoryAnswer } from '../history/history-answer.ts'
import { entryTokenKey } from '../session/session-data.ts'
import type { Snapshots } from '../store/snapshots.ts'

/**
 * A year of snapshots is some 260 kB of JSON that compresses fifty-fold: answers above this size
 * are sent with Brotli or gzip when the request accepts it (decision 0127).
 */
export const HISTORY_COMPRESS_THRESHOLD = 2048

/**
 * GET /api/regions/:region/organization-info/history?from=YYYY-MM-DD&to=YYYY-MM-DD: the region's
 * daily snapshots in date order, to a user signed in to that region (docs/api.md). Registered
 * only with HISTORY=on; otherwise the path answers 404 not_found like any unknown one.
 *
 * The route lives in its own scope with response compression (Brotli quality 4, gzip level 6,
 * `Vary: Accept-Encoding`): no other route of the BFF compresses per request.
 */
export async function registerHistoryRoutes(
  app: FastifyInstance,
  context: AppContext,
  snapshots: Snapshots,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: HISTORY_COMPRESS_THRESHOLD,
      zlibOptions: { level: 6 },
    })
    registerHistoryRoute(scope, context, snapshots)
  })
}

function registerHistoryRoute(
  app: FastifyInstance,
  context: AppContext,
  snapshots: Snapshots,
): void {
  const answer = createHistoryAnswer(context, snapshots)
  app.get<{ Params: { region: string }; Querystring: Record<string, unknown> }>(
    '/api/regions/:region/organization-info/history',
    async (request): Promise<HistoryResponse> => {
      const { region, entry } = await signedInEntry(context, request)
      return answer(request, region, entryTokenKey(entry))
    },
  )
  // The embed view's trends: the same answer to a portal-vouched embed session (decision 0225).
  registerEmbedHistoryRoute(app, context, answer)
}
