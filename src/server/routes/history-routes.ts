import fastifyCompress from '@fastify/compress'
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
import type { Snapshots } from '../store/snapshots.ts'
import { StoreUnavailableError } from '../store/store.ts'
import { withSmallCellsWithheld } from '../organization-info/normalize.ts'

const HISTORY_UNAVAILABLE =
  'History cannot be read right now (our database is unavailable). Try again in a moment.'

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

/**
 * Answers a history read of `region` for the reader `readerKey` (a session's token key or an
 * embed grant's id): each reader, and each client IP, has its own budget of reads (decision
 * 0173); then the range is checked and the snapshots read, small cells withheld as served.
 */
export type HistoryAnswer = (
  request: FastifyRequest<{ Querystring: Record<string, unknown> }>,
  region: RegionConfig,
  readerKey: string,
) => Promise<HistoryResponse>

function createHistoryAnswer(context: AppContext, snapshots: Snapshots): HistoryAnswer {
  const { readsPerSessionPerMinute, readsPerIpPerMinute } = context.config.history
  const perSession = createReadBudget(readsPerSessionPerMinute, 'history-session')
  const perIp = createReadBudget(readsPerIpPerMinute, 'history-ip')
  return async (request, region, readerKey) => {
    const sessionBudget = await perSession.spend(readerKey)
    if (!sessionBudget.allowed) throw rateLimitedError(sessionBudget.retryAfterS)
    const ipBudget = await perIp.spend(request.ip)
    if (!ipBudget.allowed) throw rateLimitedError(ipBudget.retryAfterS, 'network')
    const check = checkHistoryRange(request.query)
    if (!check.ok) throw new ApiError(400, 'invalid_request', check.message)
    const rows = await snapshots
      .range(region.id, check.range.from, check.range.to)
      .catch((error: unknown) => {
        if (!(error instanceof StoreUnavailableError)) throw error
        request.log.error({ operation: error.operation, err: error.cause }, 'store unavailable')
        throw new ApiError(503, 'store_unavailable', HISTORY_UNAVAILABLE)
      })
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
}
