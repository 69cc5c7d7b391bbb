import type { FastifyReply, FastifyRequest } from 'fastify'
import type { SessionInfo } from '../../domain/contract.ts'
import type { AppContext } from '../app-context.ts'
import { invalidateQuietly, nowS } from '../app-context.ts'
import type { RegionConfig } from '../config.ts'
import { emailDomainAllowed } from '../config-history.ts'
import { ApiError, rateLimitedError } from '../http-errors.ts'
import { emailKey } from '../rate-limit.ts'
import { withRegion } from '../session/session-data.ts'
import { SessionTooLargeError } from '../session/session-store.ts'
import { UpstreamError } from '../upstream/errors.ts'
import { warmAtSignIn } from '../organization-info/warm-reads.ts'
import type { IssuedToken } from '../upstream/talent-client.ts'

/** Sign-in log fields: never the API key, never the address itself. */
function auditFields(request: FastifyRequest, region: RegionConfig, email: string) {
  return { region: region.id, user: emailKey(email), ip: request.ip }
}

async function passwordGrant(
  context: AppContext,
  request: FastifyRequest,
  region: RegionConfig,
  email: string,
  apiKey: string,
): Promise<IssuedToken> {
  const audit = auditFields(request, region, email)
  try {
    const result = await context.talent.fetchToken(region, email, apiKey)
    if (result.kind === 'issued') return result.token
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error
    context.metrics.signIns.inc({ outcome: `upstream_${error.kind}` })
    if (error.upstreamCode === 'invalid_client') {
      request.log.error(
        { ...audit, status: error.status },
        `configuration problem: the token endpoint rejected the region's Basic credential (check TALENT_${region.id.toUpperCase()}_BASIC_AUTH)`,
      )
    } else {
      request.log.warn(
        { ...audit, kind: error.kind, status: error.status, code: error.upstreamCode },
        'sign-in failed: upstream error',
      )
    }
    throw error
  }
  // The failure point attempt() took stays spent.
  context.metrics.signIns.inc({ outcome: 'invalid_credentials' })
  request.log.info(audit, 'sign-in refused: invalid credentials')
  throw new ApiError(401, 'invalid_credentials')
}

/**
 * Gives back the failure points the attempt took (decision 0170). Best effort: a store that fails
 * here leaves one point spent until the window ends, never a signed-in user without a session.
 */
async function giveBack(context: AppContext, request: FastifyRequest, email: string) {
  try {
    await context.limiter.release(request.ip, email)
  } catch (error) {
    request.log.warn({ err: error, ip: request.ip }, 'sign-in budget point not given back')
  }
}

/**
 * Exchanges e-mail and API key for an upstream token (password grant) and keeps the token in
 * the sealed session cookie. The API key lives only in this call's stack.
 */
export async function signIn(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  region: RegionConfig,
  email: string,
  apiKey: string,
): Promise<SessionInfo> {
  const limit = await context.limiter.attempt(request.ip, email)
  if (!limit.allowed) {
    context.metrics.signIns.inc({ outcome: 'rate_limited' })
    request.log.warn(auditFields(request, region, email), 'sign-in refused: rate limited')
    throw rateLimitedError(limit.retryAfterS, limit.scope)
  }

  // One deployment, one organization: other domains never reach the upstream (ALLOWED_EMAIL_DOMAINS).
  if (!emailDomainAllowed(context.config.signInPolicy, email)) {
    context.metrics.signIns.inc({ outcome: 'email_domain_not_allowed' })
    request.log.info(
      auditFields(request, region, email),
      'sign-in refused: e-mail domain not allowed',
    )
    await giveBack(context, request, email)
    throw new ApiError(403, 'email_domain_not_allowed')
  }

  // Only a right credential gets its failure point back: a wrong one, and an upstream failure
  // (which may come after the upstream judged the key), keep it (decision 0170).
  const issued = await passwordGrant(context, request, region, email, apiKey)
  warmAtSignIn(context, region, issued)
  await giveBack(context, request, email)
  const session = await context.sessions.load(request)
  const previous = session.data.regions[region.id]
  const now = nowS(context)
  const policy = { maxAgeS: context.config.sessionMaxAgeS, idleS: context.config.sessionIdleS }
  const data = withRegion(session.data, region.id, { ...issued, email }, now, policy)

  const retired: { region: RegionConfig; token: string; reason: string }[] = []
  if (previous !== undefined) retired.push({ region, token: previous.token, reason: 'replaced' })
  try {
    const dropped = await context.sessions.commit(request, reply, data, region.id)
    for (const id of dropped) {
      const droppedRegion = context.regions.get(id)
      const token = data.regions[id]?.token
      if (droppedRegion !== undefined && token !== undefined) {
        retired.push({ region: droppedRegion, token, reason: 'cookie-size' })
      }
    }
  } catch (error) {
    if (!(error instanceof SessionTooLargeError)) throw error
    await invalidateQuietly(context, request.log, [
      { region, token: issued.token, reason: 'cookie-size' },
    ])
    request.log.error(
      auditFields(request, region, email),
      'upstream token too large for the session cookie',
    )
    throw new ApiError(502, 'upstream_error')
  }
  await invalidateQuietly(context, request.log, retired)

  context.metrics.signIns.inc({ outcome: 'ok' })
  request.log.info(auditFields(request, region, email), 'sign-in succeeded')
  const entry = data.regions[region.id]
  const expiresAt = new Date((entry?.expiresAt ?? now) * 1000).toISOString()
  return { region: region.id, email, expiresAt }
}
