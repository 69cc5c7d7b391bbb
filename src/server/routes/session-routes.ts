import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  sessionSchema,
  sessionsResponseSchema,
  signInRequestSchema,
} from '../../domain/http/contract.ts'
import type { SessionInfo, SessionsResponse, SignInRequest } from '../../domain/http/contract.ts'
import { fieldProblems, signInProblemSentence } from '../../domain/http/request-problems.ts'
import type { AppContext } from '../app-context.ts'
import { configuredRegion, invalidateQuietly } from '../app-context.ts'
import { checkedBy, noQuery, regionParams } from '../route-schemas.ts'
import type { Check } from '../route-schemas.ts'
import { regionEntries } from '../session/session-data.ts'
import { signIn } from './sign-in.ts'

const isoFromS = (seconds: number) => new Date(seconds * 1000).toISOString()

/** The sign-in body: a refusal names each field's problem with the table's sentences (decision 0177). */
function checkSignIn(body: unknown): Check<SignInRequest> {
  const parsed = signInRequestSchema.safeParse(body)
  if (parsed.success) return { ok: true, value: parsed.data }
  return { ok: false, message: signInProblemSentence(fieldProblems(parsed.error.issues)) }
}

const signInBody = checkedBy(checkSignIn, signInRequestSchema)

/** POST/GET/DELETE /api/session and DELETE /api/session/:region. */
export const sessionRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.post(
    '/api/session',
    { schema: { querystring: noQuery, body: signInBody, response: { 200: sessionSchema } } },
    async (request, reply) => {
      const { region, email, apiKey } = request.body
      return signIn(context, request, reply, configuredRegion(context, region), email, apiKey)
    },
  )

  const sessionsSchema = { querystring: noQuery, response: { 200: sessionsResponseSchema } }
  app.get(
    '/api/session',
    { schema: sessionsSchema },
    async (request): Promise<SessionsResponse> => {
      const session = await context.sessions.load(request)
      const sessions: SessionInfo[] = regionEntries(session.data)
        .filter(([id]) => context.regions.has(id))
        .map(([id, entry]) => ({
          region: id,
          email: entry.email,
          expiresAt: isoFromS(entry.expiresAt),
        }))
      return { sessions }
    },
  )

  const regionSchema = { params: regionParams, querystring: noQuery }
  app.delete('/api/session/:region', { schema: regionSchema }, async (request, reply) => {
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

  app.delete('/api/session', { schema: { querystring: noQuery } }, async (request, reply) => {
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
