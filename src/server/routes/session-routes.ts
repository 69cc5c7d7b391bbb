import type { FastifyInstance } from 'fastify'
import { signInRequestSchema } from '../../domain/http/contract.ts'
import type { SessionInfo, SessionsResponse } from '../../domain/http/contract.ts'
import { fieldProblems, signInProblemSentence } from '../../domain/http/request-problems.ts'
import type { AppContext } from '../app-context.ts'
import { configuredRegion, invalidateQuietly } from '../app-context.ts'
import { ApiError } from '../http-errors.ts'
import { regionEntries } from '../session/session-data.ts'
import { signIn } from './sign-in.ts'

const isoFromS = (seconds: number) => new Date(seconds * 1000).toISOString()

/** POST/GET/DELETE /api/session and DELETE /api/session/:region. */
export function registerSessionRoutes(app: FastifyInstance, context: AppContext): void {
  app.post('/api/session', async (request, reply) => {
    const parsed = signInRequestSchema.safeParse(request.body)
    if (!parsed.success) {
      // The table's sentences, never zod's (decision 0177).
      const message = signInProblemSentence(fieldProblems(parsed.error.issues))
      throw new ApiError(400, 'invalid_request', message)
    }
    const region = configuredRegion(context, parsed.data.region)
    return signIn(context, request, reply, region, parsed.data.email, parsed.data.apiKey)
  })

  app.get('/api/session', async (request): Promise<SessionsResponse> => {
    const session = await context.sessions.load(request)
    const sessions: SessionInfo[] = regionEntries(session.data)
      .filter(([id]) => context.regions.has(id))
      .map(([id, entry]) => ({
        region: id,
        email: entry.email,
        expiresAt: isoFromS(entry.expiresAt),
      }))
    return { sessions }
  })

  app.delete<{ Params: { region: string } }>('/api/session/:region', async (request, reply) => {
    const region = configuredRegion(context, request.params.region)
    const session = await context.sessions.load(request)
    const entry = session.data.regions[region.id]
    if (entry !== undefined) {
      await context.sessions.revoke(request, region.id)
      await invalidateQuietly(context, request.log, [
        { region, token: entry.token, reason: 'sign-out' },
      ])
    }
    return reply.code(204).send()
  })

  app.delete('/api/session', async (request, reply) => {
    const session = await context.sessions.load(request)
    const tokens = regionEntries(session.data).flatMap(([id, entry]) => {
      const region = context.regions.get(id)
      return region === undefined ? [] : [{ region, token: entry.token, reason: 'sign-out' }]
    })
    await context.sessions.revoke(request, 'all')
    await invalidateQuietly(context, request.log, tokens)
    return reply.code(204).send()
  })
}
