import * as z from 'zod/mini'
import { LANGUAGES } from '../text/languages.ts'
import { regionIdSchema } from '../http/contract.ts'

/**
 * Targets, events and the organization's own definitions (issue 26, docs/api.md "Targets, events
 * and definitions"): the shapes the BFF answers with, shared by the BFF, the SPA and the MSW
 * handlers. Every row carries a `version`: an edit sends the version it read, and a stale one is
 * answered `409 conflict` (decision 0210).
 */

/** At most this many characters in an event's title. */
export const EVENT_TITLE_MAX_LENGTH = 80
/** At most this many characters in an event's note. */
export const EVENT_NOTE_MAX_LENGTH = 500
/** At most this many characters in a definition. */
export const DEFINITION_MAX_LENGTH = 2000
/**
 * Targets and events are dated from this day to ANNOTATION_LAST_DAY, both included (docs/api.md):
 * the BFF refuses other days and the forms say so, so no chart ever meets "9999-12-31".
 */
export const ANNOTATION_FIRST_DAY = '2000-01-01'
export const ANNOTATION_LAST_DAY = '2100-12-31'
/** A metric key as the normalized Organization Info names it (`pipelinesWithLeaders`). */
export const METRIC_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/

const daySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))
const versionSchema = z.number().check(z.int(), z.minimum(1))

export const targetSchema = z.object({
  metric: z.string(),
  /** The share of yes the region aims at, 0–100 (%). */
  yesShare: z.number().check(z.minimum(0), z.maximum(100)),
  targetDate: daySchema,
  /** Where the line to the target starts; null: the first day of the trend. */
  startDate: z.nullable(daySchema),
  version: versionSchema,
})
export type Target = z.infer<typeof targetSchema>

export const targetsResponseSchema = z.object({
  region: regionIdSchema,
  /** Whether the signed-in user may edit (ADMIN_EMAILS). */
  canEdit: z.boolean(),
  targets: z.array(targetSchema),
})
export type TargetsResponse = z.infer<typeof targetsResponseSchema>

export const eventSchema = z.object({
  id: z.string(),
  /** The event's region; null: an event of every region. */
  region: z.nullable(regionIdSchema),
  date: daySchema,
  title: z.string(),
  note: z.nullable(z.string()),
  version: versionSchema,
})
export type TrendEvent = z.infer<typeof eventSchema>

export const eventsResponseSchema = z.object({
  region: regionIdSchema,
  canEdit: z.boolean(),
  /** The region's events and those of every region, oldest first. */
  events: z.array(eventSchema),
})
export type EventsResponse = z.infer<typeof eventsResponseSchema>

export const definitionSchema = z.object({
  metric: z.string(),
  language: z.enum(LANGUAGES),
  text: z.string(),
  version: versionSchema,
})
export type OrganizationDefinition = z.infer<typeof definitionSchema>

export const definitionsResponseSchema = z.object({
  canEdit: z.boolean(),
  definitions: z.array(definitionSchema),
})
export type DefinitionsResponse = z.infer<typeof definitionsResponseSchema>

const AUDIT_KINDS = ['target', 'event', 'definition'] as const
export type AuditKind = (typeof AUDIT_KINDS)[number]

export const auditEntrySchema = z.object({
  id: z.string(),
  /** ISO 8601 instant of the change. */
  at: z.string(),
  email: z.string(),
  /** The region the change applies to; null: every region (definitions, events of all regions). */
  region: z.nullable(regionIdSchema),
  kind: z.enum(AUDIT_KINDS),
  /** The metric (targets), the event's id, or `metric/language` (definitions). */
  subject: z.string(),
  /** The row before and after the change (null: created, or deleted). */
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditResponseSchema = z.object({
  region: regionIdSchema,
  /** Newest first, at most AUDIT_PAGE_SIZE. */
  entries: z.array(auditEntrySchema),
})
export type AuditResponse = z.infer<typeof auditResponseSchema>

/** How many audit entries one answer lists (the newest). */
export const AUDIT_PAGE_SIZE = 200

/** Paths of these routes, shared by the SPA and the tests. */
export const annotationPaths = {
  targets: (region: string) => `/api/regions/${region}/targets`,
  target: (region: string, metric: string) =>
    `/api/regions/${region}/targets/${encodeURIComponent(metric)}`,
  events: (region: string) => `/api/regions/${region}/events`,
  event: (region: string, id: string) => `/api/regions/${region}/events/${encodeURIComponent(id)}`,
  definitions: (region: string) => `/api/regions/${region}/definitions`,
  definition: (region: string, metric: string, language: string) =>
    `/api/regions/${region}/definitions/${encodeURIComponent(metric)}/${language}`,
  audit: (region: string) => `/api/regions/${region}/audit`,
}
