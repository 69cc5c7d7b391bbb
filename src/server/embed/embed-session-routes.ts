import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import {
  embedConfigSchema,
  embedSessionRequestSchema,
  embedSessionSchema,
  embedSessionsResponseSchema,
} from '../../domain/http/embed.ts'
import type {
  EmbedConfig,
  EmbedErrorCode,
  EmbedSession,
  EmbedSessionRequest,
  EmbedSessionsResponse,
} from '../../domain/http/embed.ts'
import { REQUEST_PROBLEM_SENTENCES } from '../../domain/http/request-problems.ts'
import type { AppContext } from '../app-context.ts'
import { configuredRegion } from '../app-context.ts'
import { configuredNames } from '../routes/regions-routes.ts'
import { ApiError, apiError, rateLimitedError } from '../http-errors.ts'
import { checkedBy, noQuery, regionParams } from '../route-schemas.ts'
import type { Check } from '../route-schemas.ts'
import type { EmbedGrant } from './embed-cookie.ts'
import { newEmbedGrant } from './embed-cookie.ts'
import { verifyEmbedLink } from './link-token.ts'

/** The body of POST /api/embed/session: any refusal is the one sentence (decision 0177). */
function checkEmbedSession(body: unknown): Check<EmbedSessionRequest> {
  const parsed = embedSessionRequestSchema.safeParse(body)
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: REQUEST_PROBLEM_SENTENCES.embedToken }
}

const embedSessionBody = checkedBy(checkEmbedSession, embedSessionRequestSchema)

function sessionOf(grant: EmbedGrant): EmbedSession {
  return {
    region: grant.region,
    expiresAt: new Date(grant.exp * 1000).toISOString(),
    ...(grant.sub === undefined ? {} : { viewer: grant.sub }),
  }
}

/**
 * GET /api/embed/config, and the embed session: POST /api/embed/session exchanges a signed link
 * for a read-only, region-bound session cookie; GET /api/embed/session lists the live ones
 * (like GET /api/session) and DELETE /api/embed/session/:region ends one. A link is checked fully (signature, lifetime, region, configuration) before its `jti`
 * is spent, so a link refused for a fixable reason is not burnt.
 */
export const embedSessionRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const configSchema = { querystring: noQuery, response: { 200: embedConfigSchema } }
  app.get('/api/embed/config', { schema: configSchema }, async (): Promise<EmbedConfig> => ({
    allowedOrigins: [...context.config.embedAllowedOrigins],
    signedLinks: context.embed.linkKey !== undefined,
    ...configuredNames(context),
  }))

  const embed = context.embed
  const refuse = (code: EmbedErrorCode) => {
    context.metrics.embedLinks.inc({ outcome: code })
    return apiError(code)
  }
  app.post(
    '/api/embed/session',
    {
      schema: {
        querystring: noQuery,
        body: embedSessionBody,
        response: { 200: embedSessionSchema },
      },
      // Signed links on and the client within its budget before the body is judged.
      preValidation: async (request) => {
        if (embed.linkKey === undefined) throw refuse('embed_disabled')
        const limit = await context.limiter.linkAllowed(request.ip)
        if (!limit.allowed) {
          context.metrics.embedLinks.inc({ outcome: 'rate_limited' })
          request.log.warn({ outcome: 'rate_limited', ip: request.ip }, 'embed link refused')
          throw rateLimitedError(limit.retryAfterS, limit.scope)
        }
      },
      onError: async (_request, _reply, error) => {
        if (hasZodFastifySchemaValidationErrors(error)) {
          context.metrics.embedLinks.inc({ outcome: 'invalid_request' })
        }
      },
    },
    async (request, reply) => {
      const linkKey = embed.linkKey
      if (linkKey === undefined) throw refuse('embed_disabled')
      const body = request.body
      const now = new Date(context.nowMs())
      const verdict = await verifyEmbedLink(body.token, { key: linkKey, now })
      if (!verdict.ok) {
        // A forged link spends the client's failure budget; an expired one is just a stale page.
        if (verdict.code === 'embed_link_invalid') await context.limiter.linkRefused(request.ip)
        request.log.info({ outcome: verdict.code, reason: verdict.reason }, 'embed link refused')
        throw refuse(verdict.code)
      }
      const { claims } = verdict
      if (body.region !== undefined && body.region !== claims.region) {
        request.log.info({ outcome: 'embed_link_wrong_region' }, 'embed link refused')
        throw refuse('embed_link_wrong_region')
      }
      const region = context.regions.get(claims.region)
      if (region === undefined) {
        context.metrics.embedLinks.inc({ outcome: 'unknown_region' })
        throw new ApiError(400, 'unknown_region')
      }
      if (region.clientCredentials === undefined) throw refuse('embed_region_unavailable')
      const spent = await embed.replay.consume(claims.jti, (claims.exp + 60) * 1000)
      if (spent === 'used') {
        await context.limiter.linkRefused(request.ip)
        request.log.info({ outcome: spent, region: region.id }, 'embed link refused')
        throw refuse('embed_link_used')
      }
      const nowS = Math.floor(now.getTime() / 1000)
      const grant = newEmbedGrant(region.id, nowS, embed.sessionS, claims.sub)
      await embed.cookies.issue(reply, grant)
      request.log.info(
        { region: region.id, viewer: claims.sub !== undefined },
        'embed session started',
      )
      context.metrics.embedLinks.inc({ outcome: 'ok' })
      // Warm the region's service token while the frame renders; a failure shows on the data call.
      embed.serviceTokens.get(region).catch(() => undefined)
      return sessionOf(grant)
    },
  )

  const sessionsSchema = { querystring: noQuery, response: { 200: embedSessionsResponseSchema } }
  app.get(
    '/api/embed/session',
    { schema: sessionsSchema },
    async (request, reply): Promise<EmbedSessionsResponse> => {
      const sessions: EmbedSession[] = []
      for (const region of context.regions.values()) {
        const lookup = await context.embed.cookies.read(request, region.id)
        if (lookup.kind === 'expired') context.embed.cookies.clear(reply, region.id)
        if (lookup.kind === 'ok') sessions.push(sessionOf(lookup.grant))
      }
      return { sessions }
    },
  )

  app.delete(
    '/api/embed/session/:region',
    { schema: { params: regionParams, querystring: noQuery } },
    async (request, reply) => {
      const region = configuredRegion(context, request.params.region)
      await context.embed.cookies.revoke(request, reply, region.id)
      return reply.code(204).send()
    },
  )
}
