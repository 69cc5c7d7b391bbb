import type { FastifyBaseLogger } from 'fastify'
import type { AppConfig } from '../config.ts'
import { sessionCookieOptions } from '../session/cookie.ts'
import type { Revocations } from '../store/revocations.ts'
import type { Store } from '../store/store.ts'
import type { TalentClient } from '../upstream/talent-client.ts'
import { createEmbedCookies, DEFAULT_EMBED_SESSION_S } from './embed-cookie.ts'
import type { EmbedCookies } from './embed-cookie.ts'
import { signingKey } from './link-token.ts'
import { createReplayCache } from './replay-cache.ts'
import type { ReplayCache } from './replay-cache.ts'
import { createServiceTokenCache } from './service-token-cache.ts'
import type { ServiceTokenCache } from './service-token-cache.ts'

/** What the embed routes need beside the app's context (AppContext.embed). */
export interface EmbedServices {
  /** HS256 key from EMBED_SIGNING_SECRET; undefined: signed links are off. */
  readonly linkKey: Uint8Array | undefined
  readonly replay: ReplayCache
  readonly serviceTokens: ServiceTokenCache
  readonly cookies: EmbedCookies
  /** Lifetime of an embed session. */
  readonly sessionS: number
}

export interface EmbedServiceDeps {
  readonly config: AppConfig
  readonly nowMs: () => number
  readonly log: FastifyBaseLogger
  /** The client-credentials grant goes through the one upstream client. */
  readonly talent: TalentClient
  /** The shared store: spent links live there. */
  readonly store: Store
  /** Revoked ids (the user sessions' mechanism): ended embed sessions live there. */
  readonly revocations: Revocations
}

export function createEmbedServices(deps: EmbedServiceDeps): EmbedServices {
  const secret = deps.config.embedSigningSecret
  return {
    linkKey: secret === undefined ? undefined : signingKey(secret),
    replay: createReplayCache({ nowMs: deps.nowMs, store: deps.store }),
    serviceTokens: createServiceTokenCache({
      fetch: (region) => deps.talent.fetchServiceToken(region),
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
      revocations: deps.revocations,
    }),
    sessionS: Math.min(DEFAULT_EMBED_SESSION_S, deps.config.sessionMaxAgeS),
  }
}
