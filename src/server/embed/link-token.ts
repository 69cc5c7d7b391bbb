import { randomUUID } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'
import {
  EMBED_LINK_AUDIENCE,
  EMBED_LINK_MAX_TTL_S,
  EMBED_TOKEN_MAX_LENGTH,
  embedLinkClaimsSchema,
  type EmbedLinkClaims,
} from '../../domain/http/embed.ts'

/**
 * Signed embed links (docs/decisions/0050-signed-embed-links.md): an HS256 JWT signed with
 * EMBED_SIGNING_SECRET, carrying `region`, `aud` (`pdd-embed`), `iat`, `exp` (at most 10 minutes
 * after `iat`), `jti` (single use) and optionally the viewer's id in `sub`. Only HS256 is accepted: `none`, RS/ES
 * algorithms and algorithm confusion are refused by jose's `algorithms` allow-list.
 */

const EMBED_LINK_ALGORITHM = 'HS256'
/** Clock skew tolerated between the portal and the BFF. */
const DEFAULT_CLOCK_TOLERANCE_S = 30

export function signingKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret)
}

export interface SignEmbedLinkOptions {
  readonly secret: string
  /** The region as the portal writes it: the BFF reads it in any case (`US`, `us`). */
  readonly region: string
  /** Viewer id (`sub`), e.g. the portal's user id; optional. */
  readonly viewer?: string | undefined
  /** Seconds from `now` to `exp`; 1..600. Default 300. */
  readonly ttlS?: number
  readonly now?: Date
  readonly jti?: string
}

/** Signs a link token the way a portal does (used by scripts/sign-embed-link.ts and tests). */
export async function signEmbedLink(options: SignEmbedLinkOptions): Promise<string> {
  const ttlS = options.ttlS ?? 300
  if (!Number.isInteger(ttlS) || ttlS < 1 || ttlS > EMBED_LINK_MAX_TTL_S) {
    throw new RangeError(`ttl must be a whole number of seconds from 1 to ${EMBED_LINK_MAX_TTL_S}`)
  }
  const iat = Math.floor((options.now ?? new Date()).getTime() / 1000)
  const jwt = new SignJWT({ region: options.region })
    .setProtectedHeader({ alg: EMBED_LINK_ALGORITHM, typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlS)
    .setJti(options.jti ?? randomUUID())
    .setAudience(EMBED_LINK_AUDIENCE)
  if (options.viewer !== undefined) jwt.setSubject(options.viewer)
  return jwt.sign(signingKey(options.secret))
}

type LinkFailureCode = 'embed_link_invalid' | 'embed_link_expired'

export type LinkVerdict =
  | { readonly ok: true; readonly claims: EmbedLinkClaims }
  /** `reason` is for logs: it never holds the token or a claim value. */
  | { readonly ok: false; readonly code: LinkFailureCode; readonly reason: string }

export interface VerifyEmbedLinkOptions {
  readonly key: Uint8Array
  readonly now: Date
  readonly clockToleranceS?: number
}

function failure(code: LinkFailureCode, reason: string): LinkVerdict {
  return { ok: false, code, reason }
}

/** Checks signature, algorithm, lifetime and claims. Single use is the replay cache's job. */
export async function verifyEmbedLink(
  token: string,
  options: VerifyEmbedLinkOptions,
): Promise<LinkVerdict> {
  if (token.length > EMBED_TOKEN_MAX_LENGTH) return failure('embed_link_invalid', 'too long')
  const tolerance = options.clockToleranceS ?? DEFAULT_CLOCK_TOLERANCE_S
  let payload: unknown
  try {
    const verified = await jwtVerify(token, options.key, {
      algorithms: [EMBED_LINK_ALGORITHM],
      audience: EMBED_LINK_AUDIENCE,
      requiredClaims: ['iat', 'exp', 'jti', 'aud'],
      currentDate: options.now,
      clockTolerance: tolerance,
    })
    payload = verified.payload
  } catch (error) {
    if (error instanceof errors.JWTExpired) return failure('embed_link_expired', 'expired')
    const reason = error instanceof errors.JOSEError ? error.code : 'unreadable'
    return failure('embed_link_invalid', reason)
  }
  const parsed = embedLinkClaimsSchema.safeParse(payload)
  if (!parsed.success) {
    const claims = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))]
    return failure('embed_link_invalid', `bad claims: ${claims.join(', ')}`)
  }
  const claims = parsed.data
  if (claims.exp <= claims.iat || claims.exp - claims.iat > EMBED_LINK_MAX_TTL_S) {
    return failure('embed_link_invalid', 'lifetime longer than allowed')
  }
  const nowS = Math.floor(options.now.getTime() / 1000)
  if (claims.iat > nowS + tolerance) return failure('embed_link_invalid', 'issued in the future')
  return { ok: true, claims }
}
