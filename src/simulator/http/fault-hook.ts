import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import type { FaultInjector } from '../faults.ts'
import { sendError } from './errors.ts'

/** A body that starts like the real answers but is cut off: not parseable JSON. */
export const MALFORMED_BODY = '{"data":{"access_token":"'

/**
 * onRequest hook of the region routes: injects the configured fault into this answer.
 * Callback style (no promise) so the no-fault path costs next to nothing.
 */
export function faultHook(faults: FaultInjector) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const mode = faults.next()
    switch (mode) {
      case 'none':
        done()
        return
      case 'latency':
        setTimeout(done, faults.current().latencyMs)
        return
      case 'error':
        sendError(reply, 503, 'service_unavailable', 'Injected fault: service unavailable.')
        return
      case 'malformed':
        reply.code(200).type('application/json; charset=utf-8').send(MALFORMED_BODY)
        return
      case 'reset':
        reply.hijack()
        request.raw.socket.destroy()
        return
    }
  }
}
