import { queryOptions } from '@tanstack/react-query'
import {
  embedApiPaths,
  embedConfigSchema,
  type EmbedConfig,
} from '../../../../domain/http/embed.ts'
import { adoptRegionNames } from '../../../../domain/regions/region-names.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { embedQueryKeys } from './embed-query-keys.ts'

/**
 * GET /api/embed/config: the origins allowed to frame the app, whether signed links are on, and the
 * display names an operator gave the regions (the view names its region so).
 */
async function getEmbedConfig(signal?: AbortSignal): Promise<EmbedConfig> {
  const config = await apiRequest(embedApiPaths.config(), embedConfigSchema, { signal })
  adoptRegionNames(config.regionNames)
  return config
}

export function embedConfigQueryOptions() {
  return queryOptions({
    queryKey: embedQueryKeys.config(),
    queryFn: ({ signal }) => getEmbedConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
