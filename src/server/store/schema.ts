/**
 * The store's tables, as Kysely sees them. Times are milliseconds since the epoch (`bigint` in
 * PostgreSQL, which `pg` returns as a string: compare in SQL, never read them back as numbers).
 */
interface RateLimitsTable {
  /** rate-limiter-flexible's row: `<keyPrefix>:<key>`, points consumed, expiry in ms. */
  key: string
  points: number
  expire: number | string | null
}

interface SpentLinksTable {
  /** The `jti` of a signed embed link already exchanged. */
  jti: string
  expires_at: number | string
}

interface RevocationsTable {
  /** A session id (the whole session) or a region entry's id (one region of it). */
  id: string
  expires_at: number | string
  /** When it was revoked (the revoking replica's clock): each replica's refresh reads the recent ones. */
  revoked_at: number | string
}

/** One region's normalized Organization Info of one day (docs/decisions/0090). */
interface SnapshotsTable {
  region: string
  /** `YYYY-MM-DD`, UTC. */
  day: string
  /** JSON: the normalized distributions, withheld ones without counts. */
  distributions: string
  /** JSON: the normalized percentages. */
  percentages: string
  /** 1: generated demo history; 0: recorded. */
  demo: number
  created_at: number | string
}

/** One row, rewritten by every readiness probe: proof that the store takes writes. */
interface ReadinessTable {
  id: number
  checked_at: number | string
}

/** A region's target for one metric (decision 0210). */
export interface TargetsTable {
  region: string
  metric: string
  yes_share: number
  /** `YYYY-MM-DD`. */
  target_date: string
  start_date: string | null
  version: number
  updated_at: number | string
}

export interface EventsTable {
  id: string
  /** Null: an event of every region. */
  region: string | null
  /** `YYYY-MM-DD`. */
  day: string
  title: string
  note: string | null
  version: number
  updated_at: number | string
}

/** The organization's wording of a metric in one language. */
export interface DefinitionsTable {
  metric: string
  language: string
  text: string
  version: number
  updated_at: number | string
}

/** One change of a target, event or definition: who, when, and the row before and after (JSON). */
interface AuditLogTable {
  id: string
  at: number | string
  email: string
  region: string | null
  kind: string
  subject: string
  before: string | null
  after: string | null
}

export interface StoreSchema {
  rate_limits: RateLimitsTable
  spent_links: SpentLinksTable
  revocations: RevocationsTable
  snapshots: SnapshotsTable
  readiness: ReadinessTable
  targets: TargetsTable
  events: EventsTable
  definitions: DefinitionsTable
  audit_log: AuditLogTable
}

/** Tables whose rows carry an expiry, with its column: the purge deletes what has passed. */
export const EXPIRING_TABLES = [
  { table: 'rate_limits', column: 'expire' },
  { table: 'spent_links', column: 'expires_at' },
  { table: 'revocations', column: 'expires_at' },
] as const
