import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * What a route's `preValidation` hook found (the signed-in region, the administrator), for its
 * handler. Those hooks run the checks that answer before the request's shape is judged (`401`,
 * `403 not_admin`, budgets), as the contract orders them; the handler runs after the schema.
 * A request decorator of the plugin that declares it (Fastify's getDecorator/setDecorator).
 */
export interface RequestSlot<T> {
  readonly set: (request: FastifyRequest, value: T) => void
  readonly get: (request: FastifyRequest) => T
}

export function requestSlot<T>(app: FastifyInstance, name: string): RequestSlot<T> {
  app.decorateRequest(name, null)
  return {
    set: (request, value) => request.setDecorator(name, value),
    get: (request) => {
      const value = request.getDecorator<T | null>(name)
      if (value === null) throw new Error(`the route's preValidation hook did not set ${name}`)
      return value
    },
  }
}
