import type { FastifyReply } from 'fastify'
import type { EmbedErrorCode } from '../../domain/embed.ts'

/** Status and readable text of each embed error (docs/embedding.md, "Errors"). */
export const EMBED_ERRORS: Readonly<Record<EmbedErrorCode, { status: number; message: string }>> = {
  embed_disabled: {
    status: 404,
    message: 'Signed embed links are not enabled on this server.',
  },
  embed_link_invalid: {
    status: 401,
    message: 'This embed link is not valid. Ask the portal for a new link.',
  },
  embed_link_expired: {
    status: 401,
    message: 'This embed link has expired. Reload the portal page to get a new one.',
  },
  embed_link_used: {
    status: 401,
    message: 'This embed link has already been used. Reload the portal page to get a new one.',
  },
  embed_link_wrong_region: {
    status: 403,
    message: 'This embed link was issued for another region.',
  },
  embed_region_unavailable: {
    status: 503,
    message: 'Embedded views are not set up for this region.',
  },
}

/** Answers `{"error", "message"}` with the code's status. */
export function sendEmbedError(reply: FastifyReply, code: EmbedErrorCode): FastifyReply {
  const { status, message } = EMBED_ERRORS[code]
  return reply.code(status).send({ error: code, message })
}
