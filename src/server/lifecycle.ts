import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when shutdown starts: /readyz answers 503 from then on. */
    readonly lifecycle: { shuttingDown: boolean }
  }
}

/**
 * Shutdown that finishes (decision 0163). From the moment shutdown starts (`lifecycle.shuttingDown`,
 * set by main.ts on SIGTERM and by `close()` in any case), every answer carries `Connection:
 * close`: a request in flight on a kept-alive connection gets its answer and then the connection
 * ends, so the server's close does not wait for idle keep-alive timeouts. Requests that arrive
 * during the close are answered by their routes, through every hook (Fastify's own 503 body is
 * off: `return503OnClosing: false`); /readyz says not ready.
 */
export function registerLifecycle(app: FastifyInstance): void {
  app.decorate('lifecycle', { shuttingDown: false })
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.lifecycle.shuttingDown) reply.header('connection', 'close')
    done(null, payload)
  })
  app.addHook('preClose', (done) => {
    app.lifecycle.shuttingDown = true
    done()
  })
}
