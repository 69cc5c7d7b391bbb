import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { HistoryRange, HistoryResponse } from '../../domain/history/history.ts'
import { checkHistoryRange } from '../../domain/history/history-range.ts'
import type { AppContext } from '../app-context.ts'
import type { RegionConfig } from '../config.ts'
import { ApiError, rateLimitedError } from '../http-errors.ts'
import { withSmallCellsWithheld } from '../organization-info/normalize.ts'
import { createReadBudget } from '../organization-info/read-budget.ts'
import { checkedBy } from '../route-schemas.ts'
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
 * A history read of `region` by the reader `readerKey` (a session's token key or an embed
 * grant's id): `spend` takes one read of the reader's and of the client IP's budget (decision
 * 0173), before the range is checked (the route's querystring schema, `historyQuery`); `answer`
 * takes the answer for the region, range and the stored days' stamp as prepared, or prepares it
 * from the snapshots (small cells withheld as served).
 */
export interface HistoryAnswer {
  readonly spend: (request: FastifyRequest, readerKey: string) => Promise<void>
  readonly answer: (
    request: FastifyRequest,
    region: RegionConfig,
    range: HistoryRange,
  ) => Promise<PreparedAnswer>
}

/** The `from`/`to` query, checked as the mock BFF checks it (src/domain/history/history-range.ts). */
export const historyQuery = checkedBy(
  (query) => {
    const check = checkHistoryRange(typeof query === 'object' && query !== null ? query : {})
    return check.ok ? { ok: true, value: check.range } : check
  },
  z.object({ from: z.iso.date(), to: z.iso.date() }),
)

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
  const spend = async (request: FastifyRequest, readerKey: string) => {
    const sessionBudget = await perSession.spend(readerKey)
    if (!sessionBudget.allowed) throw rateLimitedError(sessionBudget.retryAfterS)
    const ipBudget = await perIp.spend(request.ip)
    if (!ipBudget.allowed) throw rateLimitedError(ipBudget.retryAfterS, 'network')
  }
  const answer = async (request: FastifyRequest, region: RegionConfig, range: HistoryRange) => {
    const { from, to } = range
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
  return { spend, answer }
}
