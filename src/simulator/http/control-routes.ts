import type { FastifyInstance } from 'fastify'
import type { SimulatorState } from '../state.ts'
import { validBody, knownRegion } from './control-body.ts'
import { controlRequestGuard } from './control-guard.ts'
import { sendError } from './errors.ts'
import { clockBodySchema, faultsBodySchema, tokensQuerySchema } from './control-schemas.ts'
import { controlRegionRoutes } from './control-region-routes.ts'

export const CONTROL_PREFIX = '/__control'

/** Global controls: clock, faults, token counts, reset. Region controls live beside. */
export async function controlRoutes(app: FastifyInstance, { state }: { state: SimulatorState }) {
  // Before any body is read: no cross-site simple requests (control-guard.ts).
  app.addHook('onRequest', controlRequestGuard)
  // JSON only; an empty body (e.g. `POST /__control/reset`) is allowed.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body.trim() : ''
    if (text === '') return done(null, undefined)
    try {
      done(null, JSON.parse(text))
    } catch {
      done(Object.assign(new Error('The body is not valid JSON.'), { statusCode: 400 }), undefined)
    }
  })

  const clockAnswer = () => ({ now: new Date(state.clock.now()).toISOString() })

  app.get('/clock', async () => clockAnswer())

  app.post('/clock', async (request, reply) => {
    const body = validBody(clockBodySchema, request, reply)
    if (body === undefined) return reply
    state.clock.advance(body.advanceSeconds)
    return clockAnswer()
  })

  app.get('/faults', async () => state.faults.current())

  app.post('/faults', async (request, reply) => {
    const body = validBody(faultsBodySchema, request, reply)
    if (body === undefined) return reply
    state.faults.configure(body)
    return state.faults.current()
  })

  app.get('/tokens', async (request, reply) => {
    const query = tokensQuerySchema.safeParse(request.query)
    if (!query.success) return sendError(reply, 400, 'invalid_request', 'region must be one id.')
    if (query.data.region === undefined) return state.tokens.count(state.clock.now())
    const region = knownRegion(query.data.region, reply)
    if (region === undefined) return reply
    return state.tokens.count(state.clock.now(), region)
  })

  app.post('/reset', async (_request, reply) => {
    state.reset()
    return reply.code(204).send()
  })

  await app.register(controlRegionRoutes, { state })
}
