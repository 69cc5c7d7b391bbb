import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { OrganizationInfo } from '../../domain/organization-info.ts'
import type { RegionConfig } from '../config.ts'
import { ApiError } from '../http-errors.ts'
import { UpstreamError } from '../upstream/errors.ts'
import { ClientRefusedError } from './client-credentials.ts'
import { sendEmbedError } from './embed-errors.ts'
import type { EmbedContext } from './embed-services.ts'
import {
  embedRegion,
  EXPIRED_EMBED_MESSAGE,
  NO_EMBED_SESSION_MESSAGE,
} from './embed-session-routes.ts'

type Read = { kind: 'ok'; info: OrganizationInfo } | { kind: 'refused' }

/**
 * Organization Info with the region's service token. The answer is the same for every viewer
 * of a region (the token acts for the tenant), so the Organization Info service's short cache
 * and coalescing, keyed by token, serve all viewers at once. A token the upstream rejects is
 * dropped and the read retried once with a fresh one.
 */
async function readWithServiceToken(
  context: EmbedContext,
  region: RegionConfig,
  log: FastifyBaseLogger,
): Promise<Read> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let token: string
    try {
      token = await context.serviceTokens.get(region)
    } catch (error) {
      if (error instanceof ClientRefusedError) {
        log.warn(
          { region: region.id, status: error.status, upstreamCode: error.upstreamCode },
          'the token endpoint refused the client credentials',
        )
        return { kind: 'refused' }
      }
      throw error
    }
    const result = await context.organizationInfo.get(region, token)
    if (result.kind === 'ok') return result
    log.info({ region: region.id }, 'upstream rejected the service token: fetching a new one')
    context.organizationInfo.forget(region, token)
    context.serviceTokens.reject(region, token)
  }
  throw new UpstreamError('bad_status', 'upstream rejected a fresh service token', { status: 403 })
}

/** GET /api/embed/regions/:region/organization-info: read-only, for the embed session's region. */
export function registerEmbedDataRoutes(app: FastifyInstance, context: EmbedContext): void {
  app.get<{ Params: { region: string } }>(
    '/api/embed/regions/:region/organization-info',
    async (request, reply) => {
      const region = embedRegion(context, request.params.region)
      const lookup = await context.cookies.read(request, region.id)
      if (lookup.kind === 'expired') {
        context.cookies.clear(reply, region.id)
        throw new ApiError(401, 'session_expired', EXPIRED_EMBED_MESSAGE)
      }
      if (lookup.kind === 'none') throw new ApiError(401, 'not_signed_in', NO_EMBED_SESSION_MESSAGE)
      if (region.clientCredentials === undefined) {
        return sendEmbedError(reply, 'embed_region_unavailable')
      }
      const read = await readWithServiceToken(context, region, request.log)
      if (read.kind === 'refused') return sendEmbedError(reply, 'embed_region_unavailable')
      return read.info
    },
  )
}
