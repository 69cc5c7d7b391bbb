import type { FastifyReply, FastifyRequest } from 'fastify'
import { loopbackHosts } from '../../domain/http/loopback-hosts.ts'
import { sendError } from './errors.ts'

/**
 * Refuses control requests a web page on another site could send (docs/simulator.md, "Control
 * API"). A browser sends a cross-site POST without asking first only when it is a "simple"
 * request: `text/plain`, form data or no body at all. So every control POST must be
 * `application/json`, which a foreign page can send only after a CORS preflight the simulator
 * never grants; and a request that names a foreign `Origin` is refused outright. Clients that are
 * not browsers (tests, scripts, curl) send no `Origin` and are unaffected.
 *
 * DNS rebinding (a foreign name made to resolve to 127.0.0.1, so the page's own origin is the
 * foreign name) is refused by `Host`: only loopback names on the port the request came in on
 * are the simulator's own, and `Origin` must be one of those (decision 0175).
 */

const READ_METHODS = new Set(['GET', 'HEAD'])

/** The `host:port` of an `http://` Origin, lower case; '' for anything else (`null`, https, a path). */
function originHost(origin: string): string {
  const match = /^http:\/\/([^/]+)$/i.exec(origin.trim())
  return match?.[1]?.toLowerCase() ?? ''
}

/** The media type of a Content-Type header, without parameters, in lower case. */
function mediaType(header: string | undefined): string | undefined {
  return header?.split(';', 1)[0]?.trim().toLowerCase()
}

export async function controlRequestGuard(request: FastifyRequest, reply: FastifyReply) {
  const hosts = loopbackHosts(request.socket.localPort)
  if (!hosts.has((request.headers.host ?? '').toLowerCase())) {
    return sendError(
      reply,
      421,
      'misdirected_request',
      'The control API answers only on loopback names (localhost, 127.0.0.1, [::1]) with its own port.',
    )
  }
  const origin = request.headers.origin
  if (origin !== undefined && !hosts.has(originHost(origin))) {
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
