import type { FastifyReply, FastifyRequest } from 'fastify'
import type { RegionId } from '../../domain/regions/regions.ts'
import { basicPair } from '../credentials.ts'
import { secretsEqual } from '../secrets.ts'
import type { SimulatorState } from '../state.ts'
import { normalizeEmail, verifyClient, verifyUser } from '../tenant.ts'
import { TOKEN_LIFETIME_S } from '../token-store.ts'
import type { TokenSubject } from '../token-store.ts'
import { sendError } from './errors.ts'
import { credentialOf, decodeBasic, isJsonContentType } from './headers.ts'
import { parseTokenRequest } from './token-requests.ts'

/** `POST <base>/oauth/v1/authenticate`: both grants (docs/decisions/0010-token-endpoint-errors.md). */
export async function handleAuthenticate(
  state: SimulatorState,
  region: RegionId,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const basic = credentialOf(request.headers.authorization, 'Basic')
  const pair = basic === undefined ? undefined : decodeBasic(basic)
  if (pair === undefined || !secretsEqual(pair, basicPair(region))) {
    reply.header('www-authenticate', `Basic realm="${region}"`)
    return sendError(
      reply,
      401,
      'invalid_client',
      'A valid Basic Authorization header for this region is required.',
    )
  }
  if (!isJsonContentType(request.headers['content-type'])) {
    return sendError(reply, 415, 'invalid_request', 'Content-Type must be application/json.')
  }
  const body = typeof request.body === 'string' ? request.body : undefined
  const parsed = parseTokenRequest(body)
  if (!parsed.ok) return sendError(reply, 400, parsed.error, parsed.message)

  const tenant = state.tenants[region]
  let subject: TokenSubject
  if (parsed.request.kind === 'password') {
    if (!verifyUser(tenant, parsed.request.username, parsed.request.password)) {
      return sendError(reply, 400, 'invalid_grant', 'The e-mail address or API key is not valid.')
    }
    subject = { kind: 'user', id: normalizeEmail(parsed.request.username) }
  } else {
    if (!tenant.clientCredentialsEnabled) {
      return sendError(
        reply,
        400,
        'unauthorized_client',
        'The client credentials grant is not enabled for this tenant.',
      )
    }
    if (!verifyClient(tenant, parsed.request.clientId, parsed.request.clientSecret)) {
      reply.header('www-authenticate', `Basic realm="${region}"`)
      return sendError(reply, 401, 'invalid_client', 'The client id or client secret is not valid.')
    }
    subject = { kind: 'client', id: parsed.request.clientId }
  }

  const accessToken = state.tokens.issue(region, subject, state.clock.now())
  reply.header('cache-control', 'no-store')
  return reply.code(200).send({
    data: {
      access_token: accessToken,
      expires_in: TOKEN_LIFETIME_S,
      scope: 'global',
      token_type: 'Bearer',
    },
  })
}
