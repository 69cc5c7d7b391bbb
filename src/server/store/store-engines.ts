import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { RateLimiterPostgres, RateLimiterSQLite } from 'rate-limiter-flexible'
import type { RateLimiterStoreAbstract } from 'rate-limiter-flexible'
import type { StoreSchema } from './schema.ts'
import {
  EmptyDatabaseFileError,
  limiterSqliteClient,
  openSqliteFile,
  SQLITE_FILE_NAME,
  sqliteDialect,
} from './sqlite.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { causeText, StoreStartError } from './store-start-errors.ts'

/** The two engines behind the store (docs/decisions/0070): how each is opened and limited. */
export interface LimiterOptions {
  readonly keyPrefix: string
  readonly points: number
  readonly duration: number
}

/** Where DATABASE_URL points, without its credentials. */
function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}:${parsed.port || '5432'}, database ${parsed.pathname.slice(1) || '(default)'}`
  } catch {
    return 'an unparsable address'
  }
}

export interface Engine {
  readonly db: Kysely<StoreSchema>
  limiter(options: LimiterOptions): RateLimiterStoreAbstract
  describe: string
  /** Lets go of what the engine holds besides its connections (SQLite's DATA_DIR lock). */
  release?(): void
}

function isReadOnly(directory: string): boolean {
  try {
    accessSync(directory, constants.W_OK)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EROFS'
  }
}

/** The path itself or its nearest ancestor that exists. */
function nearestExisting(target: string): string {
  let current = path.resolve(target)
  while (!existsSync(current) && path.dirname(current) !== current) current = path.dirname(current)
  return current
}

/**
 * DATA_DIR as a writable directory, created when missing; otherwise StoreStartError naming the
 * cause as an operator would (decision 0254): a file where the directory should be, a read-only
 * file system, a full disk, or the system's own words.
 */
function prepareDataDir(dataDir: string): void {
  const prefix = `Cannot open the SQLite store in DATA_DIR (${dataDir}):`
  const existing = nearestExisting(dataDir)
  if (!statSync(existing).isDirectory()) {
    const what = existing === path.resolve(dataDir) ? 'it' : existing
    throw new StoreStartError(
      `${prefix} ${what} is a file, not a directory. Move the file away, or set DATA_DIR to a directory.`,
    )
  }
  try {
    mkdirSync(dataDir, { recursive: true })
    accessSync(dataDir, constants.W_OK)
  } catch (error) {
    const cause = causeText(error)
    if (isReadOnly(nearestExisting(dataDir))) {
      throw new StoreStartError(
        `${prefix} its file system is read-only (${cause}). Mount it read-write, or set DATA_DIR to a directory on a writable one.`,
      )
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOSPC') {
      throw new StoreStartError(
        `${prefix} the disk is full (${cause}). Free space on its file system.`,
      )
    }
    throw new StoreStartError(
      `${prefix} ${cause}. Make the directory writable, or set DATA_DIR to one that is.`,
    )
  }
}

/** What an operator can do about a store that cannot be opened, by the cause's own words. */
function sqliteAdvice(error: unknown): string {
  if (error instanceof EmptyDatabaseFileError) {
    return 'Restore the file from a backup, or delete it to start with an empty store.'
  }
  const cause = causeText(error)
  if (/not a database|malformed/i.test(cause)) {
    return `Restore ${SQLITE_FILE_NAME} from a backup, or move it away to start with an empty store.`
  }
  if (/disk is full|ENOSPC/i.test(cause)) return 'Free space on its file system.'
  return 'Make the directory writable, or set DATA_DIR to one that is.'
}

export async function sqliteEngine(dataDir: string): Promise<Engine> {
  prepareDataDir(dataDir)
  const lock = await lockDataDir(dataDir)
  let database
  try {
    database = await openSqliteFile(dataDir)
  } catch (error) {
    lock.release()
    const disk = /disk is full|ENOSPC/i.test(causeText(error)) ? 'the disk is full: ' : ''
    throw new StoreStartError(
      `Cannot open the SQLite store in DATA_DIR (${dataDir}): ${disk}${causeText(error)}. ${sqliteAdvice(error)}`,
    )
  }
  const client = limiterSqliteClient(database)
  return {
    db: new Kysely<StoreSchema>({ dialect: sqliteDialect(database) }),
    limiter: (options) =>
      new RateLimiterSQLite({
        ...options,
        storeClient: client,
        storeType: 'better-sqlite3',
        tableName: 'rate_limits',
        tableCreated: true,
      }),
    describe: `SQLite in DATA_DIR (${dataDir})`,
    release: () => lock.release(),
  }
}

export function postgresEngine(url: string): Engine {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    query_timeout: 5000,
  })
  // A client that loses its connection (the server stopped: 57P01, a network cut) emits `error`,
  // and an `error` nobody listens to ends the process. The pool listens to its idle clients; a
  // client checked out for a query has only its own listener. The query in flight fails with the
  // same error on its own (store.run answers it 503 store_unavailable) and the pool drops the
  // broken client, so the next request opens a new connection: the listeners only have to exist.
  pool.on('error', () => undefined)
  pool.on('connect', (client) => client.on('error', () => undefined))
  return {
    db: new Kysely<StoreSchema>({ dialect: new PostgresDialect({ pool }) }),
    limiter: (options) =>
      new RateLimiterPostgres({
        ...options,
        storeClient: pool,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
      }),
    describe: `PostgreSQL at DATABASE_URL (${describePostgresUrl(url)})`,
  }
}
