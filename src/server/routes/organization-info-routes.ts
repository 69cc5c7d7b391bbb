import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { OrganizationInfo } from '../../domain/metrics/organization-info.ts'
import type { AppContext } from '../app-context.ts'
import { signedInEntry } from '../app-context.ts'
import type { SnapshotRecorder } from '../history/recorder.ts'
import { ApiError, rateLimitedError } from '../http-errors.ts'
import { noQuery, regionParams } from '../route-schemas.ts'
import { sessionRead } from '../organization-info/warm-reads.ts'

const ROUTE = '/api/regions/:region/organization-info'

/**
 * GET /api/regions/:region/organization-info: the region's data with the session's token. The
 * first successful read of a day is recorded as the region's snapshot when `recorder` is given.
 */
export const organizationInfoRoutes: FastifyPluginAsyncZod<{
  context: AppContext
  recorder?: SnapshotRecorder | undefined
}> = async (app, { context, recorder }) => {
  // A cached answer comes back as the same object on every hit: its JSON is made once, and goes
  // when the cache lets the object go (docs/decisions/0108).
  const bodies = new WeakMap<OrganizationInfo, string>()
  const body = (info: OrganizationInfo): string => {
    let json = bodies.get(info)
    if (json === undefined) {
      json = JSON.stringify(info)
      bodies.set(info, json)
    }
    return json
  }

  // No response schema: the answer is JSON made once per cached object (above), sent as text.
  const schema = { params: regionParams, querystring: noQuery }
  app.get(ROUTE, { schema }, async (request, reply): Promise<string> => {
    const { region, entry } = await signedInEntry(context, request)
    const result = await context.organizationInfo.get(region, entry.token, {
      ...sessionRead(context, entry),
      // This request's own budget: it never waits for a shared call longer than that.
      waitMs: context.config.upstream.timeoutMs - reply.elapsedTime,
    })
    if (result.kind === 'rate_limited') {
      throw rateLimitedError(result.retryAfterS)
    }
    if (result.kind === 'token_rejected') {
      // Expired or invalidated upstream: no refresh token exists, so forget it and say so. A
      // replayed copy of the cookie is answered from the rejected-token memory, without a call.
      context.organizationInfo.forget(region, entry.token)
      await context.sessions.revoke(request, region.id)
      const level = result.remembered ? 'debug' : 'info'
      request.log[level]({ region: region.id }, 'upstream rejected the token: region signed out')
      throw new ApiError(401, 'session_expired')
    }
    recorder?.recordFromUser(region.id, result.info)
    reply.type('application/json; charset=utf-8')
    return body(result.info)
  })
}
