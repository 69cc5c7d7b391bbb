import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../app-context.ts'
import { configuredRegion } from '../app-context.ts'
import type { RegionConfig } from '../config.ts'
import { historyQuery, type HistoryAnswer } from '../history/history-answer.ts'
import { sendPrepared } from '../history/prepared-answers.ts'
import { requestSlot } from '../request-slot.ts'
import { regionParams } from '../route-schemas.ts'
import { requireEmbedGrant } from './embed-grant.ts'

/**
 * GET /api/embed/regions/:region/organization-info/history?from&to: the region's snapshots to a
 * portal-vouched embed session of it, for the framed view's sparklines (decision 0225). The
 * answer, budgets (per embed grant and per client IP) and range check are the user route's;
 * registered beside it, only with HISTORY=on.
 */
export const embedHistoryRoute: FastifyPluginAsyncZod<{
  context: AppContext
  history: HistoryAnswer
}> = async (app, { context, history }) => {
  const reading = requestSlot<RegionConfig>(app, 'embedHistoryRegion')
  app.get(
    '/api/embed/regions/:region/organization-info/history',
    {
      schema: { params: regionParams, querystring: historyQuery },
      // An embed session of the region, within budget, before the range is judged.
      preValidation: async (request, reply) => {
        const region = configuredRegion(context, request.params.region)
        const grant = await requireEmbedGrant(context, request, reply, region)
        await history.spend(request, `embed:${grant.id}`)
        reading.set(request, region)
      },
    },
    async (request, reply) => {
      const prepared = await history.answer(request, reading.get(request), request.query)
      return sendPrepared(request, reply, prepared)
    },
  )
}
