import type { FastifyReply, FastifyRequest } from 'fastify'
import { sendError } from './errors.ts'
import { credentialOf } from './headers.ts'

const CHALLENGE = 'Bearer realm="talent-platform"'

/** The Bearer token of a request, or `undefined` after answering 401. */
export function requireBearer(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const token = credentialOf(request.headers.authorization, 'Bearer')
  if (token === undefined) {
    reply.header('www-authenticate', CHALLENGE)
    sendError(reply, 401, 'unauthorized', 'An Authorization: Bearer <token> header is required.')
  }
  return token
}

export const FORBIDDEN_MESSAGES = {
  expired: 'The access token has expired. Request a new token.',
  invalidated: 'The access token has been invalidated. Request a new token.',
  unknown: 'The access token is not recognised in this region.',
} as const
