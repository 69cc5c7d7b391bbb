import type { FastifyRequest } from 'fastify'
import type { HistoryResponse } from '../../domain/history/history.ts'
import { checkHistoryRange } from '../../domain/history/history-range.ts'
import type { AppContext } from '../app-context.ts'
import type { RegionConfig } from '../config.ts'
import { ApiError, rateLimitedError } from '../http-errors.ts'
import { withSmallCellsWithheld } from '../organization-info/normalize.ts'
import { createReadBudget } from '../organization-info/read-budget.ts'
import type { Snapshots } from '../store/snapshots.ts'
import { describeStoreFailure, StoreUnavailableError } from '../store/store.ts'
import { createPreparedAnswers, type PreparedAnswer } from './prepared-answers.ts'

/**
 * The answer of a history read, shared by the user's route (src/server/routes/history-routes.ts)
 * and the embed view's (src/server/embed/embed-history-route.ts): here, where both import it, so
 * neither imports the other's module (issue 38).
 */

const HISTORY_UNAVAILABLE =
  'History cannot be read right now (our database is unavailable). Try again in a moment.'

/** Room for prepared history answers, compressed (decision 0253): some hundreds of ranges. */
const PREPARED_ANSWERS_MAX_BYTES = 8 * 1024 * 1024

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

export function createHistoryAnswer(context: AppContext, snapshots: Snapshots): HistoryAnswer {
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
