import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'
import { StoreStartError } from './store-start-errors.ts'

/**
 * One process per SQLite DATA_DIR (decision 0254). Two processes on one SQLite file start, then
 * answer `503 database is locked` under load: the second now refuses to start with one line
 * naming the first. The lock is a file created exclusively (`O_EXCL`) holding the owner's pid,
 * host and start; it is removed on close. A lock left by a process that died (kill -9, a crash)
 * on this host is taken over; one of another host (a shared volume) cannot be checked and is
 * refused, naming the file to delete. Several stores of one process (the tests' replicas) share
 * the process's lock.
 */
const LOCK_FILE_NAME = 'pdd.lock'

interface Owner {
  readonly pid: number
  readonly host: string
  readonly since: string
}

export interface DataDirLock {
  release(): void
}

/** How many stores of this process hold each lock file. */
const held = new Map<string, number>()

function readOwner(file: string): Owner | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'))
    if (typeof value !== 'object' || value === null) return undefined
    const { pid, host, since } = value as Record<string, unknown>
    return typeof pid === 'number' && typeof host === 'string' && typeof since === 'string'
      ? { pid, host, since }
      : undefined
  } catch {
    return undefined
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, as another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const hold = (file: string): DataDirLock => {
  held.set(file, (held.get(file) ?? 0) + 1)
  let released = false
  return {
    release() {
      if (released) return
      released = true
      const count = (held.get(file) ?? 1) - 1
      if (count > 0) {
        held.set(file, count)
        return
      }
      held.delete(file)
      rmSync(file, { force: true })
    },
  }
}

/** Takes DATA_DIR's lock, or throws StoreStartError naming the process that holds it. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, LOCK_FILE_NAME)
  if (held.has(file)) return hold(file)
  const me: Owner = { pid: process.pid, host: hostname(), since: new Date().toISOString() }
  // A lock being written by a process starting at this moment is empty for an instant.
  for (let attempt = 0; attempt < 40; attempt += 1) {
    try {
      const fd = openSync(file, 'wx')
      try {
        writeSync(fd, JSON.stringify(me))
      } finally {
        closeSync(fd)
      }
      return hold(file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = readOwner(file)
    if (owner === undefined) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      continue
    }
    const here = owner.host === me.host
    if (here && (owner.pid === me.pid || !alive(owner.pid))) {
      // Left by a process of this host that is gone (or by this very pid, restarted).
      rmSync(file, { force: true })
      continue
    }
    throw new StoreStartError(
      `Cannot open the SQLite store in DATA_DIR (${dataDir}): another process uses it (pid ${owner.pid} on ${owner.host}, since ${owner.since}). Stop it or give this one its own DATA_DIR; replicas share a PostgreSQL DATABASE_URL instead. If that process is gone, delete ${file}.`,
    )
  }
  throw new StoreStartError(
    `Cannot open the SQLite store in DATA_DIR (${dataDir}): ${file} holds no owner. If no other process uses DATA_DIR, delete it.`,
  )
}
