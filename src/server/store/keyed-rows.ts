import { sql, type Kysely } from 'kysely'
import type { AuditKind } from '../../domain/annotations/annotations.ts'
import { EditConflictError, recordChange, runEdit } from './audit-log.ts'
import type { Actor } from './audit-log.ts'
import type { StoreSchema } from './schema.ts'
import type { Store } from './store.ts'

/**
 * The versioned edits of a table with one row per key (targets: one per region and metric;
 * definitions: one per metric and language), one piece for both tables and both engines
 * (decision 0210): a write names the version it was made from (0: a new row) and is refused as a
 * conflict when the stored one differs; the write itself is conditional (of two replicas racing
 * from one version, one wins); the row before and after goes into the audit log; all in one
 * transaction. Events, whose ids the store makes, have their own edits (./events.ts).
 */

/** The tables edited by key. */
type KeyedTable = 'targets' | 'definitions'

/** Column values as the statements bind them. */
type Value = string | number | null

/** A stored row: its version (a number, or PostgreSQL's bigint as text). */
interface StoredRow {
  readonly version: number | string
}

/** One row of a keyed table: where it is, how the audit log names it, how the API reads it. */
export interface KeyedRow<Row extends StoredRow, Out> {
  readonly table: KeyedTable
  /** The key's columns and values (`{ region: 'us', metric: 'superstar' }`). */
  readonly key: Readonly<Record<string, string>>
  readonly kind: AuditKind
  /** The region the change applies to (null: every region). */
  readonly region: string | null
  /** What the audit log says was changed (`superstar`, `superstar/fr`). */
  readonly subject: string
  /** The stored row (as either engine returns it) as the API answers it. */
  readonly read: (row: Row) => Out
}

/** `a = $1 and b = $2` for the columns and values of `match`. */
function matching(match: Readonly<Record<string, Value>>) {
  return sql.join(
    Object.entries(match).map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
    sql` and `,
  )
}

/** How many rows a write touched, as both engines count them. */
function affected(result: { numAffectedRows?: bigint }): number {
  return Number(result.numAffectedRows ?? 0n)
}

async function stored<Row extends StoredRow>(
  transaction: Kysely<StoreSchema>,
  row: KeyedRow<Row, unknown>,
): Promise<Row | undefined> {
  const found =
    await sql<Row>`select * from ${sql.table(row.table)} where ${matching(row.key)}`.execute(
      transaction,
    )
  return found.rows[0]
}

/**
 * Creates (`version` 0) or changes the row, setting `fields` (its columns besides the key) and
 * the next version; EditConflictError when `version` is not the stored one.
 */
export function putKeyed<Row extends StoredRow, Out>(
  store: Store,
  row: KeyedRow<Row, Out>,
  fields: Readonly<Record<string, Value>>,
  version: number,
  actor: Actor,
): Promise<Out> {
  return runEdit(store, `${row.kind}_put`, async (transaction) => {
    const found = await stored(transaction, row)
    if ((found === undefined ? 0 : Number(found.version)) !== version) throw new EditConflictError()
    const values = { ...fields, version: version + 1, updated_at: actor.nowMs }
    const table = sql.table(row.table)
    const write =
      found === undefined
        ? sql`insert into ${table} (${sql.join(
            Object.keys({ ...row.key, ...values }).map((column) => sql.ref(column)),
          )}) values (${sql.join(Object.values({ ...row.key, ...values }))}) on conflict do nothing`
        : sql`update ${table} set ${sql.join(
            Object.entries(values).map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
          )} where ${matching({ ...row.key, version })}`
    if (affected(await write.execute(transaction)) !== 1) throw new EditConflictError()
    const written = await stored(transaction, row)
    if (written === undefined) throw new EditConflictError()
    const after = row.read(written)
    await recordChange(transaction, actor, {
      kind: row.kind,
      region: row.region,
      subject: row.subject,
      before: found === undefined ? null : row.read(found),
      after,
    })
    return after
  })
}

/** Deletes the row at `version`; EditConflictError when it is gone or at another version. */
export function removeKeyed<Row extends StoredRow>(
  store: Store,
  row: KeyedRow<Row, unknown>,
  version: number,
  actor: Actor,
): Promise<void> {
  return runEdit(store, `${row.kind}_delete`, async (transaction) => {
    const found = await stored(transaction, row)
    const removed = await sql`delete from ${sql.table(row.table)} where ${matching({
      ...row.key,
      version,
    })}`.execute(transaction)
    if (found === undefined || affected(removed) !== 1) throw new EditConflictError()
    await recordChange(transaction, actor, {
      kind: row.kind,
      region: row.region,
      subject: row.subject,
      before: row.read(found),
      after: null,
    })
  })
}
