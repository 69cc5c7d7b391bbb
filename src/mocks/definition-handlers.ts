import { http, HttpResponse, type HttpHandler } from 'msw'
import { METRIC_KEY_PATTERN } from '../domain/annotations/annotations.ts'
import {
  checkDefinitionInput,
  type DefinitionInput,
} from '../domain/annotations/annotation-checks.ts'
import { isLanguage } from '../domain/text/languages.ts'
import { access, param, REGION_PATH as P } from './annotation-access.ts'
import { keyedHandlers } from './keyed-handlers.ts'
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
    ...keyedHandlers(state, {
      path: `${P}/definitions/:metric/:language`,
      row: (_who, params) => {
        const metric = param(params.metric)
        const language = param(params.language)
        if (!METRIC_KEY_PATTERN.test(metric) || !isLanguage(language)) return undefined
        const key = `${metric}/${language}`
        return {
          rows: data.definitions,
          key,
          change: { kind: 'definition', region: null, subject: key },
          make: ({ text }: DefinitionInput, version) => ({ metric, language, text, version }),
        }
      },
      check: checkDefinitionInput,
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
