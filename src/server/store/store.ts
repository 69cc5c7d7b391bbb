import { Kysely, Migrator, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { RateLimiterPostgres, RateLimiterSQLite } from 'rate-limiter-flexible'
import type { RateLimiterStoreAbstract } from 'rate-limiter-flexible'
import { migrationProvider } from './migrations.ts'
import { EXPIRING_TABLES } from './schema.ts'
import type { StoreSchema } from './schema.ts'
import { limiterSqliteClient, openSqliteFile, sqliteDialect } from './sqlite.ts'

/**
 * The one store for state shared by replicas (docs/decisions/0070-one-store.md): embedded SQLite
 * under DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Same schema, same queries
 * (Kysely), same tests for both.
 */
export type StoreConfig =
  | { readonly engine: 'sqlite'; readonly dataDir: string }
  | { readonly engine: 'postgres'; readonly url: string }

export type StoreEngine = StoreConfig['engine']

/** Told about every store operation, for /metrics. */
export type StoreObserver = (operation: string, ok: boolean, seconds: number) => void

export interface LimiterOptions {
  readonly keyPrefix: string
  readonly points: number
  readonly duration: number
}

export interface Store {
  readonly engine: StoreEngine
  readonly db: Kysely<StoreSchema>
  /** rate-limiter-flexible's limiter for this engine, on the migrated `rate_limits` table. */
  limiter(options: LimiterOptions): RateLimiterStoreAbstract
  /** Runs one operation, timed; any failure becomes StoreUnavailableError. */
  run<T>(operation: string, work: () => Promise<T>): Promise<T>
  /** Adds an observer of every operation (for /metrics); returns its removal. */
  observe(observer: StoreObserver): () => void
  /** A round trip to the database (readiness). */
  ping(): Promise<void>
  /** Deletes rows whose expiry has passed; returns how many. */
  purgeExpired(nowMs: number): Promise<number>
  close(): Promise<void>
}

/** The database could not serve a request: answered `503 store_unavailable`, never a 500. */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError'
  readonly operation: string
  constructor(operation: string, cause: unknown) {
    super(`store operation ${operation} failed`, { cause })
    this.operation = operation
  }
}

/** The store cannot be used at all: start-up stops with this message (no secret in it). */
export class StoreStartError extends Error {
  override readonly name = 'StoreStartError'
}

function reason(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && error.code !== undefined) {
    return String(error.code)
  }
  return error instanceof Error ? error.message : String(error)
}

/** Where DATABASE_URL points, without its credentials. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}:${parsed.port || '5432'}, database ${parsed.pathname.slice(1) || '(default)'}`
  } catch {
    return 'an unparsable address'
  }
}

interface Engine {
  readonly db: Kysely<StoreSchema>
  limiter(options: LimiterOptions): RateLimiterStoreAbstract
  describe: string
}

function sqliteEngine(dataDir: string): Engine {
  let database
  try {
    database = openSqliteFile(dataDir)
  } catch (error) {
    throw new StoreStartError(
      `Cannot open the SQLite store in DATA_DIR (${dataDir}): ${reason(error)}. Make the directory writable or set DATA_DIR.`,
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
  }
}

function postgresEngine(url: string): Engine {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    query_timeout: 5000,
  })
  // An idle client that loses its connection must not crash the process; the next query retries.
  pool.on('error', () => undefined)
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

async function migrate(db: Kysely<StoreSchema>, describe: string): Promise<void> {
  try {
    await sql`select 1`.execute(db)
  } catch (error) {
    throw new StoreStartError(`Cannot reach the store, ${describe}: ${reason(error)}.`)
  }
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest()
  if (error === undefined) return
  const missing = /previously executed migration (\S+) is missing/.exec(reason(error))
  if (missing !== null) {
    throw new StoreStartError(
      `The store's schema is newer than this version of the app (it has migration ${missing[1]}, unknown here), ${describe}. Run the newer version, or restore a backup taken before the upgrade.`,
    )
  }
  throw new StoreStartError(`Cannot migrate the store, ${describe}: ${reason(error)}.`)
}

/** Opens the store, applies pending migrations and returns it; StoreStartError when it cannot. */
export async function openStore(config: StoreConfig): Promise<Store> {
  const engine =
    config.engine === 'sqlite' ? sqliteEngine(config.dataDir) : postgresEngine(config.url)
  const { db } = engine
  try {
    await migrate(db, engine.describe)
  } catch (error) {
    await db.destroy().catch(() => undefined)
    throw error
  }

  const observers = new Set<StoreObserver>()
  const observe = (operation: string, ok: boolean, seconds: number) => {
    for (const observer of observers) observer(operation, ok, seconds)
  }

  async function run<T>(operation: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now()
    try {
      const result = await work()
      observe(operation, true, (performance.now() - started) / 1000)
      return result
    } catch (error) {
      observe(operation, false, (performance.now() - started) / 1000)
      throw error instanceof StoreUnavailableError
        ? error
        : new StoreUnavailableError(operation, error)
    }
  }

  return {
    engine: config.engine,
    db,
    limiter: engine.limiter,
    run,
    observe(observer) {
      observers.add(observer)
      return () => observers.delete(observer)
    },
    ping: () => run('ping', async () => void (await sql`select 1`.execute(db))),
    purgeExpired: (nowMs) =>
      run('purge', async () => {
        let deleted = 0
        for (const { table, column } of EXPIRING_TABLES) {
          const result = await db.deleteFrom(table).where(column, '<=', nowMs).executeTakeFirst()
          deleted += Number(result.numDeletedRows)
        }
        return deleted
      }),
    close: () => db.destroy(),
  }
}
