import type { FastifyReply, FastifyRequest } from 'fastify'
import { sendError } from './errors.ts'

/**
 * Refuses control requests a web page on another site could send (docs/simulator.md, "Control
 * API"). A browser sends a cross-site POST without asking first only when it is a "simple"
 * request: `text/plain`, form data or no body at all. So every control POST must be
 * `application/json`, which a foreign page can send only after a CORS preflight the simulator
 * never grants; and a request that names a foreign `Origin` is refused outright. Clients that are
 * not browsers (tests, scripts, curl) send no `Origin` and are unaffected.
 */

const READ_METHODS = new Set(['GET', 'HEAD'])

/** The media type of a Content-Type header, without parameters, in lower case. */
function mediaType(header: string | undefined): string | undefined {
  return header?.split(';', 1)[0]?.trim().toLowerCase()
}

/** `http://<Host>` as this request reached the simulator. */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`.toLowerCase()
}

export async function controlRequestGuard(request: FastifyRequest, reply: FastifyReply) {
  const origin = request.headers.origin
  if (origin !== undefined && origin.toLowerCase() !== ownOrigin(request)) {
    return sendError(
      reply,
      403,
      'forbidden_origin',
      'The control API does not answer requests from other sites.',
    )
  }
  if (
    !READ_METHODS.has(request.method) &&
    mediaType(request.headers['content-type']) !== 'application/json'
  ) {
    return sendError(
      reply,
      415,
      'unsupported_media_type',
      'Control requests must be sent as JSON (Content-Type: application/json), even without a body.',
    )
  }
  return undefined
}
