import type { FastifyReply, FastifyRequest } from 'fastify'

/** Sends the simulator's error body `{"error","message"}`. */
export function sendError(
  reply: FastifyReply,
  status: number,
  error: string,
  message: string,
): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ error, message })
}

function codeOf(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined
}

function statusOf(error: unknown): number {
  return error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number'
    ? error.statusCode
    : 500
}

/**
 * Turns framework errors (body too large, bad JSON on the control API, …) into JSON errors.
 * Client-error messages come from Fastify or the simulator and never carry request content.
 */
export function handleError(error: unknown, _request: FastifyRequest, reply: FastifyReply) {
  const code = codeOf(error)
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return sendError(reply, 413, 'payload_too_large', 'The request body is too large.')
  }
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return sendError(reply, 415, 'invalid_request', 'Content-Type must be application/json.')
  }
  const status = statusOf(error)
  if (status >= 400 && status < 500 && error instanceof Error) {
    return sendError(reply, status, 'invalid_request', error.message)
  }
  return sendError(reply, 500, 'internal_error', 'The simulator failed to answer.')
}

export function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 404, 'not_found', `No route for ${request.method} ${request.url}.`)
}
