import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'

/** Sends the simulator's error body `{"error","message"}`. */
export function sendError(
  reply: FastifyReply,
  status: number,
  error: string,
  message: string,
): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ error, message })
}

function isFastifyError(value: unknown): value is FastifyError {
  return value instanceof Error && 'code' in value
}

/** Turns framework errors (body too large, bad JSON on the control API, …) into JSON errors. */
export function handleError(error: unknown, _request: FastifyRequest, reply: FastifyReply) {
  if (isFastifyError(error) && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return sendError(reply, 413, 'payload_too_large', 'The request body is too large.')
  }
  if (isFastifyError(error) && error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return sendError(reply, 415, 'invalid_request', 'Content-Type must be application/json.')
  }
  const status = isFastifyError(error) ? (error.statusCode ?? 500) : 500
  if (status >= 400 && status < 500) {
    return sendError(reply, status, 'invalid_request', 'The request could not be read.')
  }
  return sendError(reply, 500, 'internal_error', 'The simulator failed to answer.')
}

export function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 404, 'not_found', `No route for ${request.method} ${request.url}.`)
}
