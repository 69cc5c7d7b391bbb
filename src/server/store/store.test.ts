import { spawn } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { MIGRATIONS } from './migrations.ts'
import { createRevocations } from './revocations.ts'
import type { Revocations } from './revocations.ts'
import { openStore } from './store.ts'
import { StoreStartError } from './store-start-errors.ts'
import type { StoreConfig } from './store.ts'
import { ENGINES, freshStore, useFreshStore } from './testing/test-store.ts'

const STORE_MODULE = path.resolve(import.meta.dirname, 'store.ts')

/** Opens (and migrates) the store in a separate Node process, as a replica starting would. */
async function openInChildProcess(config: StoreConfig): Promise<number | null> {
  const script = `import { openStore } from ${JSON.stringify(STORE_MODULE)}
try {
  const store = await openStore(JSON.parse(process.env.STORE_CONFIG))
  await store.close()
} catch (error) {
  if (!/another process uses it/.test(error.message)) throw error
  process.exitCode = 1
}`
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, STORE_CONFIG: JSON.stringify(config) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const [code] = (await once(child, 'exit')) as [number | null]
  return code
}

describe.each(ENGINES)('the store on %s', (engine) => {
  const store = useFreshStore(engine)

  it('applies every migration once, however many replicas start on it at once', async () => {
    const fresh = await freshStore(engine)
    try {
      const codes = await Promise.all([1, 2, 3].map(() => openInChildProcess(fresh.config)))
      if (engine === 'postgres') expect(codes).toEqual([0, 0, 0])
      // One process per SQLite DATA_DIR (decision 0254): one opens; one arriving while it has
      // the store is refused (exit 1), one arriving after it closed opens in turn.
      else expect(codes.every((code) => code === 0 || code === 1) && codes.includes(0)).toBe(true)
      const opened = await openStore(fresh.config)
      const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(
        opened.db,
      )
      expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS))
      await opened.close()
    } finally {
      await fresh.cleanup()
    }
    // Three Node processes start and migrate: seconds each on a loaded machine.
  }, 30_000)

  it('refuses to start on a schema newer than the code, saying so', async () => {
    const fresh = await freshStore(engine)
    try {
      const first = await openStore(fresh.config)
      await first.db
        .withoutPlugins()
        .insertInto('kysely_migration' as 'revocations')
        .values({ name: '9999_from_the_future', timestamp: new Date().toISOString() } as never)
        .execute()
      await first.close()
      const opened = openStore(fresh.config)
      await expect(opened).rejects.toThrow(StoreStartError)
      await expect(opened).rejects.toThrow(
        /schema is newer than this version of the app.*9999_from_the_future/,
      )
    } finally {
      await fresh.cleanup()
    }
  })

  /** A replica's revocations, refreshed by hand (`refresh()`) instead of on a timer. */
  const replica = (): Revocations =>
    createRevocations(store(), { log: { warn: () => {}, info: () => {} }, refreshMs: 0 })

  it('records revocations every replica sees, and forgets them after their expiry', async () => {
    const [here, there] = [replica(), replica()]
    const now = Date.now()
    expect(await there.revoked(['session-a', 'region-b'], now)).toEqual(new Set())
    await here.revoke([{ id: 'session-a', expiresAtMs: now + 60_000 }])
    expect(await here.revoked(['session-a', 'region-b'], now)).toEqual(new Set(['session-a']))
    // A replica that has not seen the id looks it up; one that knew it as "not revoked" learns
    // of the revocation from its next refresh of the recent revocations.
    expect(await replica().revoked(['session-a'], now)).toEqual(new Set(['session-a']))
    expect(await there.revoked(['session-a'], now)).toEqual(new Set())
    await there.refresh()
    expect(await there.revoked(['session-a', 'region-b'], now)).toEqual(new Set(['session-a']))
    expect(await replica().revoked(['session-a'], now + 60_000)).toEqual(new Set())
    expect(await store().purgeExpired(now + 60_000)).toBe(1)
  })

  it('answers known ids from memory, also while the store is down', async () => {
    const fresh = await freshStore(engine)
    const opened = await openStore(fresh.config)
    const revocations = createRevocations(opened, {
      log: { warn: () => {}, info: () => {} },
      refreshMs: 0,
    })
    const now = Date.now()
    await revocations.revoke([{ id: 'gone', expiresAtMs: now + 60_000 }])
    // Memory alone answers only when it knows every id (the hot path, without a promise).
    expect(revocations.revokedInMemory(['kept', 'gone'])).toBeUndefined()
    expect(await revocations.revoked(['kept', 'gone'], now)).toEqual(new Set(['gone']))
    expect(revocations.revokedInMemory(['kept', 'gone'])).toEqual(new Set(['gone']))
    expect(revocations.revokedInMemory(['kept'])).toEqual(new Set())
    await opened.close()
    await fresh.cleanup()
    expect(await revocations.revoked(['kept', 'gone'], now)).toEqual(new Set(['gone']))
    expect(revocations.revokedInMemory(['kept', 'gone'])).toEqual(new Set(['gone']))
    await expect(revocations.revoked(['never-seen'], now)).rejects.toMatchObject({
      name: 'StoreUnavailableError',
    })
    await expect(revocations.refresh()).rejects.toMatchObject({ name: 'StoreUnavailableError' })
  })

  it('answers a ping, and fails with StoreUnavailableError once closed', async () => {
    const fresh = await freshStore(engine)
    const closed = await openStore(fresh.config)
    await closed.ping()
    await closed.close()
    await expect(closed.ping()).rejects.toMatchObject({ name: 'StoreUnavailableError' })
    await fresh.cleanup()
  })
})

describe('the SQLite store and a killed process', () => {
  it('keeps every write it acknowledged when the process is killed (SIGKILL) mid-stream', async () => {
    const fresh = await freshStore('sqlite')
    const script = `import { openStore } from ${JSON.stringify(STORE_MODULE)}
import { createRevocations } from ${JSON.stringify(path.resolve(import.meta.dirname, 'revocations.ts'))}
const revocations = createRevocations(await openStore(JSON.parse(process.env.STORE_CONFIG)), { log: console, refreshMs: 0 })
for (let i = 0; ; i += 1) {
  await revocations.revoke([{ id: 'id-' + i, expiresAtMs: Date.now() + 3600000 }])
  process.stdout.write('ack ' + i + '\\n')
}`
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, STORE_CONFIG: JSON.stringify(fresh.config) },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        if (/ack 200\n/.test(output)) resolve()
      })
    })
    const exited = once(child, 'exit')
    child.kill('SIGKILL')
    await exited
    const acknowledged = [...output.matchAll(/ack (\d+)\n/g)].map((match) => `id-${match[1]}`)
    const reopened = await openStore(fresh.config)
    try {
      const rows = await reopened.db.selectFrom('revocations').select('id').execute()
      const stored = new Set(rows.map((row) => row.id))
      expect(acknowledged.length).toBeGreaterThan(200)
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([])
    } finally {
      await reopened.close()
      await fresh.cleanup()
    }
  })
})
