import type { FastifyInstance } from 'fastify'
import type { RegionId } from '../../domain/regions/regions.ts'
import type { SimulatorState } from '../state.ts'
import { FORBIDDEN_MESSAGES, requireBearer } from './bearer.ts'
import { sendError } from './errors.ts'
import { faultHook } from './fault-hook.ts'
import { handleAuthenticate } from './authenticate.ts'

const AUTHENTICATE_PATH = '/oauth/v1/authenticate'
const INVALIDATE_PATH = '/oauth/v1/invalidate'
const ORG_INFO_PATH = '/api/v2/core/organization-info'

export interface RegionRoutesOptions {
  state: SimulatorState
  region: RegionId
}

/** The upstream API of one region, registered under the prefix `/<id>`. */
export async function regionRoutes(app: FastifyInstance, { state, region }: RegionRoutesOptions) {
  // Bodies are read as text so the handlers decide the order of checks (Basic → 415 → 400).
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body))
  app.addHook('onRequest', faultHook(state.faults))

  app.post(AUTHENTICATE_PATH, (request, reply) => handleAuthenticate(state, region, request, reply))

  app.post(INVALIDATE_PATH, async (request, reply) => {
    const token = requireBearer(request, reply)
    if (token === undefined) return reply
    const result = state.tokens.invalidate(region, token, state.clock.now())
    if (result === 'unknown') return sendError(reply, 403, 'forbidden', FORBIDDEN_MESSAGES.unknown)
    return reply.code(204).send()
  })

  app.get(ORG_INFO_PATH, async (request, reply) => {
    const token = requireBearer(request, reply)
    if (token === undefined) return reply
    const tokenState = state.tokens.inspect(region, token, state.clock.now())
    if (tokenState !== 'valid') {
      return sendError(reply, 403, 'forbidden', FORBIDDEN_MESSAGES[tokenState])
    }
    const { envelope, organizationInfo } = state.tenants[region].dataset
    return reply.code(200).send(envelope ? { data: organizationInfo } : organizationInfo)
  })
}
