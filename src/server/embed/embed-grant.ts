import type { FastifyReply, FastifyRequest } from 'fastify'
import { EMBED_EXPIRED_MESSAGE, NO_EMBED_SESSION_MESSAGE } from '../../domain/http/errors.ts'
import type { AppContext } from '../app-context.ts'
import type { RegionConfig } from '../config.ts'
import { ApiError } from '../http-errors.ts'
import type { EmbedGrant } from './embed-cookie.ts'

/**
 * The live embed grant of `region` for an embed data route: an expired one clears its cookie
 * and answers `401 session_expired`, none answers `401 not_signed_in` (docs/api.md).
 */
export async function requireEmbedGrant(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  region: RegionConfig,
): Promise<EmbedGrant> {
  const lookup = await context.embed.cookies.read(request, region.id)
  if (lookup.kind === 'expired') {
    context.embed.cookies.clear(reply, region.id)
    throw new ApiError(401, 'session_expired', EMBED_EXPIRED_MESSAGE)
  }
  if (lookup.kind === 'none') throw new ApiError(401, 'not_signed_in', NO_EMBED_SESSION_MESSAGE)
  return lookup.grant
}
