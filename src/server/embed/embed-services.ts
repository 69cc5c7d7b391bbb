import type { FastifyBaseLogger } from 'fastify'
import type { RegionId } from '../../domain/regions.ts'
import type { AppConfig, RegionConfig } from '../config.ts'
import type { Metrics } from '../metrics.ts'
import type { SignInLimiter } from '../rate-limit.ts'
import type { OrganizationInfoService } from '../organization-info/org-info-service.ts'
import { sessionCookieOptions } from '../session/cookie.ts'
import type { UpstreamHttp } from '../upstream/http.ts'
import { createClientCredentialsFetcher } from './client-credentials.ts'
import { createEmbedCookies, DEFAULT_EMBED_SESSION_S } from './embed-cookie.ts'
import type { EmbedCookies } from './embed-cookie.ts'
import { signingKey } from './link-token.ts'
import type { Store } from '../store/store.ts'
import { createReplayCache } from './replay-cache.ts'
import type { ReplayCache } from './replay-cache.ts'
import { createServiceTokenCache } from './service-token-cache.ts'
import type { ServiceTokenCache } from './service-token-cache.ts'

export type EmbedAppConfig = Pick<
  AppConfig,
  'embedAllowedOrigins' | 'embedSigningSecret' | 'sessionSecret' | 'sessionMaxAgeS'
>

/** What the embed routes need: a subset of the app's context plus the embed services. */
export interface EmbedContext {
  readonly config: EmbedAppConfig
  readonly regions: ReadonlyMap<RegionId, RegionConfig>
  readonly organizationInfo: OrganizationInfoService
  readonly nowMs: () => number
  readonly metrics: Pick<Metrics, 'embedLinks'>
  /** The sign-in limiter's per-IP failure budget, which refused links spend too. */
  readonly limiter: EmbedLinkLimiter
  /** HS256 key from EMBED_SIGNING_SECRET; undefined: signed links are off. */
  readonly linkKey: Uint8Array | undefined
  readonly replay: ReplayCache
  readonly serviceTokens: ServiceTokenCache
  readonly cookies: EmbedCookies
  /** Lifetime of an embed session. */
  readonly sessionS: number
}

export type EmbedLinkLimiter = Pick<SignInLimiter, 'linkAllowed' | 'linkRefused'>

/** What the app hands over: the context's shared parts, from which the embed services are built. */
export interface EmbedDeps extends Pick<
  EmbedContext,
  'config' | 'regions' | 'organizationInfo' | 'nowMs' | 'metrics' | 'limiter'
> {
  readonly log: FastifyBaseLogger
  /** The BFF's upstream HTTP client (the client-credentials grant goes through it). */
  readonly http: UpstreamHttp
  /** The shared store: spent links live there. */
  readonly store: Store
}

export function createEmbedContext(deps: EmbedDeps): EmbedContext {
  const secret = deps.config.embedSigningSecret
  return {
    config: deps.config,
    regions: deps.regions,
    organizationInfo: deps.organizationInfo,
    nowMs: deps.nowMs,
    metrics: deps.metrics,
    limiter: deps.limiter,
    linkKey: secret === undefined ? undefined : signingKey(secret),
    replay: createReplayCache({ nowMs: deps.nowMs, store: deps.store }),
    serviceTokens: createServiceTokenCache({
      fetch: createClientCredentialsFetcher(deps.http),
      nowMs: deps.nowMs,
      onRenewalError: (region, error) => {
        const kind = error instanceof Error ? error.name : 'unknown'
        deps.log.warn(
          { region, kind },
          'service token renewal failed; the current token still serves',
        )
      },
    }),
    cookies: createEmbedCookies({
      sessionSecret: deps.config.sessionSecret,
      cookie: sessionCookieOptions(deps.config),
      nowS: () => Math.floor(deps.nowMs() / 1000),
    }),
    sessionS: Math.min(DEFAULT_EMBED_SESSION_S, deps.config.sessionMaxAgeS),
  }
}
