import type { FastifyInstance } from 'fastify'
import { registerEmbedDataRoutes } from './embed-data-routes.ts'
import type { AppContext } from '../app-context.ts'
import { registerEmbedSessionRoutes } from './embed-session-routes.ts'

/** Every /api/embed route. They sit behind the same request guards (Origin, X-CSRF) as the rest. */
export function registerEmbedRoutes(app: FastifyInstance, context: AppContext): void {
  registerEmbedSessionRoutes(app, context)
  registerEmbedDataRoutes(app, context)
}
