import type { AppConfig } from '../config.ts'

/** `__Host-`: the browser only accepts it with Secure, Path=/ and no Domain. */
export const SESSION_COOKIE_NAME = '__Host-pdd_session'

/** Browsers keep at most 4096 bytes of one cookie; the whole Set-Cookie line stays under it. */
export const MAX_SET_COOKIE_BYTES = 4096

export interface SessionCookieAttributes {
  readonly path: '/'
  readonly httpOnly: true
  readonly secure: true
  readonly sameSite: 'strict' | 'none'
  readonly partitioned: boolean
}

/**
 * Attributes of the session cookie, from configuration. By default the cookie never leaves a
 * same-site context (SameSite=Strict). When portals may frame the app (EMBED_ALLOWED_ORIGINS),
 * the framed app must still get its cookie in a cross-site context, so it becomes
 * `SameSite=None; Secure; Partitioned` (CHIPS: kept in a jar per top-level site, so it is
 * never shared with the same app framed elsewhere). The X-CSRF header and the Origin checks,
 * not SameSite, are what stop cross-site requests (docs/decisions/0021-session-cookie.md).
 */
export function sessionCookieOptions(
  config: Pick<AppConfig, 'embedAllowedOrigins'>,
): SessionCookieAttributes {
  const embedded = config.embedAllowedOrigins.length > 0
  return {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: embedded ? 'none' : 'strict',
    partitioned: embedded,
  }
}
