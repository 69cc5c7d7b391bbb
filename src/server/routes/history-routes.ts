import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { HistoryResponse } from '../../domain/history.ts'
import { checkHistoryRange } from '../../domain/history-range.ts'
import type { AppContext } from '../app-context.ts'
import { signedInEntry } from '../app-context.ts'
import type { RegionConfig } from '../config.ts'
import { registerEmbedHistoryRoute } from '../embed/embed-history-route.ts'
import { ApiError, rateLimitedError } from '../http-errors.ts'
import { createReadBudget } from '../organization-info/read-budget.ts'
import { entryTokenKey } from '../session/session-data.ts'
import {
  createPreparedAnswers,
  sendPrepared,
  type PreparedAnswer,
} from '../history/prepared-answers.ts'
import type { Snapshots } from '../store/snapshots.ts'
import { describeStoreFailure, StoreUnavailableError } from '../store/store.ts'
import { withSmallCellsWithheld } from '../organization-info/normalize.ts'

const HISTORY_UNAVAILABLE =
  'History cannot be read right now (our database is unavailable). Try again in a moment.'

export { HISTORY_COMPRESS_THRESHOLD } from '../history/prepared-answers.ts'

/** Room for prepared history answers, compressed (decision 0253): some hundreds of ranges. */
const PREPARED_ANSWERS_MAX_BYTES = 8 * 1024 * 1024

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

/**
 * Answers a history read of `region` for the reader `readerKey` (a session's token key or an
 * embed grant's id): each reader, and each client IP, has its own budget of reads (decision
 * 0173); then the range is checked and the answer for the region, range and the stored days'
 * stamp is taken as prepared, or prepared from the snapshots (small cells withheld as served).
 */
export type HistoryAnswer = (
  request: FastifyRequest<{ Querystring: Record<string, unknown> }>,
  region: RegionConfig,
  readerKey: string,
) => Promise<PreparedAnswer>

function createHistoryAnswer(context: AppContext, snapshots: Snapshots): HistoryAnswer {
  const { readsPerSessionPerMinute, readsPerIpPerMinute } = context.config.history
  const perSession = createReadBudget(readsPerSessionPerMinute, 'history-session')
  const perIp = createReadBudget(readsPerIpPerMinute, 'history-ip')
  const prepared = createPreparedAnswers({
    maxBytes: PREPARED_ANSWERS_MAX_BYTES,
    count: (result) => context.metrics.historyAnswers.inc({ result }),
  })
  const unavailable = (request: FastifyRequest) => (error: unknown) => {
    if (!(error instanceof StoreUnavailableError)) throw error
    request.log.error({ operation: error.operation, err: error.cause }, describeStoreFailure(error))
    throw new ApiError(503, 'store_unavailable', HISTORY_UNAVAILABLE)
  }
  return async (request, region, readerKey) => {
    const sessionBudget = await perSession.spend(readerKey)
    if (!sessionBudget.allowed) throw rateLimitedError(sessionBudget.retryAfterS)
    const ipBudget = await perIp.spend(request.ip)
    if (!ipBudget.allowed) throw rateLimitedError(ipBudget.retryAfterS, 'network')
    const check = checkHistoryRange(request.query)
    if (!check.ok) throw new ApiError(400, 'invalid_request', check.message)
    const { from, to } = check.range
    const stamp = await snapshots.stamp(region.id, from, to).catch(unavailable(request))
    const build = async (): Promise<HistoryResponse> => {
      const rows = await snapshots.range(region.id, from, to).catch(unavailable(request))
      return {
        region: region.id,
        demo: context.config.demo || rows.some((row) => row.demo),
        snapshots: rows.map(({ date, distributions, percentages }) => ({
          date,
          distributions: distributions.map((distribution) =>
            withSmallCellsWithheld(distribution, context.config.minCellSize),
          ),
          percentages,
        })),
      }
    }
    return prepared.get(`${region.id}|${from}|${to}|${stamp}`, build)
  }
}
