import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AUDIT_PAGE_SIZE,
  auditResponseSchema,
  DEFINITION_MAX_LENGTH,
  definitionSchema,
  definitionsResponseSchema,
  EVENT_NOTE_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
  eventSchema,
  eventsResponseSchema,
  targetSchema,
  targetsResponseSchema,
} from '../../domain/annotations/annotations.ts'
import type {
  AuditResponse,
  DefinitionsResponse,
  EventsResponse,
  OrganizationDefinition,
  Target,
  TargetsResponse,
  TrendEvent,
} from '../../domain/annotations/annotations.ts'
import {
  checkDefinitionInput,
  checkEventInput,
  checkTargetInput,
  describeVersion,
} from '../../domain/annotations/annotation-checks.ts'
import { isoDay } from '../../domain/history/history.ts'
import type { AppContext } from '../app-context.ts'
import { requestSlot } from '../request-slot.ts'
import { checkedBy, noQuery, regionParams, typedText } from '../route-schemas.ts'
import type { Actor } from '../store/audit-log.ts'
import { listChanges } from '../store/audit-log.ts'
import { createDefinitions } from '../store/definitions.ts'
import { createEvents } from '../store/events.ts'
import { createTargets } from '../store/targets.ts'
import type { Reader } from './annotation-access.ts'
import {
  annotationStore,
  definitionParams,
  metricParams,
  regionAdmin,
  regionReader,
  versionQuery,
} from './annotation-access.ts'

/** The body of an event, as docs/api.md gives it (the domain's check decides, with its sentences). */
const eventFields = z.object({
  date: z.iso.date(),
  title: typedText(EVENT_TITLE_MAX_LENGTH).check(z.minLength(1)),
  note: typedText(EVENT_NOTE_MAX_LENGTH).nullable().default(null),
  allRegions: z.boolean().default(false),
})

const eventBody = checkedBy(checkEventInput, eventFields)

/** An event's edit: the event's checks first, then the version read. */
const eventEditBody = checkedBy(
  (body) => {
    const event = checkEventInput(body)
    if (!event.ok) return event
    const version =
      typeof body === 'object' && body !== null && 'version' in body ? body.version : undefined
    const problem = describeVersion(version, false)
    return problem === undefined && typeof version === 'number'
      ? { ok: true, value: { ...event.value, version } }
      : { ok: false, message: problem ?? '' }
  },
  eventFields.extend({ version: z.int().min(1) }),
)

const definitionBody = checkedBy(
  checkDefinitionInput,
  z.object({
    text: typedText(DEFINITION_MAX_LENGTH).check(z.minLength(1)),
    version: z.int().min(0),
  }),
)

/**
 * Targets, events, the organization's definitions and the log of their changes (docs/api.md,
 * "Targets, events and definitions"; decision 0210). Reads for every user signed in to the region,
 * edits for ADMIN_EMAILS only (`403 not_admin`, checked before the request's shape); each edit
 * carries the version it read (`409 conflict` when stale). Nothing is cached: every answer reads
 * the store, so a change made through one replica is read through every other at once.
 */
export const annotationRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const targets = createTargets(context.store)
  const events = createEvents(context.store)
  const definitions = createDefinitions(context.store)
  const admin = requestSlot<Reader & { readonly actor: Actor }>(app, 'annotationAdmin')
  /** An edit's hook: an administrator of the region, before the path and body are judged. */
  const adminFirst = async (request: FastifyRequest<{ Params: { region: string } }>) => {
    admin.set(request, await regionAdmin(context, request))
  }
  const targetBody = checkedBy(
    (body) => checkTargetInput(body, isoDay(context.nowMs())),
    z.object({
      yesShare: z.number().min(0).max(100),
      targetDate: z.iso.date(),
      startDate: z.iso.date().nullable().default(null),
      version: z.int().min(0),
    }),
  )
  const read = { params: regionParams, querystring: noQuery }

  app.get(
    '/api/regions/:region/targets',
    { schema: { ...read, response: { 200: targetsResponseSchema } } },
    async (request): Promise<TargetsResponse> => {
      const { region, canEdit } = await regionReader(context, request)
      const list = await annotationStore(request, targets.list(region.id))
      return { region: region.id, canEdit, targets: list }
    },
  )
  app.put(
    '/api/regions/:region/targets/:metric',
    {
      schema: {
        params: metricParams,
        querystring: noQuery,
        body: targetBody,
        response: { 200: targetSchema },
      },
      preValidation: async (request) => adminFirst(request),
    },
    async (request): Promise<Target> => {
      const { region, actor } = admin.get(request)
      const { metric } = request.params
      return annotationStore(request, targets.put(region.id, metric, request.body, actor))
    },
  )
  app.delete(
    '/api/regions/:region/targets/:metric',
    {
      schema: { params: metricParams, querystring: versionQuery },
      preValidation: async (request) => adminFirst(request),
    },
    async (request, reply) => {
      const { region, actor } = admin.get(request)
      const { metric } = request.params
      const { version } = request.query
      await annotationStore(request, targets.remove(region.id, metric, version, actor))
      return reply.code(204).send()
    },
  )

  app.get(
    '/api/regions/:region/events',
    { schema: { ...read, response: { 200: eventsResponseSchema } } },
    async (request): Promise<EventsResponse> => {
      const { region, canEdit } = await regionReader(context, request)
      const list = await annotationStore(request, events.list(region.id))
      return { region: region.id, canEdit, events: list }
    },
  )
  app.post(
    '/api/regions/:region/events',
    {
      schema: {
        params: regionParams,
        querystring: noQuery,
        body: eventBody,
        response: { 201: eventSchema },
      },
      preValidation: async (request) => adminFirst(request),
    },
    async (request, reply) => {
      const { region, actor } = admin.get(request)
      const created: TrendEvent = await annotationStore(
        request,
        events.add(region.id, request.body, actor),
      )
      return reply.code(201).send(created)
    },
  )
  app.put(
    '/api/regions/:region/events/:id',
    {
      schema: {
        params: regionParams.extend({ id: z.string() }),
        querystring: noQuery,
        body: eventEditBody,
        response: { 200: eventSchema },
      },
      preValidation: async (request) => adminFirst(request),
    },
    async (request): Promise<TrendEvent> => {
      const { region, actor } = admin.get(request)
      const { version, ...input } = request.body
      return annotationStore(
        request,
        events.put(region.id, request.params.id, input, version, actor),
      )
    },
  )
  app.delete(
    '/api/regions/:region/events/:id',
    {
      schema: { params: regionParams.extend({ id: z.string() }), querystring: versionQuery },
      preValidation: async (request) => adminFirst(request),
    },
    async (request, reply) => {
      const { region, actor } = admin.get(request)
      const { version } = request.query
      await annotationStore(request, events.remove(region.id, request.params.id, version, actor))
      return reply.code(204).send()
    },
  )

  app.get(
    '/api/regions/:region/definitions',
    { schema: { ...read, response: { 200: definitionsResponseSchema } } },
    async (request): Promise<DefinitionsResponse> => {
      const { canEdit } = await regionReader(context, request)
      return { canEdit, definitions: await annotationStore(request, definitions.list()) }
    },
  )
  app.put(
    '/api/regions/:region/definitions/:metric/:language',
    {
      schema: {
        params: definitionParams,
        querystring: noQuery,
        body: definitionBody,
        response: { 200: definitionSchema },
      },
      preValidation: async (request) => adminFirst(request),
    },
    async (request): Promise<OrganizationDefinition> => {
      const { actor } = admin.get(request)
      const { metric, language } = request.params
      return annotationStore(request, definitions.put(metric, language, request.body, actor))
    },
  )
  app.delete(
    '/api/regions/:region/definitions/:metric/:language',
    {
      schema: { params: definitionParams, querystring: versionQuery },
      preValidation: async (request) => adminFirst(request),
    },
    async (request, reply) => {
      const { actor } = admin.get(request)
      const { metric, language } = request.params
      const { version } = request.query
      await annotationStore(request, definitions.remove(metric, language, version, actor))
      return reply.code(204).send()
    },
  )

  app.get(
    '/api/regions/:region/audit',
    { schema: { ...read, response: { 200: auditResponseSchema } } },
    async (request): Promise<AuditResponse> => {
      const { region } = await regionAdmin(context, request)
      const entries = await annotationStore(
        request,
        listChanges(context.store, region.id, AUDIT_PAGE_SIZE),
      )
      return { region: region.id, entries }
    },
  )
}
