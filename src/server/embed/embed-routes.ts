import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../app-context.ts'
import { embedDataRoutes } from './embed-data-routes.ts'
import { embedSessionRoutes } from './embed-session-routes.ts'

/** Every /api/embed route. They sit behind the same request guards (Origin, X-CSRF) as the rest. */
export const embedRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, options) => {
  await app.register(embedSessionRoutes, options)
  await app.register(embedDataRoutes, options)
}
