import type { FastifyReply, FastifyRequest } from 'fastify'
import type { SessionInfo } from '../../domain/http/contract.ts'
import type { AppContext } from '../app-context.ts'
import { invalidateQuietly, nowS } from '../app-context.ts'
import type { RegionConfig } from '../config.ts'
import { emailDomainAllowed } from '../config-history.ts'
import { ApiError, overloadedError, rateLimitedError } from '../http-errors.ts'
import { emailKey, type AttemptOutcome } from '../rate-limit.ts'
import { knownNonce } from '../session/device-cookie.ts'
import { withRegion } from '../session/session-data.ts'
import { SessionTooLargeError } from '../session/session-store.ts'
import { UpstreamError } from '../upstream/errors.ts'
import { warmAtSignIn } from '../organization-info/warm-reads.ts'
import type { IssuedToken } from '../upstream/talent-client.ts'

/** Sign-in log fields: never the API key, never the address itself. */
function auditFields(request: FastifyRequest, region: RegionConfig, email: string) {
  return { region: region.id, user: emailKey(email), ip: request.ip }
}

/**
 * The password grant. A wrong key is `401 invalid_credentials` and settles the attempt `wrong`;
 * any other end (a token, an upstream that failed or did not answer) spends no budget
 * (decision 0251).
 */
async function passwordGrant(
  context: AppContext,
  request: FastifyRequest,
  region: RegionConfig,
  email: string,
  apiKey: string,
  settle: (outcome: AttemptOutcome) => Promise<void>,
): Promise<IssuedToken> {
  const audit = auditFields(request, region, email)
  let result
  try {
    result = await context.talent.fetchToken(region, email, apiKey)
  } catch (error) {
    await settleQuietly(request, settle, 'unjudged')
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
  if (result.kind === 'issued') {
    await settleQuietly(request, settle, 'right')
    return result.token
  }
  await settleQuietly(request, settle, 'wrong')
  context.metrics.signIns.inc({ outcome: 'invalid_credentials' })
  request.log.info(audit, 'sign-in refused: invalid credentials')
  throw new ApiError(401, 'invalid_credentials')
}

/**
 * Settles the attempt (decision 0251). Best effort: a store that fails here leaves a point in
 * flight until it expires (minutes), or a wrong key uncounted; never a signed-in user without a
 * session.
 */
async function settleQuietly(
  request: FastifyRequest,
  settle: (outcome: AttemptOutcome) => Promise<void>,
  outcome: AttemptOutcome,
) {
  try {
    await settle(outcome)
  } catch (error) {
    request.log.warn({ err: error, ip: request.ip, outcome }, 'sign-in budget not settled')
  }
}

/**
 * Exchanges e-mail and API key for an upstream token (password grant) and keeps the token in
 * the sealed session cookie. The API key lives only in this call's stack. A browser whose device
 * cookie names the e-mail is weighed against its own budget; a right key renews its cookie
 * (decision 0400).
 */
export async function signIn(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  region: RegionConfig,
  email: string,
  apiKey: string,
): Promise<SessionInfo> {
  const user = emailKey(email)
  const known = await context.devices.read(request)
  const admission = await context.limiter.attempt(request.ip, email, knownNonce(known, user))
  if (!admission.allowed) {
    if ('busy' in admission) {
      context.metrics.signIns.inc({ outcome: 'overloaded' })
      request.log.warn(auditFields(request, region, email), 'sign-in refused: attempts in flight')
      throw overloadedError(admission.retryAfterS)
    }
    context.metrics.signIns.inc({ outcome: 'rate_limited' })
    request.log.warn(auditFields(request, region, email), 'sign-in refused: rate limited')
    throw rateLimitedError(admission.retryAfterS, admission.scope)
  }

  // One deployment, one organization: other domains never reach the upstream (ALLOWED_EMAIL_DOMAINS).
  if (!emailDomainAllowed(context.config.signInPolicy, email)) {
    context.metrics.signIns.inc({ outcome: 'email_domain_not_allowed' })
    request.log.info(
      auditFields(request, region, email),
      'sign-in refused: e-mail domain not allowed',
    )
    await settleQuietly(request, admission.settle, 'unjudged')
    throw new ApiError(403, 'email_domain_not_allowed')
  }

  // Only a wrong key spends the budgets; every other end gives the attempt's point back.
  const issued = await passwordGrant(context, request, region, email, apiKey, admission.settle)
  warmAtSignIn(context, region, issued)
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
  await context.devices.issue(reply, known, user)

  context.metrics.signIns.inc({ outcome: 'ok' })
  request.log.info(auditFields(request, region, email), 'sign-in succeeded')
  const entry = data.regions[region.id]
  const expiresAt = new Date((entry?.expiresAt ?? now) * 1000).toISOString()
  return { region: region.id, email, expiresAt }
}
