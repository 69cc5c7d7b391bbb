import type { FastifyInstance } from 'fastify'
import { AUDIT_PAGE_SIZE } from '../../domain/annotations/annotations.ts'
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
import { isLanguage } from '../../domain/text/languages.ts'
import type { AppContext } from '../app-context.ts'
import { ApiError } from '../http-errors.ts'
import { listChanges } from '../store/audit-log.ts'
import { createDefinitions } from '../store/definitions.ts'
import { createEvents } from '../store/events.ts'
import { createTargets } from '../store/targets.ts'
import {
  annotationStore,
  checked,
  metricParam,
  regionAdmin,
  regionReader,
  versionQuery,
} from './annotation-access.ts'

type RegionParams = { region: string }

/**
 * Targets, events, the organization's definitions and the log of their changes (docs/api.md,
 * "Targets, events and definitions"; decision 0210). Reads for every user signed in to the region,
 * edits for ADMIN_EMAILS only (`403 not_admin`); each edit carries the version it read (`409
 * conflict` when stale). Nothing is cached: every answer reads the store, so a change made
 * through one replica is read through every other at once.
 */
export function registerAnnotationRoutes(app: FastifyInstance, context: AppContext): void {
  const targets = createTargets(context.store)
  const events = createEvents(context.store)
  const definitions = createDefinitions(context.store)

  app.get<{ Params: RegionParams }>(
    '/api/regions/:region/targets',
    async (request): Promise<TargetsResponse> => {
      const { region, canEdit } = await regionReader(context, request)
      const list = await annotationStore(request, targets.list(region.id))
      return { region: region.id, canEdit, targets: list }
    },
  )
  app.put<{ Params: RegionParams & { metric: string } }>(
    '/api/regions/:region/targets/:metric',
    async (request): Promise<Target> => {
      const { region, actor } = await regionAdmin(context, request)
      const metric = metricParam(request.params.metric)
      const input = checked(checkTargetInput(request.body, isoDay(actor.nowMs)))
      return annotationStore(request, targets.put(region.id, metric, input, actor))
    },
  )
  app.delete<{ Params: RegionParams & { metric: string } }>(
    '/api/regions/:region/targets/:metric',
    async (request, reply) => {
      const { region, actor } = await regionAdmin(context, request)
      const metric = metricParam(request.params.metric)
      const version = versionQuery(request.query)
      await annotationStore(request, targets.remove(region.id, metric, version, actor))
      return reply.code(204).send()
    },
  )

  app.get<{ Params: RegionParams }>(
    '/api/regions/:region/events',
    async (request): Promise<EventsResponse> => {
      const { region, canEdit } = await regionReader(context, request)
      const list = await annotationStore(request, events.list(region.id))
      return { region: region.id, canEdit, events: list }
    },
  )
  app.post<{ Params: RegionParams }>('/api/regions/:region/events', async (request, reply) => {
    const { region, actor } = await regionAdmin(context, request)
    const input = checked(checkEventInput(request.body))
    const created: TrendEvent = await annotationStore(request, events.add(region.id, input, actor))
    return reply.code(201).send(created)
  })
  app.put<{ Params: RegionParams & { id: string } }>(
    '/api/regions/:region/events/:id',
    async (request): Promise<TrendEvent> => {
      const { region, actor } = await regionAdmin(context, request)
      const input = checked(checkEventInput(request.body))
      const version = versionOfBody(request.body)
      return annotationStore(
        request,
        events.put(region.id, request.params.id, input, version, actor),
      )
    },
  )
  app.delete<{ Params: RegionParams & { id: string } }>(
    '/api/regions/:region/events/:id',
    async (request, reply) => {
      const { region, actor } = await regionAdmin(context, request)
      const version = versionQuery(request.query)
      await annotationStore(request, events.remove(region.id, request.params.id, version, actor))
      return reply.code(204).send()
    },
  )

  app.get<{ Params: RegionParams }>(
    '/api/regions/:region/definitions',
    async (request): Promise<DefinitionsResponse> => {
      const { canEdit } = await regionReader(context, request)
      return { canEdit, definitions: await annotationStore(request, definitions.list()) }
    },
  )
  app.put<{ Params: RegionParams & { metric: string; language: string } }>(
    '/api/regions/:region/definitions/:metric/:language',
    async (request): Promise<OrganizationDefinition> => {
      const { actor } = await regionAdmin(context, request)
      const metric = metricParam(request.params.metric)
      const language = languageParam(request.params.language)
      const input = checked(checkDefinitionInput(request.body))
      return annotationStore(request, definitions.put(metric, language, input, actor))
    },
  )
  app.delete<{ Params: RegionParams & { metric: string; language: string } }>(
    '/api/regions/:region/definitions/:metric/:language',
    async (request, reply) => {
      const { actor } = await regionAdmin(context, request)
      const metric = metricParam(request.params.metric)
      const language = languageParam(request.params.language)
      const version = versionQuery(request.query)
      await annotationStore(request, definitions.remove(metric, language, version, actor))
      return reply.code(204).send()
    },
  )

  app.get<{ Params: RegionParams }>(
    '/api/regions/:region/audit',
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

function versionOfBody(body: unknown): number {
  const version =
    typeof body === 'object' && body !== null && 'version' in body ? body.version : undefined
  const problem = describeVersion(version, false)
  if (problem !== undefined || typeof version !== 'number') {
    throw new ApiError(400, 'invalid_request', problem)
  }
  return version
}

function languageParam(value: string) {
  if (isLanguage(value)) return value
  throw new ApiError(
    400,
    'invalid_request',
    'The language in the path is not one of the app’s languages.',
  )
}
