import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from './config.ts'

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
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: framingPolicy(config).frameAncestors,
    formAction: ["'self'"],
  }
}

/** Paths whose answers are never cached by browsers or proxies. */
function isNoStorePath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path === '/healthz' ||
    path === '/readyz' ||
    path === '/metrics'
  )
}

/**
 * Security headers on every answer (@fastify/helmet), HSTS only over HTTPS (as seen through
 * TRUST_PROXY), and `Cache-Control: no-store` on the API.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<AppConfig, 'embedAllowedOrigins'>,
): Promise<void> {
  const framing = framingPolicy(config)
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(config),
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    xFrameOptions: framing.xFrameOptionsDeny ? { action: 'deny' } : false,
    xContentTypeOptions: true,
    xDnsPrefetchControl: { allow: false },
    xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
    xPoweredBy: true,
  })
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE)
    if (isNoStorePath(request.url)) reply.header('cache-control', 'no-store')
    done(null, payload)
  })
}
