import { randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import * as z from 'zod/mini'
import { auditEntrySchema } from '../../domain/annotations/annotations.ts'
import type { AuditEntry, AuditKind } from '../../domain/annotations/annotations.ts'
import type { StoreSchema } from './schema.ts'
import type { Store } from './store.ts'

/** Who makes a change, and when (the app's clock). */
export interface Actor {
  readonly email: string
  readonly nowMs: number
}

/**
 * An edit that carried a version other than the stored one (or something new that already
 * exists, or a row deleted meanwhile): the transaction is rolled back, the route answers `409
 * conflict`, and the stored row stays as the other edit left it (decision 0210).
 */
export class EditConflictError extends Error {
  override readonly name = 'EditConflictError'
}

export interface Change {
  readonly kind: AuditKind
  /** The region the change applies to; null: every region. */
  readonly region: string | null
  readonly subject: string
  readonly before: unknown
  readonly after: unknown
}

const lastEntry = { at: 0, sequence: 0 }

/**
 * An audit entry's id, which sorts as the entries were made: the time, a sequence within the
 * millisecond (this process's changes keep their order however fast they come) and random bits
 * (replicas never collide).
 */
function auditEntryId(at: number): string {
  lastEntry.sequence = at === lastEntry.at ? lastEntry.sequence + 1 : 0
  lastEntry.at = at
  const sequence = String(lastEntry.sequence).padStart(6, '0')
  return `${String(at).padStart(15, '0')}-${sequence}-${randomBytes(4).toString('hex')}`
}

/** Records `change` in the audit log, inside the edit's own transaction. */
export async function recordChange(
  transaction: Kysely<StoreSchema>,
  actor: Actor,
  change: Change,
): Promise<void> {
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value))
  await transaction
    .insertInto('audit_log')
    .values({
      id: auditEntryId(actor.nowMs),
      at: actor.nowMs,
      email: actor.email,
      region: change.region,
      kind: change.kind,
      subject: change.subject,
      before: json(change.before),
      after: json(change.after),
    })
    .execute()
}

const storedJson = z.nullable(z.string())

/** The newest `limit` changes of `region` and of every region, newest first. */
export function listChanges(store: Store, region: string, limit: number): Promise<AuditEntry[]> {
  return store.run('audit_list', async () => {
    const rows = await store.db
      .selectFrom('audit_log')
      .selectAll()
      .where((where) => where.or([where('region', '=', region), where('region', 'is', null)]))
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
    return rows.map((row) => {
      const before = storedJson.parse(row.before)
      const after = storedJson.parse(row.after)
      return auditEntrySchema.parse({
        ...row,
        at: new Date(Number(row.at)).toISOString(),
        before: before === null ? null : JSON.parse(before),
        after: after === null ? null : JSON.parse(after),
      })
    })
  })
}

/**
 * Runs one edit in a transaction, timed like every store operation: an EditConflictError inside
 * rolls it back and is thrown as such (not as StoreUnavailableError). Like the store's own
 * `transaction()` (decision 0164), a failure is reported in its own words even when SQLite has
 * already rolled back ("database or disk is full"), never as the ROLLBACK that follows it.
 */
export async function runEdit<T>(
  store: Store,
  operation: string,
  work: (transaction: Kysely<StoreSchema>) => Promise<T>,
): Promise<T> {
  const outcome = await store.run(operation, () =>
    store.db.connection().execute(async (connection) => {
      await sql`begin`.execute(connection)
      try {
        const value = await work(connection)
        await sql`commit`.execute(connection)
        return { conflict: false as const, value }
      } catch (error) {
        // Fails when the engine has already rolled back; the cause to report is `error`.
        await sql`rollback`.execute(connection).catch(() => undefined)
        if (error instanceof EditConflictError) return { conflict: true as const }
        throw error
      }
    }),
  )
  if (outcome.conflict) throw new EditConflictError()
  return outcome.value
}

/** Rows an UPDATE or DELETE touched, as both engines count them. */
export function touched(result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }): number {
  return Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0n)
}
