import { z } from 'zod'
import type { RegionConfig } from '../config.ts'
import { UpstreamError, failureForStatus } from './errors.ts'
import type { UpstreamHttp } from './http.ts'

/** The spec's token lifetime, used when an answer omits `expires_in`. */
const SPEC_TOKEN_LIFETIME_S = 864_000
export const TOKEN_PATH = '/oauth/v1/authenticate'

const tokenFieldsSchema = z.object({
  access_token: z.string().min(1).max(8192),
  expires_in: z.number().positive().optional(),
})
/** Tolerant: `data` envelope (as the spec shows) or bare; extra fields ignored. */
const tokenResponseSchema = z.union([z.object({ data: tokenFieldsSchema }), tokenFieldsSchema])

const errorBodySchema = z.object({ error: z.string().max(200) })

export interface IssuedToken {
  readonly token: string
  readonly expiresInS: number
}

/** Outcome of a password grant the route maps to its answer. */
type TokenResult =
  | { readonly kind: 'issued'; readonly token: IssuedToken }
  | { readonly kind: 'invalid_credentials' }

type OrganizationInfoResult =
  { readonly kind: 'ok'; readonly body: unknown } | { readonly kind: 'token_rejected' }

function upstreamCode(body: unknown): string | undefined {
  const parsed = errorBodySchema.safeParse(body)
  return parsed.success ? parsed.data.error : undefined
}

/**
 * The upstream refused the client-credentials grant (wrong id/secret, grant not enabled, no pair
 * configured): configuration, not load.
 */
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

/** What the token endpoint said: a token, or a refusal (400/401/403) for the grant to judge. */
type TokenEndpointAnswer =
  | { readonly kind: 'issued'; readonly token: IssuedToken }
  | { readonly kind: 'refused'; readonly status: number; readonly code: string | undefined }

/**
 * One call of the token endpoint (spec, "Fetch token") with the region's Basic credential, for
 * either grant. Other failures (5xx, network, an answer without a token) are thrown as
 * UpstreamError.
 */
async function requestToken(
  http: UpstreamHttp,
  region: RegionConfig,
  grant: Record<string, string>,
): Promise<TokenEndpointAnswer> {
  const response = await http.send({
    region: region.id,
    operation: 'token',
    method: 'POST',
    url: `${region.baseUrl}${TOKEN_PATH}`,
    authorization: `Basic ${region.basicCredential}`,
    jsonBody: grant,
  })
  const code = upstreamCode(response.body)
  if (response.status === 200) {
    const parsed = tokenResponseSchema.safeParse(response.body)
    if (!parsed.success) {
      throw new UpstreamError('bad_response', 'token answer without an access token', {
        status: 200,
      })
    }
    const fields = 'data' in parsed.data ? parsed.data.data : parsed.data
    return {
      kind: 'issued',
      token: {
        token: fields.access_token,
        expiresInS: Math.floor(fields.expires_in ?? SPEC_TOKEN_LIFETIME_S),
      },
    }
  }
  if (response.status === 400 || response.status === 401 || response.status === 403) {
    return { kind: 'refused', status: response.status, code }
  }
  throw failureForStatus(response.status, code)
}

export interface TalentClient {
  /** Password grant with the region's Basic credential. The API key is used here only. */
  fetchToken(region: RegionConfig, email: string, apiKey: string): Promise<TokenResult>
  /**
   * Client-credentials grant with the region's Basic credential and TALENT_<ID>_CLIENT_ID /
   * _CLIENT_SECRET. Its token acts for the tenant, not a person, so only the read-only embed
   * routes use it (docs/decisions/0051-service-token.md). Throws ClientRefusedError on a refusal.
   */
  fetchServiceToken(region: RegionConfig): Promise<IssuedToken>
  fetchOrganizationInfo(region: RegionConfig, token: string): Promise<OrganizationInfoResult>
  invalidateToken(region: RegionConfig, token: string): Promise<void>
}

export function createTalentClient(
  http: UpstreamHttp,
  paths: { orgInfoPath: string; invalidatePath: string },
): TalentClient {
  return {
    async fetchToken(region, email, apiKey) {
      const answer = await requestToken(http, region, {
        grantType: 'password',
        username: email,
        password: apiKey,
      })
      if (answer.kind === 'issued') return answer
      // invalid_client means the region's Basic credential is wrong: a configuration problem,
      // not the user's. Everything else the token endpoint refuses with 400/401 is the user's.
      if ((answer.status === 400 || answer.status === 401) && answer.code !== 'invalid_client') {
        return { kind: 'invalid_credentials' }
      }
      throw failureForStatus(answer.status, answer.code)
    },

    async fetchServiceToken(region) {
      const credentials = region.clientCredentials
      if (credentials === undefined) throw new ClientRefusedError(0, 'not_configured')
      const answer = await requestToken(http, region, {
        grantType: 'client_credentials',
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
      })
      if (answer.kind === 'refused') throw new ClientRefusedError(answer.status, answer.code)
      return answer.token
    },

    async fetchOrganizationInfo(region, token) {
      const response = await http.send({
        region: region.id,
        operation: 'organization_info',
        method: 'GET',
        url: `${region.baseUrl}${paths.orgInfoPath}`,
        authorization: `Bearer ${token}`,
      })
      if (response.status === 200) {
        if (typeof response.body !== 'object' || response.body === null) {
          throw new UpstreamError('bad_response', 'Organization Info answer is not a JSON object', {
            status: 200,
          })
        }
        return { kind: 'ok', body: response.body }
      }
      // The spec: an expired token gets 403; invalidated tokens stop being accepted (403 or 401).
      if (response.status === 403 || response.status === 401) return { kind: 'token_rejected' }
      throw failureForStatus(response.status, upstreamCode(response.body))
    },

    async invalidateToken(region, token) {
      const response = await http.send({
        region: region.id,
        operation: 'invalidate',
        method: 'POST',
        url: `${region.baseUrl}${paths.invalidatePath}`,
        authorization: `Bearer ${token}`,
      })
      // 2xx: invalidated. 401/403: the token was already unusable, which is what we wanted.
      if (
        (response.status >= 200 && response.status < 300) ||
        response.status === 401 ||
        response.status === 403
      ) {
        return
      }
      throw failureForStatus(response.status, upstreamCode(response.body))
    },
  }
}
