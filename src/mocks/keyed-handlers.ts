import { http, HttpResponse, type HttpHandler } from 'msw'
import type { Check } from '../domain/annotations/annotation-checks.ts'
import type { RegionId } from '../domain/regions/regions.ts'
import {
  access,
  body,
  deleteVersioned,
  logChange,
  type LoggedChange,
  type Params,
} from './annotation-access.ts'
import { errorResponse } from './error-response.ts'
import type { MockState } from './state.ts'

/**
 * The versioned PUT and DELETE of a row the mock keeps one of per key (a target per region and
 * metric, a definition per metric and language), as the BFF answers them: the mock's side of the
 * store's keyed edits (src/server/store/keyed-rows.ts). Events, whose ids the mock makes, have
 * their own (./annotation-handlers.ts).
 */

/** A keyed row: where it lives, how the audit log files its changes, what a checked body makes. */
interface KeyedRow<Row extends { version: number }, Input> {
  readonly rows: Map<string, Row>
  readonly key: string
  readonly change: Pick<LoggedChange, 'kind' | 'region' | 'subject'>
  /** The row stored for `input`, at `version`. */
  readonly make: (input: Input, version: number) => Row
}

export interface KeyedRoutes<Row extends { version: number }, Input extends { version: number }> {
  /** `/api/regions/:region/targets/:metric`. */
  readonly path: string
  /** The row a request names; undefined when the path names no metric or language. */
  readonly row: (who: { region: RegionId }, params: Params) => KeyedRow<Row, Input> | undefined
  /** The body's check, the BFF's own (src/domain/annotations/annotation-checks.ts). */
  readonly check: (json: unknown) => Check<Input>
}

/**
 * PUT: creates (`version` 0) or changes the row, `409 conflict` from another version; DELETE
 * (`?version=`): removes it, `409 conflict` when it is gone or newer. Both logged.
 */
export function keyedHandlers<Row extends { version: number }, Input extends { version: number }>(
  state: MockState,
  routes: KeyedRoutes<Row, Input>,
): HttpHandler[] {
  return [
    http.put(routes.path, async ({ params, request }) => {
      const who = access(state, params, true)
      if ('refused' in who) return who.refused
      const row = routes.row(who, params)
      if (row === undefined) return errorResponse('invalid_request')
      const checked = routes.check(await body(request))
      if (!checked.ok) return errorResponse('invalid_request', checked.message)
      const before = row.rows.get(row.key) ?? null
      if ((before?.version ?? 0) !== checked.value.version) return errorResponse('conflict')
      const after = row.make(checked.value, checked.value.version + 1)
      row.rows.set(row.key, after)
      logChange(state.annotations, who.email, { ...row.change, before, after })
      return HttpResponse.json(after)
    }),
    http.delete(routes.path, (info) =>
      deleteVersioned(state, info, (who, version) => {
        const row = routes.row(who, info.params)
        const before = row?.rows.get(row.key)
        if (row === undefined || before?.version !== version) return undefined
        row.rows.delete(row.key)
        return { before, change: row.change }
      }),
    ),
  ]
}
