import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterEach, beforeEach, inject } from 'vitest'
import { openStore } from '../store.ts'
import type { Store, StoreConfig, StoreEngine } from '../store.ts'

/** Both engines: the store's tests run once for each. */
export const ENGINES: readonly StoreEngine[] = ['sqlite', 'postgres']

export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'pdd-data-'))
}

export interface TestStoreConfig {
  readonly config: StoreConfig
  /** DATA_DIR or DATABASE_URL, as an operator would set it. */
  readonly env: Record<string, string>
  cleanup(): Promise<void>
}

/**
 * A fresh, empty store of `engine`: SQLite in a new temporary directory, or a new database in
 * the run's throwaway PostgreSQL cluster (started by postgres-global-setup.ts).
 */
export async function freshStore(engine: StoreEngine): Promise<TestStoreConfig> {
  if (engine === 'sqlite') {
    const dataDir = tempDataDir()
    return {
      config: { engine, dataDir },
      env: { DATA_DIR: dataDir },
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  const admin = inject('postgresUrl')
  const name = `t_${randomBytes(6).toString('hex')}`
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  try {
    await client.query(`create database ${name}`)
  } finally {
    await client.end()
  }
  const url = new URL(admin)
  url.pathname = `/${name}`
  return {
    config: { engine, url: url.href },
    env: { DATABASE_URL: url.href },
    cleanup: async () => {
      const dropper = new pg.Client({ connectionString: admin })
      await dropper.connect()
      try {
        await dropper.query(`drop database if exists ${name} with (force)`)
      } finally {
        await dropper.end()
      }
    },
  }
}

/** An open, empty store of `engine` for each test of the calling `describe`, closed after it. */
export function useFreshStore(engine: StoreEngine): () => Store {
  let current: { store: Store; fresh: TestStoreConfig } | undefined
  beforeEach(async () => {
    const fresh = await freshStore(engine)
    current = { store: await openStore(fresh.config), fresh }
  })
  afterEach(async () => {
    if (current === undefined) return
    await current.store.close()
    await current.fresh.cleanup()
    current = undefined
  })
  return () => {
    if (current === undefined) throw new Error('no test is running')
    return current.store
  }
}
