import { http, HttpResponse, type HttpHandler } from 'msw'
import { METRIC_KEY_PATTERN, type TrendEvent } from '../domain/annotations/annotations.ts'
import {
  checkEventInput,
  checkTargetInput,
  describeVersion,
  type TargetInput,
} from '../domain/annotations/annotation-checks.ts'
import { isoDay } from '../domain/history/history.ts'
import type { RegionId } from '../domain/regions/regions.ts'
import {
  access,
  body,
  deleteVersioned,
  logChange,
  param,
  REGION_PATH as P,
} from './annotation-access.ts'
import { targetKey } from './annotation-state.ts'
import { createDefinitionHandlers } from './definition-handlers.ts'
import { errorResponse } from './error-response.ts'
import { keyedHandlers } from './keyed-handlers.ts'
import type { MockState } from './state.ts'

/**
 * Targets and events of the mock BFF (docs/api.md, "Targets, events and definitions"), then its
 * definitions and audit log: the BFF's checks and sentences (the shared checks), kept in MockState.
 */
/** The event as an edit of `version` through `region` may change it; else the edit conflicts. */
function editableEvent(event: TrendEvent | undefined, region: RegionId, version: unknown) {
  if (event === undefined || event.version !== version) return undefined
  return (event.region ?? region) === region ? event : undefined
}

export function createAnnotationHandlers(state: MockState): HttpHandler[] {
  const data = state.annotations
  return [
    http.get(`${P}/targets`, ({ params }) => {
      const who = access(state, params, false)
      if ('refused' in who) return who.refused
      const targets = [...data.targets.entries()]
        .filter(([key]) => key.startsWith(`${who.region}/`))
        .map(([, target]) => target)
      return HttpResponse.json({ region: who.region, canEdit: who.canEdit, targets })
    }),
    ...keyedHandlers(state, {
      path: `${P}/targets/:metric`,
      row: ({ region }, params) => {
        const metric = param(params.metric)
        if (!METRIC_KEY_PATTERN.test(metric)) return undefined
        return {
          rows: data.targets,
          key: targetKey(region, metric),
          change: { kind: 'target', region, subject: metric },
          make: (input: TargetInput, version) => ({ metric, ...input, version }),
        }
      },
      check: (json) => checkTargetInput(json, isoDay(Date.now())),
    }),

    http.get(`${P}/events`, ({ params }) => {
      const who = access(state, params, false)
      if ('refused' in who) return who.refused
      const events = [...data.events.values()]
        .filter((event) => event.region === null || event.region === who.region)
        .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))
      return HttpResponse.json({ region: who.region, canEdit: who.canEdit, events })
    }),
    http.post(`${P}/events`, async ({ params, request }) => {
      const who = access(state, params, true)
      if ('refused' in who) return who.refused
      const checked = checkEventInput(await body(request))
      if (!checked.ok) return errorResponse('invalid_request', checked.message)
      const { allRegions, ...input } = checked.value
      const event = {
        id: crypto.randomUUID(),
        region: allRegions ? null : who.region,
        ...input,
        version: 1,
      }
      data.events.set(event.id, event)
      logChange(data, who.email, {
        kind: 'event',
        region: event.region,
        subject: event.id,
        before: null,
        after: event,
      })
      return HttpResponse.json(event, { status: 201 })
    }),
    http.put(`${P}/events/:id`, async ({ params, request }) => {
      const who = access(state, params, true)
      if ('refused' in who) return who.refused
      const json = await body(request)
      const checked = checkEventInput(json)
      if (!checked.ok) return errorResponse('invalid_request', checked.message)
      const version =
        typeof json === 'object' && json !== null && 'version' in json ? json.version : undefined
      const problem = describeVersion(version, false)
      if (problem !== undefined) return errorResponse('invalid_request', problem)
      const before = editableEvent(data.events.get(param(params.id)), who.region, version)
      if (before === undefined) return errorResponse('conflict')
      const { allRegions, ...input } = checked.value
      const after = {
        ...before,
        ...input,
        region: allRegions ? null : who.region,
        version: before.version + 1,
      }
      data.events.set(after.id, after)
      logChange(data, who.email, {
        kind: 'event',
        region: before.region === after.region ? after.region : null,
        subject: after.id,
        before,
        after,
      })
      return HttpResponse.json(after)
    }),
    http.delete(`${P}/events/:id`, (info) =>
      deleteVersioned(state, info, (who, version) => {
        const before = editableEvent(data.events.get(param(info.params.id)), who.region, version)
        if (before === undefined) return undefined
        data.events.delete(before.id)
        return { before, change: { kind: 'event', region: before.region, subject: before.id } }
      }),
    ),

    ...createDefinitionHandlers(state),
  ]
}
