import type { FastifyInstance } from 'fastify'
import type { SimulatorState } from '../state.ts'
import { addUser, normalizeEmail, resetClientSecret, rotateApiKey } from '../tenant.ts'
import { knownRegion, validBody } from './control-body.ts'
import {
  addUserBodySchema,
  clientCredentialsBodySchema,
  datasetBodySchema,
} from './control-schemas.ts'
import { sendError } from './errors.ts'

interface RegionParams {
  region: string
}

/** Per-region controls under `/__control/regions/<id>/`. */
export async function controlRegionRoutes(
  app: FastifyInstance,
  { state }: { state: SimulatorState },
) {
  app.post<{ Params: RegionParams }>('/regions/:region/users', async (request, reply) => {
    const region = knownRegion(request.params.region, reply)
    if (region === undefined) return reply
    const body = validBody(addUserBodySchema, request, reply)
    if (body === undefined) return reply
    const apiKey = addUser(state.tenants[region], body.email, body.apiKey)
    if (apiKey === undefined) {
      return sendError(reply, 409, 'user_exists', 'A user with this e-mail address exists.')
    }
    return reply.code(201).send({ email: normalizeEmail(body.email), apiKey })
  })

  app.post<{ Params: RegionParams & { email: string } }>(
    '/regions/:region/users/:email/rotate-api-key',
    async (request, reply) => {
      const region = knownRegion(request.params.region, reply)
      if (region === undefined) return reply
      const apiKey = rotateApiKey(state.tenants[region], request.params.email)
      if (apiKey === undefined) {
        return sendError(reply, 404, 'unknown_user', 'No user with this e-mail address.')
      }
      const subject = { kind: 'user', id: normalizeEmail(request.params.email) } as const
      state.tokens.invalidateSubject(region, subject, state.clock.now())
      return { apiKey }
    },
  )

  app.post<{ Params: RegionParams }>(
    '/regions/:region/client-credentials',
    async (request, reply) => {
      const region = knownRegion(request.params.region, reply)
      if (region === undefined) return reply
      const body = validBody(clientCredentialsBodySchema, request, reply)
      if (body === undefined) return reply
      state.tenants[region].clientCredentialsEnabled = body.enabled
      return { enabled: body.enabled }
    },
  )

  app.post<{ Params: RegionParams & { clientId: string } }>(
    '/regions/:region/clients/:clientId/reset-secret',
    async (request, reply) => {
      const region = knownRegion(request.params.region, reply)
      if (region === undefined) return reply
      const { clientId } = request.params
      const clientSecret = resetClientSecret(state.tenants[region], clientId)
      if (clientSecret === undefined) {
        return sendError(reply, 404, 'unknown_client', 'No client with this client id.')
      }
      state.tokens.invalidateSubject(region, { kind: 'client', id: clientId }, state.clock.now())
      return { clientSecret }
    },
  )

  app.post<{ Params: RegionParams }>('/regions/:region/dataset', async (request, reply) => {
    const region = knownRegion(request.params.region, reply)
    if (region === undefined) return reply
    const body = validBody(datasetBodySchema, request, reply)
    if (body === undefined) return reply
    state.tenants[region].dataset = body
    return body
  })
}
