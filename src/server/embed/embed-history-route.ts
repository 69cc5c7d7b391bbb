import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../app-context.ts'
import { configuredRegion } from '../app-context.ts'
import type { HistoryAnswer } from '../history/history-answer.ts'
import { sendPrepared } from '../history/prepared-answers.ts'
import { requireEmbedGrant } from './embed-grant.ts'

/**
 * GET /api/embed/regions/:region/organization-info/history?from&to: the region's snapshots to a
 * portal-vouched embed session of it, for the framed view's sparklines (decision 0225). The
 * answer, budgets (per embed grant and per client IP) and range check are the user route's;
 * registered beside it, only with HISTORY=on.
 */
export function registerEmbedHistoryRoute(
  app: FastifyInstance,
  context: AppContext,
  answer: HistoryAnswer,
): void {
  app.get<{ Params: { region: string }; Querystring: Record<string, unknown> }>(
    '/api/embed/regions/:region/organization-info/history',
    async (request, reply) => {
      const region = configuredRegion(context, request.params.region)
      const grant = await requireEmbedGrant(context, request, reply, region)
      return sendPrepared(request, reply, await answer(request, region, `embed:${grant.id}`))
    },
  )
}
