import { setTimeout as delay } from 'node:timers/promises'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FaultInjector } from '../faults.ts'
import { sendError } from './errors.ts'

/** A body that starts like the real answers but is cut off: not parseable JSON. */
export const MALFORMED_BODY = '{"data":{"access_token":"'

/** onRequest hook of the region routes: injects the configured fault into this answer. */
export async function injectFault(
  faults: FaultInjector,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const mode = faults.next()
  switch (mode) {
    case 'none':
      return
    case 'latency':
      await delay(faults.current().latencyMs)
      return
    case 'error':
      return sendError(reply, 503, 'service_unavailable', 'Injected fault: service unavailable.')
    case 'malformed':
      return reply.code(200).type('application/json; charset=utf-8').send(MALFORMED_BODY)
    case 'reset':
      reply.hijack()
      request.raw.socket.destroy()
      return reply
  }
}
