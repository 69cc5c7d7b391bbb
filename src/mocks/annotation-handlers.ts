import { http, HttpResponse, type HttpHandler } from 'msw'
import type { AuditKind } from '../domain/annotations.ts'
import { METRIC_KEY_PATTERN } from '../domain/annotations.ts'
import {
  checkDefinitionInput,
  checkEventInput,
  checkTargetInput,
  describeVersion,
} from '../domain/annotation-checks.ts'
import { isoDay } from '../domain/history.ts'
import { isLanguage } from '../domain/languages.ts'
import type { RegionId } from '../domain/regions.ts'
import { targetKey } from './annotation-state.ts'
import { errorResponse } from './error-response.ts'
import { DEMO_EMAIL, configuredRegion } from './fixtures.ts'
import { missingSession, type MockState } from './state.ts'

/**
 * Targets, events, definitions and the audit log of the mock BFF (docs/api.md, "Targets, events
 * and definitions"): the BFF's order of checks (region, session, administrator, body, version),
 * its sentences (the shared checks) and its answers, kept in MockState. The demo user is the
 * administrator, as ADMIN_EMAILS is in demo mode; sign in as anyone else to read only.
 */
export const MOCK_ADMIN_EMAILS: readonly string[] = [DEMO_EMAIL]

const P = '/api/regions/:region'
type Params = Record<string, string | readonly string[] | undefined>
type Access = { region: RegionId; email: string; canEdit: boolean } | { refused: Response }

function access(state: MockState, params: Params, admin: boolean): Access {
  const region = configuredRegion(params.region)
  if (!region) return { refused: errorResponse('unknown_region') }
  const missing = missingSession(state, region)
  if (missing) return { refused: errorResponse(missing) }
  const email = state.sessions.get(region)?.email.toLowerCase() ?? ''
  const canEdit = MOCK_ADMIN_EMAILS.includes(email)
  if (admin && !canEdit) return { refused: errorResponse('not_admin') }
  return { region, email, canEdit }
}

const body = (request: Request): Promise<unknown> => request.json().catch(() => undefined)
const param = (value: Params[string]) => (typeof value === 'string' ? value : '')
const noContent = () => new HttpResponse(null, { status: 204 })

function queryVersion(request: Request): number | Response {
  const raw = new URL(request.url).searchParams.get('version') ?? ''
  const version = /^\d{1,9}$/.test(raw) ? Number(raw) : undefined
  const problem = describeVersion(version, false)
  return problem === undefined ? (version ?? 0) : errorResponse('invalid_request', problem)
}

export function createAnnotationHandlers(state: MockState): HttpHandler[] {
  const data = state.annotations
  const log = (
    email: string,
    kind: AuditKind,
    region: RegionId | null,
    subject: string,
    before: unknown,
    after: unknown,
  ) => {
    const at = new Date().toISOString()
    data.audit.unshift({
      id: `${at}-${data.audit.length}`,
      at,
      email,
      region,
      kind,
      subject,
      before,
      after,
    })
  }

  return [
    http.get(`${P}/targets`, ({ params }) => {
      const who = access(state, params, false)
      if ('refused' in who) return who.refused
      const targets = [...data.targets.entries()]
        .filter(([key]) => key.startsWith(`${who.region}/`))
        .map(([, target]) => target)
      return HttpResponse.json({ region: who.region, canEdit: who.canEdit, targets })
    }),
    http.put(`${P}/targets/:metric`, async ({ params, request }) => {
      const who = access(state, params, true)
      if ('refused' in who) return who.refused
      const metric = param(params.metric)
      if (!METRIC_KEY_PATTERN.test(metric)) return errorResponse('invalid_request')
      const checked = checkTargetInput(await body(request), isoDay(Date.now()))
      if (!checked.ok) return errorResponse('invalid_request', checked.message)
      const key = targetKey(who.region, metric)
      const before = data.targets.get(key) ?? null
      if ((before?.version ?? 0) !== checked.value.version) return errorResponse('conflict')
      const { version, ...input } = checked.value
      const after = { metric, ...input, version: version + 1 }
      data.targets.set(key, after)
      log(who.email, 'target', who.region, metric, before, after)
      return HttpResponse.json(after)
    }),
    http.delete(`${P}/targets/:metric`, ({ params, request }) => {
      const who = access(state, params, true)
      if ('refused' in who) return who.refused
      const version = queryVersion(request)
      if (version instanceof Response) return version
      const key = targetKey(who.region, param(params.metric))
      const before = data.targets.get(key)
      if (before?.version !== version) return errorResponse('conflict')
      data.targets.delete(key)
      log(who.email, 'target', who.region, before.metric, before, null)
      return noContent()
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
      log(who.email, 'event', event.region, event.id, null, event)
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
      const before = data.events.get(param(params.id))
      if (
        before === undefined ||
        before.version !== version ||
        (before.region ?? who.region) !== who.region
      ) {
        return errorResponse('conflict')
      }
      const { allRegions, ...input } = checked.value
      const after = {
        ...before,
        ...input,
        region: allRegions ? null : who.region,
        version: before.version + 1,
      }
      data.events.set(after.id, after)
      log(
        who.email,
        'event',
        before.region === after.region ? after.region : null,
        after.id,
        before,
        after,
      )
      return HttpResponse.json(after)
    }),
    http.delete(`${P}/events/:id`, ({ params, request }) => {
      const who = access(state, params, true)
      if ('refused' in who) return who.refused
      const version = queryVersion(request)
      if (version instanceof Response) return version
      const before = data.events.get(param(params.id))
      if (
        before === undefined ||
        before.version !== version ||
        (before.region ?? who.region) !== who.region
      ) {
        return errorResponse('conflict')
      }
      data.events.delete(before.id)
      log(who.email, 'event', before.region, before.id, before, null)
      return noContent()
    }),

    http.get(`${P}/definitions`, ({ params }) => {
      const who = access(state, params, false)
      if ('refused' in who) return who.refused
      const definitions = [...data.definitions.values()].sort(
        (a, b) => a.metric.localeCompare(b.metric) || a.language.localeCompare(b.language),
      )
      return HttpResponse.json({ canEdit: who.canEdit, definitions })
    }),
    http.put(`${P}/definitions/:metric/:language`, async ({ params, request }) => {
      const who = access(state, params, true)
      if ('refused' in who) return who.refused
      const metric = param(params.metric)
      const language = param(params.language)
      if (!METRIC_KEY_PATTERN.test(metric) || !isLanguage(language)) {
        return errorResponse('invalid_request')
      }
      const checked = checkDefinitionInput(await body(request))
      if (!checked.ok) return errorResponse('invalid_request', checked.message)
      const key = `${metric}/${language}`
      const before = data.definitions.get(key) ?? null
      if ((before?.version ?? 0) !== checked.value.version) return errorResponse('conflict')
      const after = {
        metric,
        language,
        text: checked.value.text,
        version: checked.value.version + 1,
      }
      data.definitions.set(key, after)
      log(who.email, 'definition', null, key, before, after)
      return HttpResponse.json(after)
    }),
    http.delete(`${P}/definitions/:metric/:language`, ({ params, request }) => {
      const who = access(state, params, true)
      if ('refused' in who) return who.refused
      const version = queryVersion(request)
      if (version instanceof Response) return version
      const key = `${param(params.metric)}/${param(params.language)}`
      const before = data.definitions.get(key)
      if (before?.version !== version) return errorResponse('conflict')
      data.definitions.delete(key)
      log(who.email, 'definition', null, key, before, null)
      return noContent()
    }),

    http.get(`${P}/audit`, ({ params }) => {
      const who = access(state, params, true)
      if ('refused' in who) return who.refused
      const entries = data.audit.filter(
        (entry) => entry.region === null || entry.region === who.region,
      )
      return HttpResponse.json({ region: who.region, entries })
    }),
  ]
}
