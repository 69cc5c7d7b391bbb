import { queryOptions } from '@tanstack/react-query'
import {
  embedApiPaths,
  embedSessionSchema,
  embedSessionsResponseSchema,
  type EmbedSession,
  type EmbedSessionsResponse,
} from '../../../domain/http/embed.ts'
import type { RegionId } from '../../../domain/regions/regions.ts'
import { apiRequest } from '../../lib/api-client.ts'
import { getSessions } from '../../features/session/api/get-sessions.ts'
import { consumeFragmentToken } from '../../features/embed/lib/fragment-token.ts'
import { embedQueryKeys } from '../../features/embed/api/embed-query-keys.ts'

/** How the embedded view may read a region's data. */
export type EmbedAccess =
  /** A portal vouched for this browser with a signed link (read-only, no API key). */
  | { readonly mode: 'vouched'; readonly session: EmbedSession }
  /** The viewer signed in inside the frame with e-mail and API key. */
  | { readonly mode: 'user'; readonly email: string }
  | { readonly mode: 'signed-out' }

/** POST /api/embed/session: exchanges the link's token (once) for an embed session. */
function exchangeEmbedLink(token: string, region: RegionId): Promise<EmbedSession> {
  return apiRequest(embedApiPaths.session(), embedSessionSchema, {
    method: 'POST',
    body: { token, region },
  })
}

/** GET /api/embed/session: the embed sessions this browser already holds (a reload). */
function getEmbedSessions(signal?: AbortSignal): Promise<EmbedSessionsResponse> {
  return apiRequest(embedApiPaths.session(), embedSessionsResponseSchema, { signal })
}

/**
 * Works out the access once per page: a token from the link's fragment is exchanged (and a
 * refused link is reported as such, never silently replaced by an older session); without one,
 * an existing embed session, then a user session of the region, else none.
 */
async function resolveEmbedAccess(region: RegionId, signal?: AbortSignal): Promise<EmbedAccess> {
  const token = consumeFragmentToken()
  if (token !== undefined)
    return { mode: 'vouched', session: await exchangeEmbedLink(token, region) }
  const [embedSessions, userSessions] = await Promise.all([
    getEmbedSessions(signal),
    getSessions(signal),
  ])
  const vouched = embedSessions.sessions.find((session) => session.region === region)
  if (vouched !== undefined) return { mode: 'vouched', session: vouched }
  const mine = userSessions.sessions.find((session) => session.region === region)
  return mine === undefined ? { mode: 'signed-out' } : { mode: 'user', email: mine.email }
}

export function embedAccessQueryOptions(region: RegionId) {
  return queryOptions({
    queryKey: embedQueryKeys.access(region),
    // No abort signal on purpose: TanStack Query cancels a query whose signal was read when its
    // last observer unmounts (React Strict Mode does that once), and would then run it again.
    // The exchange spends a single-use link, so it runs once and is never retried.
    queryFn: () => resolveEmbedAccess(region),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  })
}
