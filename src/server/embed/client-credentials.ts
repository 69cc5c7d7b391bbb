import { z } from 'zod'
import type { RegionConfig } from '../config.ts'
import { UpstreamError, failureForStatus } from '../upstream/errors.ts'
import type { UpstreamHttp } from '../upstream/http.ts'
import { SPEC_TOKEN_LIFETIME_S, TOKEN_PATH } from '../upstream/talent-client.ts'
import type { IssuedToken } from '../upstream/talent-client.ts'

/**
 * The client-credentials grant (spec, "Fetch token"): the region's Basic credential plus
 * TALENT_<ID>_CLIENT_ID / _CLIENT_SECRET. Its token acts for the tenant, not for a person, so it
 * is only ever used by the read-only embed routes (docs/decisions/0051-service-token.md).
 */

const tokenFieldsSchema = z.object({
  access_token: z.string().min(1).max(8192),
  expires_in: z.number().positive().optional(),
})
const tokenResponseSchema = z.union([z.object({ data: tokenFieldsSchema }), tokenFieldsSchema])
const errorBodySchema = z.object({ error: z.string().max(200) })

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
    const response = await http.send({
      region: region.id,
      operation: 'token',
      method: 'POST',
      url: `${region.baseUrl}${TOKEN_PATH}`,
      authorization: `Basic ${region.basicCredential}`,
      jsonBody: {
        grantType: 'client_credentials',
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
      },
    })
    const error = errorBodySchema.safeParse(response.body)
    const code = error.success ? error.data.error : undefined
    if (response.status === 200) {
      const parsed = tokenResponseSchema.safeParse(response.body)
      if (!parsed.success) {
        throw new UpstreamError('bad_response', 'token answer without an access token', {
          status: 200,
        })
      }
      const fields = 'data' in parsed.data ? parsed.data.data : parsed.data
      return {
        token: fields.access_token,
        expiresInS: Math.floor(fields.expires_in ?? SPEC_TOKEN_LIFETIME_S),
      }
    }
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      throw new ClientRefusedError(response.status, code)
    }
    throw failureForStatus(response.status, code)
  }
}
