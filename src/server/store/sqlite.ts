import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { SQLInputValue, StatementSync } from 'node:sqlite'
import { SqliteAdapter, SqliteDialect, sql } from 'kysely'
import type { DialectAdapter, Kysely, SqliteDatabase, SqliteStatement } from 'kysely'

/**
 * The embedded engine: Node's built-in `node:sqlite` (no native addon to build, so a fresh clone
 * installs with npm alone; docs/decisions/0071-store-engines.md). Kysely's SqliteDialect and
 * rate-limiter-flexible's SQLite limiter both expect better-sqlite3's shape; the two small
 * adapters below give them that shape over DatabaseSync.
 */
export const SQLITE_FILE_NAME = 'pdd.sqlite'
/** How long a writer waits for another process's write lock before failing. */
const SQLITE_BUSY_TIMEOUT_MS = 5000

function bindable(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string') {
    return value
  }
  if (value instanceof Uint8Array) return value
  if (value instanceof Date) return value.toISOString()
  throw new TypeError(`cannot bind a ${typeof value} to an SQLite parameter`)
}

function statement(prepared: StatementSync): SqliteStatement {
  const bind = (parameters: readonly unknown[]) => parameters.map(bindable)
  return {
    reader: prepared.columns().length > 0,
    all: (parameters) => prepared.all(...bind(parameters)),
    run: (parameters) => prepared.run(...bind(parameters)),
    iterate: (parameters) => prepared.iterate(...bind(parameters)),
  }
}

/** `<dataDir>/pdd.sqlite` exists but holds nothing: a database lost, never one to start afresh. */
export class EmptyDatabaseFileError extends Error {
  override readonly name = 'EmptyDatabaseFileError'
}

/**
 * How long a zero-length `pdd.sqlite` may stay empty before it is taken for a lost database: a
 * replica starting at the same moment creates the file empty and writes its header right after.
 */
const EMPTY_FILE_GRACE_MS = 2000

/**
 * Opens (creating) `<dataDir>/pdd.sqlite` in WAL mode with a busy timeout and full syncs. Throws
 * the system's or the engine's own error when the directory cannot be written (EROFS, EACCES)
 * or the file is not a database, and EmptyDatabaseFileError for a file that stays zero-length,
 * which SQLite would otherwise open as a new, empty database.
 */
export async function openSqliteFile(dataDir: string): Promise<DatabaseSync> {
  mkdirSync(dataDir, { recursive: true })
  // SQLite writes its journal and WAL beside the file: the directory must be writable.
  accessSync(dataDir, constants.W_OK)
  const file = path.join(dataDir, SQLITE_FILE_NAME)
  const waitUntil = Date.now() + EMPTY_FILE_GRACE_MS
  while (existsSync(file) && statSync(file).size === 0) {
    if (Date.now() >= waitUntil) throw new EmptyDatabaseFileError(`${file} is empty (0 bytes)`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const database = new DatabaseSync(file)
  database.exec(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`)
  database.exec('PRAGMA journal_mode = WAL')
  // FULL: a commit is on disk before it is acknowledged (NORMAL would survive a killed process
  // but not a power cut).
  database.exec('PRAGMA synchronous = FULL')
  return database
}

/**
 * Kysely runs SQLite migrations without a transaction or a lock, so two processes starting on one
 * DATA_DIR could both apply a migration. Here the migration lock is SQLite's write lock:
 * BEGIN IMMEDIATE waits (busy timeout) for any other writer, and the migrations run inside it.
 */
class MigrationLockingSqliteAdapter extends SqliteAdapter {
  override async acquireMigrationLock(db: Kysely<unknown>): Promise<void> {
    await sql`begin immediate`.execute(db)
  }
  override async releaseMigrationLock(db: Kysely<unknown>): Promise<void> {
    await sql`commit`.execute(db)
  }
}

class NodeSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new MigrationLockingSqliteAdapter()
  }
}

export function sqliteDialect(database: DatabaseSync): SqliteDialect {
  const adapted: SqliteDatabase = {
    close: () => database.close(),
    prepare: (text) => statement(database.prepare(text)),
  }
  return new NodeSqliteDialect({ database: adapted })
}

/** The better-sqlite3 surface rate-limiter-flexible's RateLimiterSQLite uses (storeType 'better-sqlite3'). */
export interface LimiterSqliteClient {
  prepare(sql: string): StatementSync
  transaction<T>(work: (...args: unknown[]) => T): (...args: unknown[]) => T
}

export function limiterSqliteClient(database: DatabaseSync): LimiterSqliteClient {
  return {
    prepare: (sql) => database.prepare(sql),
    transaction:
      (work) =>
      (...args) => {
        database.exec('BEGIN IMMEDIATE')
        try {
          const result = work(...args)
          database.exec('COMMIT')
          return result
        } catch (error) {
          // SQLite has already rolled back after some failures ("database or disk is full"): a
          // ROLLBACK then fails too, and must not replace the real cause.
          if (database.isTransaction) database.exec('ROLLBACK')
          throw error
        }
      },
  }
}
