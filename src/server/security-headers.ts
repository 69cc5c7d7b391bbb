import type { FastifyInstance } from 'fastify'
import type { AppConfig } from './config.ts'
import { isNoStoreRequest } from './request-paths.ts'

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains'

/**
 * Who may frame the app: the origins of EMBED_ALLOWED_ORIGINS, else nobody. One function, used
 * for both the CSP `frame-ancestors` and X-Frame-Options, so embedding is configured in one place.
 */
export function framingPolicy(config: Pick<AppConfig, 'embedAllowedOrigins'>): {
  frameAncestors: string[]
  xFrameOptionsDeny: boolean
} {
  const origins = [...config.embedAllowedOrigins]
  return origins.length === 0
    ? { frameAncestors: ["'none'"], xFrameOptionsDeny: true }
    : { frameAncestors: origins, xFrameOptionsDeny: false }
}

export function contentSecurityPolicyDirectives(
  config: Pick<AppConfig, 'embedAllowedOrigins'>,
): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': framingPolicy(config).frameAncestors,
    'form-action': ["'self'"],
  }
}

type HeaderTable = Readonly<Record<string, string>>

/** The security headers of every answer, over plain HTTP and over HTTPS (which adds HSTS). */
export interface SecurityHeaderTable {
  readonly http: HeaderTable
  readonly https: HeaderTable
}

/**
 * Computed once at start-up from configuration and frozen (decision 0061). The values are the
 * ones @fastify/helmet sent with this set-up, byte for byte (security-headers-table.test.ts).
 */
export function securityHeaderTable(
  config: Pick<AppConfig, 'embedAllowedOrigins'>,
): SecurityHeaderTable {
  const csp = Object.entries(contentSecurityPolicyDirectives(config))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';')
  const http: Record<string, string> = {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    ...(framingPolicy(config).xFrameOptionsDeny ? { 'x-frame-options': 'DENY' } : {}),
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  }
  return Object.freeze({
    http: Object.freeze(http),
    https: Object.freeze({ ...http, 'strict-transport-security': HSTS_VALUE }),
  })
}

/**
 * The table on every answer routed through Fastify (HSTS only over HTTPS as seen through
 * TRUST_PROXY), and `Cache-Control: no-store` on the API, health checks and metrics. Answers
 * refused before routing take the same table (early-answers.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, table: SecurityHeaderTable): void {
  // Callback style: this runs on every answer, and a promise per hook is measurable. The entries
  // are listed once, not by `reply.headers` (Object.keys) on every answer.
  const http = Object.entries(table.http)
  const https = Object.entries(table.https)
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of request.protocol === 'https' ? https : http) {
      reply.header(name, value)
    }
    if (isNoStoreRequest(request)) reply.header('cache-control', 'no-store')
    done(null, payload)
  })
}
