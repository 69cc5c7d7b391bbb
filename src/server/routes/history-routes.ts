import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../app-context.ts'
import { signedInEntry } from '../app-context.ts'
import type { RegionConfig } from '../config.ts'
import { embedHistoryRoute } from '../embed/embed-history-route.ts'
import { createHistoryAnswer, historyQuery } from '../history/history-answer.ts'
import { sendPrepared } from '../history/prepared-answers.ts'
import { requestSlot } from '../request-slot.ts'
import { regionParams } from '../route-schemas.ts'
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
export const historyRoutes: FastifyPluginAsyncZod<{
  context: AppContext
  snapshots: Snapshots
}> = async (app, { context, snapshots }) => {
  const history = createHistoryAnswer(context, snapshots)
  const reading = requestSlot<RegionConfig>(app, 'historyRegion')
  app.get(
    '/api/regions/:region/organization-info/history',
    {
      schema: { params: regionParams, querystring: historyQuery },
      // Signed in and within budget before the range is judged (docs/api.md).
      preValidation: async (request) => {
        const { region, entry } = await signedInEntry(context, request)
        await history.spend(request, entryTokenKey(entry))
        reading.set(request, region)
      },
    },
    async (request, reply) => {
      const prepared = await history.answer(request, reading.get(request), request.query)
      return sendPrepared(request, reply, prepared)
    },
  )
  // The embed view's trends: the same answer to a portal-vouched embed session (decision 0225).
  await app.register(embedHistoryRoute, { context, history })
}
