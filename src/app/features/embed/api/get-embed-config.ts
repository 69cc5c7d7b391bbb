import { queryOptions } from '@tanstack/react-query'
import { embedApiPaths, embedConfigSchema, type EmbedConfig } from '../../../../domain/embed.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { embedQueryKeys } from './embed-query-keys.ts'

/** GET /api/embed/config: the origins allowed to frame the app, and whether signed links are on. */
export function getEmbedConfig(signal?: AbortSignal): Promise<EmbedConfig> {
  return apiRequest(embedApiPaths.config(), embedConfigSchema, { signal })
}

export function embedConfigQueryOptions() {
  return queryOptions({
    queryKey: embedQueryKeys.config(),
    queryFn: ({ signal }) => getEmbedConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
