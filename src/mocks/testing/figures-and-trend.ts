import { getResponse, type HttpHandler } from 'msw'
import { addDays, historyPath, historyResponseSchema } from '../../domain/history/history.ts'
import {
  organizationInfoSchema,
  type OrganizationInfo,
} from '../../domain/metrics/organization-info.ts'
import type { RegionId } from '../../domain/regions/regions.ts'
import { STORY_TODAY } from '../story-fixtures.ts'

/**
 * What the fixture tests compare (issue 38): a region's figures as its cards show them, and the
 * last point of its trend, as the mock handlers answer both.
 */

/** What a card shows of a region's data: each metric's counts and status, each figure's value. */
export function cardValues(info: Pick<OrganizationInfo, 'distributions' | 'percentages'>) {
  return {
    distributions: info.distributions.map(({ key, yesCount, noCount, status }) => ({
      key,
      yesCount,
      noCount,
      status,
    })),
    percentages: info.percentages.map(({ key, value }) => ({ key, value })),
  }
}

async function json(handlers: HttpHandler[], path: string): Promise<unknown> {
  const response = await getResponse(
    handlers,
    new Request(new URL(path, location.origin), { headers: { 'X-CSRF': '1' } }),
  )
  if (!response?.ok) throw new Error(`${path}: ${String(response?.status)}`)
  return response.json()
}

/**
 * A region's figures and the last snapshot of its history, as the handlers answer them under
 * `base` (`/api`, or the embed's `/api/embed`): what a card shows and where its trend ends.
 */
export async function figuresAndTrend(handlers: HttpHandler[], base: string, region: RegionId) {
  const range = { from: addDays(STORY_TODAY, -364), to: STORY_TODAY }
  const info = organizationInfoSchema.parse(
    await json(handlers, `${base}/regions/${region}/organization-info`),
  )
  const path = historyPath(region, range).replace(/^\/api/, base)
  const history = historyResponseSchema.parse(await json(handlers, path))
  const last = history.snapshots.at(-1)
  if (last === undefined) throw new Error(`${path}: no snapshots`)
  return { figures: cardValues(info), trendEnd: cardValues(last) }
}
