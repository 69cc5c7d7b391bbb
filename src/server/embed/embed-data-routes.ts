import type { FastifyBaseLogger } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { OrganizationInfo } from '../../domain/metrics/organization-info.ts'
import type { AppContext } from '../app-context.ts'
import { configuredRegion } from '../app-context.ts'
import type { RegionConfig } from '../config.ts'
import { apiError } from '../http-errors.ts'
import { noQuery, regionParams } from '../route-schemas.ts'
import { UpstreamError } from '../upstream/errors.ts'
import { ClientRefusedError } from '../upstream/talent-client.ts'
import { requireEmbedGrant } from './embed-grant.ts'

type Read = { kind: 'ok'; info: OrganizationInfo } | { kind: 'refused' }

/**
 * Organization Info with the region's service token. The answer is the same for every viewer
 * of a region (the token acts for the tenant), so the Organization Info service's short cache
 * and coalescing, keyed by token, serve all viewers at once. A token the upstream rejects is
 * dropped and the read retried once with a fresh one.
 */
async function readWithServiceToken(
  context: AppContext,
  region: RegionConfig,
  log: FastifyBaseLogger,
): Promise<Read> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let token: string
    try {
      token = await context.embed.serviceTokens.get(region)
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
    context.embed.serviceTokens.reject(region, token)
  }
  throw new UpstreamError('bad_status', 'upstream rejected a fresh service token', { status: 403 })
}

/** GET /api/embed/regions/:region/organization-info: read-only, for the embed session's region. */
export const embedDataRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  // No response schema: the normalized Organization Info is open-ended (any upstream
  // distribution is added) and is sent as the service built it, as the user route sends it.
  app.get(
    '/api/embed/regions/:region/organization-info',
    { schema: { params: regionParams, querystring: noQuery } },
    async (request, reply) => {
      const region = configuredRegion(context, request.params.region)
      await requireEmbedGrant(context, request, reply, region)
      if (region.clientCredentials === undefined) throw apiError('embed_region_unavailable')
      const read = await readWithServiceToken(context, region, request.log)
      if (read.kind === 'refused') throw apiError('embed_region_unavailable')
      return read.info
    },
  )
}
