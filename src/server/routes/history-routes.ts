import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../app-context.ts'
import { signedInEntry } from '../app-context.ts'
import { registerEmbedHistoryRoute } from '../embed/embed-history-route.ts'
import { createHistoryAnswer } from '../history/history-answer.ts'
import { sendPrepared } from '../history/prepared-answers.ts'
import { entryTokenKey } from '../session/session-data.ts'
import type { Snapshots } from '../store/snapshots.ts'

export { HISTORY_COMPRESS_THRESHOLD } from '../history/prepared-answers.ts'

/**
 * GET /api/regions/:region/organization-info/history?from=YYYY-MM-DD&to=YYYY-MM-DD: the region's
 * daily snapshots in date order, to a user signed in to that region (docs/api.md). Registered
 * only with HISTORY=on; otherwise the path answers 404 not_found like any unknown one.
 *
 * Answers are prepared once per region, range and set of stored days, serialized and compressed
 * (Brotli, gzip), and sent in the encoding the request accepts with `Vary: Accept-Encoding`
 * (decision 0253, which replaced the per-request compression of 0127).
 */
export async function registerHistoryRoutes(
  app: FastifyInstance,
  context: AppContext,
  snapshots: Snapshots,
): Promise<void> {
  const answer = createHistoryAnswer(context, snapshots)
  app.get<{ Params: { region: string }; Querystring: Record<string, unknown> }>(
    '/api/regions/:region/organization-info/history',
    async (request, reply) => {
      const { region, entry } = await signedInEntry(context, request)
      return sendPrepared(request, reply, await answer(request, region, entryTokenKey(entry)))
    },
  )
  // The embed view's trends: the same answer to a portal-vouched embed session (decision 0225).
  registerEmbedHistoryRoute(app, context, answer)
}
