import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { regionsResponseSchema } from '../../domain/http/contract.ts'
import type { RegionsResponse } from '../../domain/http/contract.ts'
import type { RegionNames } from '../../domain/regions/regions.ts'
import type { AppContext } from '../app-context.ts'
import { noQuery } from '../route-schemas.ts'

/** The display names an operator configured (TALENT_PHX_NAME), when there are any. */
export function configuredNames(context: AppContext): { regionNames?: RegionNames } {
  const names = context.config.regionNames
  return Object.keys(names).length === 0 ? {} : { regionNames: names }
}

/**
 * GET /api/regions: the configured regions, in the fixed table's order, with what every page's
 * exports name (ORGANIZATION_NAME, demo mode).
 */
export const regionsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const schema = { querystring: noQuery, response: { 200: regionsResponseSchema } }
  app.get('/api/regions', { schema }, async (request): Promise<RegionsResponse> => {
    const session = await context.sessions.load(request)
    return {
      regions: [...context.regions.values()].map((region) => ({
        id: region.id,
        label: region.label,
        signedIn: session.data.regions[region.id] !== undefined,
      })),
      organizationName: context.config.organizationName,
      demo: context.config.demo,
      minGroupSize: context.config.minGroupSize,
      ...configuredNames(context),
    }
  })
}
