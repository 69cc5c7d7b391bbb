import type { OrganizationInfo } from '../../domain/metrics/organization-info.ts'
import type { RegionConfig } from '../config.ts'
import type { ServiceTokenCache } from '../embed/service-token-cache.ts'
import type { OrganizationInfoService } from '../organization-info/org-info-service.ts'

/** The service token was refused upstream (expired or revoked): forgotten, the next try gets a new one. */
class ServiceTokenRejectedError extends Error {
  override readonly name = 'ServiceTokenRejectedError'
  readonly kind = 'token_rejected'
}

/**
 * Reads a region's normalized Organization Info with the region's service token (the spec's
 * machine-to-machine grant), through the same service as user reads, so suppression is the same.
 */
export function serviceTokenReader(
  serviceTokens: ServiceTokenCache,
  organizationInfo: OrganizationInfoService,
): (region: RegionConfig) => Promise<OrganizationInfo> {
  return async (region) => {
    const token = await serviceTokens.get(region)
    const result = await organizationInfo.get(region, token)
    if (result.kind === 'ok') return result.info
    serviceTokens.reject(region, token)
    throw new ServiceTokenRejectedError(`the service token of ${region.id} was refused`)
  }
}
