import { setTimeout as sleep } from 'node:timers/promises'
import { Migrator, sql } from 'kysely'
import type { Kysely } from 'kysely'
import type { RateLimiterStoreAbstract } from 'rate-limiter-flexible'
import { migrationProvider } from './migrations.ts'
import { EXPIRING_TABLES } from './schema.ts'
import type { StoreSchema } from './schema.ts'
import { postgresEngine, sqliteEngine } from './store-engines.ts'
import type { LimiterOptions } from './store-engines.ts'
import { causeText, StoreStartError } from './store-start-errors.ts'

/**
 * The one store for state shared by replicas (docs/decisions/0070-one-store.md): embedded SQLite
 * under DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Same schema, same queries
 * (Kysely), same tests for both.
 */
export type StoreConfig =
  | { readonly engine: 'sqlite'; readonly dataDir: string }
  | {
      readonly engine: 'postgres'
      readonly url: string
      /**
       * STORE_START_WAIT_S in ms: how long start-up keeps trying a PostgreSQL that is not there
       * yet (refused, starting up, timed out) before it stops with "Cannot reach the store"; 0
       * (the default here) stops at the first failure.
       */
      readonly startWaitMs?: number
    }

/** Told once when start-up begins to wait for the store (`warn`), and once when it is reached (`info`). */
export type StoreWaitListener = (message: string, level: 'warn' | 'info') => void

export type StoreEngine = StoreConfig['engine']

/** Told about every store operation, for /metrics. */
type StoreObserver = (operation: string, ok: boolean, seconds: number) => void

export interface Store {
  readonly engine: StoreEngine
  readonly db: Kysely<StoreSchema>
  /** rate-limiter-flexible's limiter for this engine, on the migrated `rate_limits` table. */
  limiter(options: LimiterOptions): RateLimiterStoreAbstract
  /** Runs one operation, timed; any failure becomes StoreUnavailableError. */
  run<T>(operation: string, work: () => Promise<T>): Promise<T>
  /** Adds an observer of every operation (for /metrics); returns its removal. */
  observe(observer: StoreObserver): () => void
  /**
   * Runs `work` in one transaction, as one operation of `run`. The failure thrown is the real
   * one even when the engine has rolled the transaction back itself ("database or disk is
   * full"), where Kysely's own wrapper would throw its failed ROLLBACK instead.
   */
  transaction<T>(operation: string, work: (db: Kysely<StoreSchema>) => Promise<T>): Promise<T>
  /** A write to the database (readiness): fails when the store cannot be written. */
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

/**
 * The log message of a store failure, naming what an operator can act on when the cause says it
 * (decision 0254): a full disk, a read-only file system, a database locked by another process.
 */
export function describeStoreFailure(error: unknown): string {
  const cause = causeText(error instanceof StoreUnavailableError ? error.cause : error)
  if (/disk is full|ENOSPC|SQLITE_FULL/i.test(cause)) return 'store unavailable: the disk is full'
  if (/read-?only|EROFS|SQLITE_READONLY/i.test(cause)) {
    return 'store unavailable: its file system is read-only'
  }
  if (/database is locked|SQLITE_BUSY/i.test(cause)) {
    return 'store unavailable: the database is locked by another process'
  }
  return 'store unavailable'
}

/**
 * A server that is not there yet, in pg's and Node's words or PostgreSQL's codes (57P01–57P03:
 * shutting down, starting up, restarting): worth waiting for. A wrong password, address or
 * database name is not.
 */
const NOT_THERE_YET_CODES = new Set(['57P01', '57P02', '57P03'])
const NOT_THERE_YET =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|timeout exceeded when trying to connect|Connection terminated/i
const FIRST_RETRY_MS = 500
const LONGEST_RETRY_MS = 30_000

function notThereYet(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : ''
  return NOT_THERE_YET_CODES.has(String(code)) || NOT_THERE_YET.test(causeText(error))
}

/**
 * Reaches the database, trying again with back-off (0.5 s doubling to 30 s) for up to `waitMs`
 * while it is not there yet, telling `onWait` once when it starts waiting and once when it is
 * reached; StoreStartError when it cannot.
 */
async function reach(
  db: Kysely<StoreSchema>,
  describe: string,
  waitMs: number,
  onWait: StoreWaitListener,
): Promise<void> {
  const started = performance.now()
  for (
    let delay = FIRST_RETRY_MS, waiting = false;
    ;
    delay = Math.min(delay * 2, LONGEST_RETRY_MS)
  ) {
    try {
      await sql`select 1`.execute(db)
      if (waiting) {
        const waited = Math.round((performance.now() - started) / 1000)
        onWait(`Store reached, ${describe}, after ${waited} s.`, 'info')
      }
      return
    } catch (error) {
      const waited = performance.now() - started
      if (!notThereYet(error) || waited + delay > waitMs) {
        const after = waiting ? ` Waited ${Math.round(waited / 1000)} s (STORE_START_WAIT_S).` : ''
        throw new StoreStartError(
          `Cannot reach the store, ${describe}: ${causeText(error)}.${after}`,
        )
      }
      if (!waiting) {
        onWait(
          `Waiting for the store, ${describe}: ${causeText(error)}. Trying again with back-off for up to ${Math.round(waitMs / 1000)} s (STORE_START_WAIT_S).`,
          'warn',
        )
        waiting = true
      }
      await sleep(delay)
    }
  }
}

async function migrate(db: Kysely<StoreSchema>, describe: string): Promise<void> {
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest()
  if (error === undefined) return
  const missing = /previously executed migration (\S+) is missing/.exec(causeText(error))
  if (missing !== null) {
    throw new StoreStartError(
      `The store's schema is newer than this version of the app (it has migration ${missing[1]}, unknown here), ${describe}. Run the newer version, or restore a backup taken before the upgrade.`,
    )
  }
  const cause = causeText(error)
  if (/disk is full|ENOSPC/i.test(cause)) {
    throw new StoreStartError(
      `Cannot migrate the store, ${describe}: the disk is full (${cause}). Free space on its file system.`,
    )
  }
  throw new StoreStartError(`Cannot migrate the store, ${describe}: ${cause}.`)
}

/**
 * Opens the store, waiting for a PostgreSQL that is not there yet (`startWaitMs`), applies pending
 * migrations and returns it; StoreStartError when it cannot.
 */
export async function openStore(
  config: StoreConfig,
  onWait: StoreWaitListener = () => undefined,
): Promise<Store> {
  const engine =
    config.engine === 'sqlite' ? await sqliteEngine(config.dataDir) : postgresEngine(config.url)
  const { db } = engine
  try {
    const waitMs = config.engine === 'postgres' ? (config.startWaitMs ?? 0) : 0
    await reach(db, engine.describe, waitMs, onWait)
    await migrate(db, engine.describe)
  } catch (error) {
    await db.destroy().catch(() => undefined)
    engine.release?.()
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
    transaction: (operation, work) =>
      run(operation, () =>
        db.connection().execute(async (connection) => {
          await sql`begin`.execute(connection)
          try {
            const result = await work(connection)
            await sql`commit`.execute(connection)
            return result
          } catch (error) {
            // Fails when the engine has already rolled back; the cause to report is `error`.
            await sql`rollback`.execute(connection).catch(() => undefined)
            throw error
          }
        }),
      ),
    ping: () =>
      run('ping', async () => {
        const checkedAt = Date.now()
        await db
          .insertInto('readiness')
          .values({ id: 1, checked_at: checkedAt })
          .onConflict((conflict) => conflict.column('id').doUpdateSet({ checked_at: checkedAt }))
          .execute()
      }),
    purgeExpired: (nowMs) =>
      run('purge', async () => {
        let deleted = 0
        for (const { table, column } of EXPIRING_TABLES) {
          const result = await db.deleteFrom(table).where(column, '<=', nowMs).executeTakeFirst()
          deleted += Number(result.numDeletedRows)
        }
        return deleted
      }),
    close: async () => {
      await db.destroy()
      engine.release?.()
    },
  }
}
