import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { METRIC_KEY_PATTERN } from '../../domain/annotations/annotations.ts'
import { describeVersion } from '../../domain/annotations/annotation-checks.ts'
import { LANGUAGES } from '../../domain/text/languages.ts'
import type { AppContext } from '../app-context.ts'
import { signedInEntry } from '../app-context.ts'
import type { RegionConfig } from '../config.ts'
import { ApiError } from '../http-errors.ts'
import { EditConflictError } from '../store/audit-log.ts'
import type { Actor } from '../store/audit-log.ts'
import { checkedBy } from '../route-schemas.ts'
import { describeStoreFailure, StoreUnavailableError } from '../store/store.ts'

const ANNOTATIONS_UNAVAILABLE =
  'Targets, events and definitions cannot be read or saved right now (our database is unavailable). Try again in a moment.'

export interface Reader {
  readonly region: RegionConfig
  /** The signed-in e-mail address of this region. */
  readonly email: string
  /** Listed in ADMIN_EMAILS (case-insensitive): may edit targets, events and definitions. */
  readonly canEdit: boolean
}

/**
 * A user signed in to the region of the path (as the history route checks it), and whether
 * ADMIN_EMAILS lists them: reads are for every signed-in user of the region.
 */
export async function regionReader(
  context: AppContext,
  request: FastifyRequest<{ Params: { region: string } }>,
): Promise<Reader> {
  const { region, entry } = await signedInEntry(context, request)
  const canEdit = context.config.adminEmails.includes(entry.email.toLowerCase())
  return { region, email: entry.email, canEdit }
}

/** An administrator of the region of the path, who makes a change now; else `403 not_admin`. */
export async function regionAdmin(
  context: AppContext,
  request: FastifyRequest<{ Params: { region: string } }>,
): Promise<Reader & { readonly actor: Actor }> {
  const reader = await regionReader(context, request)
  if (!reader.canEdit) throw new ApiError(403, 'not_admin')
  return { ...reader, actor: { email: reader.email.toLowerCase(), nowMs: context.nowMs() } }
}

/** Runs a read or an edit of the store: a stale edit is `409 conflict`, a store failure `503`. */
export async function annotationStore<T>(request: FastifyRequest, work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (error) {
    if (error instanceof EditConflictError) throw new ApiError(409, 'conflict')
    if (!(error instanceof StoreUnavailableError)) throw error
    request.log.error({ operation: error.operation, err: error.cause }, describeStoreFailure(error))
    throw new ApiError(503, 'store_unavailable', ANNOTATIONS_UNAVAILABLE)
  }
}

const METRIC_PROBLEM = 'The metric in the path is not a metric key.'
const LANGUAGE_PROBLEM = 'The language in the path is not one of the app’s languages.'

/** `:region/:metric` of a path: a metric key, as the normalized Organization Info names metrics. */
export const metricParams = z.object({
  region: z.string(),
  metric: z.string().regex(METRIC_KEY_PATTERN, METRIC_PROBLEM),
})

/** `:region/:metric/:language`: a metric key and one of the app's languages. */
export const definitionParams = metricParams.extend({
  language: z.enum(LANGUAGES, { error: LANGUAGE_PROBLEM }),
})

/** The `version` query of a DELETE: the version read. */
export const versionQuery = checkedBy(
  (query) => {
    const raw =
      typeof query === 'object' && query !== null && 'version' in query ? query.version : undefined
    const version = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined
    const problem = describeVersion(version, false)
    return problem === undefined && version !== undefined
      ? { ok: true, value: { version } }
      : { ok: false, message: problem ?? '' }
  },
  z.object({ version: z.int().min(1) }),
)
