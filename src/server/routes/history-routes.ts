import fastifyCompress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import type { HistoryResponse } from '../../domain/history.ts'
import { checkHistoryRange } from '../../domain/history-range.ts'
import type { AppContext } from '../app-context.ts'
import { signedInEntry } from '../app-context.ts'
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
  // Each signed-in region of a session, and each client IP, has its own budget of reads (0173).
  const { readsPerSessionPerMinute, readsPerIpPerMinute } = context.config.history
  const perSession = createReadBudget(readsPerSessionPerMinute, 'history-session')
  const perIp = createReadBudget(readsPerIpPerMinute, 'history-ip')

  app.get<{ Params: { region: string }; Querystring: Record<string, unknown> }>(
    '/api/regions/:region/organization-info/history',
    async (request): Promise<HistoryResponse> => {
      const { region, entry } = await signedInEntry(context, request)
      const sessionBudget = await perSession.spend(entryTokenKey(entry))
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
    },
  )
}
