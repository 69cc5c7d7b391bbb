import type { FastifyRequest } from 'fastify'
import { regionPageOf } from '../../domain/regions/region-pages.ts'
import { isRegionId } from '../../domain/regions/regions.ts'
import type { AppContext } from '../app-context.ts'
import { nowS } from '../app-context.ts'
import type { RegionConfig } from '../config.ts'
import { entryTokenKey, type RegionToken } from '../session/session-data.ts'
import type { IssuedToken } from '../upstream/talent-client.ts'
import type { ReadOptions } from './org-info-service.ts'

/**
 * A signed-in user's read of Organization Info: keyed by the session entry's token, kept as
 * rejected until the entry ends, spent from that token's read budget (decision 0068).
 */
export function sessionRead(context: AppContext, entry: RegionToken): ReadOptions {
  return {
    tokenKey: entryTokenKey(entry),
    expiresAtS: entry.expiresAt,
    admit: (key) => context.readBudget.spend(key),
  }
}

/**
 * Starts Organization Info as soon as a sign-in has its token, while the session is written and
 * the answer travels, so the browser's first read finds it ready (decision 0391).
 */
export function warmAtSignIn(context: AppContext, region: RegionConfig, issued: IssuedToken): void {
  context.organizationInfo.warm(region, issued.token, {
    expiresAtS: nowS(context) + issued.expiresInS,
    admit: (key) => context.readBudget.spend(key),
  })
}

/**
 * Before index.html answers a signed-in region's dashboard: starts that region's Organization
 * Info, so the read the page makes once its scripts have run joins a call already under way
 * (decision 0391). Any other page, a region not signed in or a session that cannot be read:
 * nothing.
 */
export async function warmForPage(context: AppContext, request: FastifyRequest): Promise<void> {
  // A region's dashboard, the page a reload or a link opens, its region spelt as the SPA builds it.
  const page = regionPageOf(request.url.split('?', 1)[0] ?? '')
  const id = page?.page === 'dashboard' ? page.segment : undefined
  const region = isRegionId(id) ? context.regions.get(id) : undefined
  if (region === undefined) return
  try {
    const entry = (await context.sessions.load(request)).data.regions[region.id]
    if (entry !== undefined)
      context.organizationInfo.warm(region, entry.token, sessionRead(context, entry))
  } catch (error) {
    request.log.debug({ err: error }, 'Organization Info not started with the page')
  }
}
