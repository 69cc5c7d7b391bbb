import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import { regionIdFrom, type RegionId } from '../domain/regions/regions.ts'
import type { AppConfig, RegionConfig } from './config.ts'
import type { EmbedServices } from './embed/embed-services.ts'
import { ApiError } from './http-errors.ts'
import type { Metrics } from './metrics.ts'
import type { OrganizationInfoService } from './organization-info/org-info-service.ts'
import type { ReadBudget } from './organization-info/read-budget.ts'
import type { SignInLimiter } from './rate-limit.ts'
import type { DeviceCookies } from './session/device-cookie.ts'
import type { RegionToken } from './session/session-data.ts'
import type { SessionStore } from './session/session-store.ts'
import type { Store } from './store/store.ts'
import type { RejectedTokens } from './upstream/rejected-tokens.ts'
import type { TalentClient } from './upstream/talent-client.ts'

/** What the routes share: configuration and the services buildApp wires together. */
export interface AppContext {
  readonly config: AppConfig
  readonly regions: ReadonlyMap<RegionId, RegionConfig>
  readonly sessions: SessionStore
  readonly talent: TalentClient
  readonly organizationInfo: OrganizationInfoService
  readonly limiter: SignInLimiter
  /** Which e-mails this browser signed in with before (decision 0400). */
  readonly devices: DeviceCookies
  readonly store: Store
  /** Tokens the upstream rejected, answered 401 without another call (decision 0068). */
  readonly rejectedTokens: RejectedTokens
  /** Per-session budget of upstream reads on the data routes (decision 0068). */
  readonly readBudget: ReadBudget
  readonly metrics: Metrics
  /** Signed links, embed sessions and the regions' service tokens (docs/embedding.md). */
  readonly embed: EmbedServices
  readonly nowMs: () => number
  readonly lifecycle: { shuttingDown: boolean }
}

/**
 * A region id from the browser (a path, a body), in any case (`US`, `us`), looked up in the
 * server-side table of configured regions only. The region returned carries the canonical id,
 * which is what every answer and log line says.
 */
export function configuredRegion(context: AppContext, value: unknown): RegionConfig {
  const id = regionIdFrom(value)
  const region = id === undefined ? undefined : context.regions.get(id)
  if (region === undefined) throw new ApiError(400, 'unknown_region')
  return region
}

/**
 * The session entry of the region of the path, for a route that needs a user signed in to it:
 * `400 unknown_region`, else `401 session_expired` or `401 not_signed_in` without one.
 */
export async function signedInEntry(
  context: AppContext,
  request: FastifyRequest<{ Params: { region: string } }>,
): Promise<{ region: RegionConfig; entry: RegionToken }> {
  const region = configuredRegion(context, request.params.region)
  const session = await context.sessions.load(request)
  const entry = session.data.regions[region.id]
  if (entry === undefined) {
    throw session.expired.includes(region.id)
      ? new ApiError(401, 'session_expired')
      : new ApiError(401, 'not_signed_in')
  }
  return { region, entry }
}

export function nowS(context: AppContext): number {
  return Math.floor(context.nowMs() / 1000)
}

/**
 * Invalidates tokens upstream, best effort: a failure is logged and otherwise ignored, because
 * forgetting the token locally is what signs the user out of this app.
 */
export async function invalidateQuietly(
  context: AppContext,
  log: FastifyBaseLogger,
  tokens: readonly { region: RegionConfig; token: string; reason: string }[],
): Promise<void> {
  await Promise.all(
    tokens.map(async ({ region, token, reason }) => {
      context.organizationInfo.forget(region, token)
      try {
        await context.talent.invalidateToken(region, token)
        log.info({ region: region.id, reason }, 'upstream token invalidated')
      } catch (error) {
        const kind = error instanceof Error && 'kind' in error ? error.kind : 'unknown'
        log.warn({ region: region.id, reason, kind }, 'upstream token invalidation failed')
      }
    }),
  )
}
