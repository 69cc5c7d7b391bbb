import { http, HttpResponse, type HttpHandler } from 'msw'
import { METRIC_KEY_PATTERN } from '../domain/annotations.ts'
import { checkDefinitionInput } from '../domain/annotation-checks.ts'
import { isLanguage } from '../domain/languages.ts'
import {
  access,
  body,
  deleteVersioned,
  logChange,
  param,
  REGION_PATH as P,
} from './annotation-access.ts'
import { errorResponse } from './error-response.ts'
import type { MockState } from './state.ts'

/** The definitions and audit log of the mock BFF (see annotation-access.ts). */
export function createDefinitionHandlers(state: MockState): HttpHandler[] {
  const data = state.annotations
  return [
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
      logChange(data, who.email, { kind: 'definition', region: null, subject: key, before, after })
      return HttpResponse.json(after)
    }),
    http.delete(`${P}/definitions/:metric/:language`, (info) =>
      deleteVersioned(state, info, (_who, version) => {
        const key = `${param(info.params.metric)}/${param(info.params.language)}`
        const before = data.definitions.get(key)
        if (before?.version !== version) return undefined
        data.definitions.delete(key)
        return { before, change: { kind: 'definition', region: null, subject: key } }
      }),
    ),

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
