import type { RegionConfig } from '../config.ts'
import type { UpstreamHttp } from '../upstream/http.ts'
import { requestToken, type IssuedToken } from '../upstream/talent-client.ts'

/**
 * The client-credentials grant (spec, "Fetch token"): the region's Basic credential plus
 * TALENT_<ID>_CLIENT_ID / _CLIENT_SECRET. Its token acts for the tenant, not for a person, so it
 * is only ever used by the read-only embed routes (docs/decisions/0051-service-token.md).
 */

/** The upstream refused the client (wrong id/secret, grant not enabled): configuration, not load. */
export class ClientRefusedError extends Error {
  override readonly name = 'ClientRefusedError'
  readonly status: number
  readonly upstreamCode: string | undefined

  constructor(status: number, upstreamCode: string | undefined) {
    super(`the token endpoint refused the client credentials (${status})`)
    this.status = status
    this.upstreamCode = upstreamCode
  }
}

export type ServiceTokenFetcher = (region: RegionConfig) => Promise<IssuedToken>

export function createClientCredentialsFetcher(http: UpstreamHttp): ServiceTokenFetcher {
  return async (region) => {
    const credentials = region.clientCredentials
    if (credentials === undefined) throw new ClientRefusedError(0, 'not_configured')
    const answer = await requestToken(http, region, {
      grantType: 'client_credentials',
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
    })
    // Any refusal of the client (wrong pair, grant not enabled) is configuration, not load.
    if (answer.kind === 'refused') throw new ClientRefusedError(answer.status, answer.code)
    return answer.token
  }
}
