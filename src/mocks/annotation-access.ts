import { HttpResponse } from 'msw'
import type { AuditKind } from '../domain/annotations/annotations.ts'
import { describeVersion } from '../domain/annotations/annotation-checks.ts'
import type { RegionId } from '../domain/regions/regions.ts'
import type { AnnotationData } from './annotation-state.ts'
import { errorResponse } from './error-response.ts'
import { DEMO_EMAIL, configuredRegion } from './fixtures.ts'
import { missingSession, type MockState } from './state.ts'

/**
 * What the mock BFF's annotation handlers share (docs/api.md, "Targets, events and
 * definitions"): the BFF's order of checks (region, session, administrator), the version of a
 * DELETE, and the audit log. The demo user is the administrator, as ADMIN_EMAILS is in demo mode;
 * sign in as anyone else to read only.
 */
const MOCK_ADMIN_EMAILS: readonly string[] = [DEMO_EMAIL]

export const REGION_PATH = '/api/regions/:region'
export type Params = Record<string, string | readonly string[] | undefined>
type Access = { region: RegionId; email: string; canEdit: boolean } | { refused: Response }

export function access(state: MockState, params: Params, admin: boolean): Access {
  const region = configuredRegion(params.region)
  if (!region) return { refused: errorResponse('unknown_region') }
  const missing = missingSession(state, region)
  if (missing) return { refused: errorResponse(missing) }
  const email = state.sessions.get(region)?.email.toLowerCase() ?? ''
  const canEdit = MOCK_ADMIN_EMAILS.includes(email)
  if (admin && !canEdit) return { refused: errorResponse('not_admin') }
  return { region, email, canEdit }
}

export const body = (request: Request): Promise<unknown> => request.json().catch(() => undefined)
export const param = (value: Params[string]) => (typeof value === 'string' ? value : '')
const noContent = () => new HttpResponse(null, { status: 204 })

function queryVersion(request: Request): number | Response {
  const raw = new URL(request.url).searchParams.get('version') ?? ''
  const version = /^\d{1,9}$/.test(raw) ? Number(raw) : undefined
  const problem = describeVersion(version, false)
  return problem === undefined ? (version ?? 0) : errorResponse('invalid_request', problem)
}

export interface LoggedChange {
  readonly kind: AuditKind
  readonly region: RegionId | null
  readonly subject: string
  readonly before: unknown
  readonly after: unknown
}

/** Logs a change, newest first, as the BFF lists them. */
export function logChange(data: AnnotationData, email: string, change: LoggedChange): void {
  const at = new Date().toISOString()
  data.audit.unshift({ id: `${at}-${data.audit.length}`, at, email, ...change })
}

/** What a versioned DELETE removed: the row as it was, and where the audit log files it. */
export interface Removed {
  readonly before: unknown
  readonly change: Pick<LoggedChange, 'kind' | 'region' | 'subject'>
}

/**
 * A DELETE of a versioned row (target, event, definition), as the BFF answers it: the checks of
 * `access`, the `?version=` the client read, then `remove` (undefined: the row is gone or newer,
 * `409 conflict`); a removal is logged and answered `204`.
 */
export function deleteVersioned(
  state: MockState,
  { params, request }: { params: Params; request: Request },
  remove: (who: { region: RegionId }, version: number) => Removed | undefined,
): Response {
  const who = access(state, params, true)
  if ('refused' in who) return who.refused
  const version = queryVersion(request)
  if (version instanceof Response) return version
  const removed = remove(who, version)
  if (removed === undefined) return errorResponse('conflict')
  logChange(state.annotations, who.email, {
    ...removed.change,
    before: removed.before,
    after: null,
  })
  return noContent()
}
