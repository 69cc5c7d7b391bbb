import { spawnSync } from 'node:child_process'
import { rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { SQLITE_FILE_NAME } from './sqlite.ts'
import { createSnapshots } from './snapshots.ts'
import { createEvents } from './events.ts'
import { describeStoreFailure, openStore, StoreUnavailableError } from './store.ts'
import type { Store } from './store.ts'
import { StoreStartError } from './store-start-errors.ts'
import { freshStore, tempDataDir } from './testing/test-store.ts'

const STORE_MODULE = path.resolve(import.meta.dirname, 'store.ts')
const dirs: string[] = []
const stores: Store[] = []
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function dataDir(): string {
  const dir = tempDataDir()
  dirs.push(dir)
  return dir
}

/** The message openStore refuses to start with. */
async function startMessage(config: Parameters<typeof openStore>[0]): Promise<string> {
  const opening = openStore(config)
  await expect(opening).rejects.toThrow(StoreStartError)
  return opening.then(
    () => '',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  )
}

/**
 * The start-up message for a DATA_DIR on a file system mounted with `mountOptions`, in a Node
 * process of its own mount namespace (`unshare --mount`: the mount is seen by that process only).
 */
function startMessageOnMount(mountOptions: string, below = ''): string {
  const dir = dataDir()
  const script = `import { openStore } from ${JSON.stringify(STORE_MODULE)}
const dataDir = ${JSON.stringify(below)} === '' ? process.env.DIR : process.env.DIR + '/' + ${JSON.stringify(below)}
try { await openStore({ engine: 'sqlite', dataDir }); console.log('opened') }
catch (error) { console.log(error.message) }`
  const node = [process.execPath, '--input-type=module', '-e', script]
  const result = spawnSync(
    'unshare',
    [
      '--mount',
      '--propagation',
      'private',
      'sh',
      '-c',
      `mount -t tmpfs -o ${mountOptions} none "$DIR" && exec "$@"`,
      'sh',
      ...node,
    ],
    { env: { ...process.env, DIR: dir }, encoding: 'utf8', timeout: 20_000 },
  )
  expect(result.stderr).toBe('')
  return result.stdout.trim()
}

describe('start-up messages name the cause in the engine’s own words', () => {
  it('a file that is not a database', async () => {
    const dir = dataDir()
    writeFileSync(
      path.join(dir, SQLITE_FILE_NAME),
      'a text file, long enough for a header '.repeat(8),
    )
    const message = await startMessage({ engine: 'sqlite', dataDir: dir })
    expect(message).toBe(
      `Cannot open the SQLite store in DATA_DIR (${dir}): file is not a database. Restore ${SQLITE_FILE_NAME} from a backup, or move it away to start with an empty store.`,
    )
  })

  it('a database file that stays zero-length is refused, and left as it was', async () => {
    const dir = dataDir()
    const file = path.join(dir, SQLITE_FILE_NAME)
    writeFileSync(file, '')
    const message = await startMessage({ engine: 'sqlite', dataDir: dir })
    expect(message).toBe(
      `Cannot open the SQLite store in DATA_DIR (${dir}): ${file} is empty (0 bytes). Restore the file from a backup, or delete it to start with an empty store.`,
    )
    expect(statSync(file).size).toBe(0)
  })

  it('a file where DATA_DIR, or a directory above it, should be', async () => {
    const file = path.join(dataDir(), 'not-a-directory')
    writeFileSync(file, '')
    expect(await startMessage({ engine: 'sqlite', dataDir: file })).toBe(
      `Cannot open the SQLite store in DATA_DIR (${file}): it is a file, not a directory. Move the file away, or set DATA_DIR to a directory.`,
    )
    const below = path.join(file, 'data')
    expect(await startMessage({ engine: 'sqlite', dataDir: below })).toBe(
      `Cannot open the SQLite store in DATA_DIR (${below}): ${file} is a file, not a directory. Move the file away, or set DATA_DIR to a directory.`,
    )
  })

  it('a read-only file system, the directory there or still to be made', () => {
    const readOnly =
      /^Cannot open the SQLite store in DATA_DIR \(.+\): its file system is read-only \(E\w+: .+\)\. Mount it read-write, or set DATA_DIR to a directory on a writable one\.$/
    expect(startMessageOnMount('ro')).toMatch(readOnly)
    expect(startMessageOnMount('ro', 'missing/data')).toMatch(readOnly)
  })

  it('a full disk', () => {
    // 64 kB: room to create the file, not to apply the migrations.
    expect(startMessageOnMount('size=64k')).toMatch(
      /^Cannot migrate the store, SQLite in DATA_DIR \(.+\): the disk is full \(database or disk is full\)\. Free space on its file system\.$/,
    )
  })

  it('a PostgreSQL database that does not exist', async () => {
    const fresh = await freshStore('postgres')
    try {
      if (fresh.config.engine !== 'postgres') throw new Error('not PostgreSQL')
      const url = new URL(fresh.config.url)
      url.pathname = '/t_no_such_database'
      const message = await startMessage({ engine: 'postgres', url: url.href })
      expect(message).toMatch(
        /^Cannot reach the store, PostgreSQL at DATABASE_URL \(.+, database t_no_such_database\): database "t_no_such_database" does not exist\.$/,
      )
    } finally {
      await fresh.cleanup()
    }
  })
})

describe('a failed write names its real cause', () => {
  /** An SQLite store that has no room for one more page: SQLite's own "disk is full". */
  async function fullStore(): Promise<Store> {
    const store = await openStore({ engine: 'sqlite', dataDir: dataDir() })
    stores.push(store)
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(store.db)
    await sql.raw(`pragma max_page_count = ${rows[0]?.page_count ?? 0}`).execute(store.db)
    return store
  }

  it('in a transaction the engine rolled back itself', async () => {
    const store = await fullStore()
    const rows = Array.from({ length: 200 }, (_, day) => ({
      region: 'us',
      date: `2025-01-${String((day % 28) + 1).padStart(2, '0')}-${day}`.slice(0, 10),
      distributions: [],
      percentages: [],
      demo: false,
    }))
    const writing = createSnapshots(store).insertIfAbsent(
      rows.map((row, index) => ({ ...row, region: `r${index}` })),
      Date.now(),
    )
    await expect(writing).rejects.toThrow(StoreUnavailableError)
    await expect(writing).rejects.toHaveProperty('cause.message', 'database or disk is full')
  })

  it('in an edit of targets, events or definitions (with its audit entry)', async () => {
    const store = await fullStore()
    const actor = { email: 'admin@example.com', nowMs: Date.now() }
    const events = createEvents(store)
    const adding = Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        events.add(
          'us',
          { date: '2026-03-02', title: `Event ${index}`, note: 'n'.repeat(400), allRegions: false },
          actor,
        ),
      ),
    )
    await expect(adding).rejects.toThrow(StoreUnavailableError)
    // Not "cannot rollback - no transaction is active": SQLite had rolled back itself.
    await expect(adding).rejects.toHaveProperty('cause.message', 'database or disk is full')
    await expect(adding).rejects.toSatisfy(
      (error: unknown) => describeStoreFailure(error) === 'store unavailable: the disk is full',
    )
  })

  it('in the rate limiter’s transaction', async () => {
    const store = await fullStore()
    const limiter = store.limiter({ keyPrefix: 'full', points: 5, duration: 60 })
    const keys = Array.from({ length: 400 }, (_, index) => `key-${index}-${'x'.repeat(200)}`)
    const consuming = Promise.all(keys.map((key) => limiter.consume(key)))
    await expect(consuming).rejects.toHaveProperty('message', 'database or disk is full')
  })

  it('readiness: a store that can be read but not written fails the probe', async () => {
    const store = await openStore({ engine: 'sqlite', dataDir: dataDir() })
    stores.push(store)
    await store.ping()
    await sql`pragma query_only = 1`.execute(store.db)
    await expect(sql`select 1`.execute(store.db)).resolves.toBeDefined()
    const probing = store.ping()
    await expect(probing).rejects.toThrow(StoreUnavailableError)
    await expect(probing).rejects.toHaveProperty(
      'cause.message',
      'attempt to write a readonly database',
    )
  })
})
