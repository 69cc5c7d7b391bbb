import type { RegionId } from '../domain/regions/regions.ts'

/** Region `<id>`'s Basic credential pair: `<id>-client` / `<id>-secret`. */
export function basicPair(id: RegionId): string {
  return `${id}-client:${id}-secret`
}

/** The value after `Basic ` for region `<id>`: base64 of `<id>-client:<id>-secret`. */
export function basicCredentialFor(id: RegionId): string {
  return Buffer.from(basicPair(id), 'utf8').toString('base64')
}

/** The pre-provisioned client-credentials pair of a region. */
export function portalClient(id: RegionId): { clientId: string; clientSecret: string } {
  return { clientId: `${id}-portal`, clientSecret: `${id}-portal-secret` }
}
