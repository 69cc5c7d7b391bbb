/**
 * A throwaway PostgreSQL cluster for the tests (Debian's `postgresql` package): `initdb` into a
 * temporary directory, run as the `postgres` system user (the server refuses to run as root),
 * listening on a loopback port with trust authentication, removed when stopped.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../src/server/testing/free-port.ts'

export const POSTGRES_VERSION = '15'

/** The directory of initdb and pg_ctl: the newest Debian PostgreSQL installed. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] === undefined ? undefined : path.join(root, versions[0], 'bin')
}

/** Runs a PostgreSQL tool as the `postgres` user: runuser as root, else `sudo -n -u postgres`. */
function asPostgres(binary: string, args: string[]): void {
  const root = process.getuid?.() === 0
  const [command, prefix] = root
    ? ['runuser', ['-u', 'postgres', '--']]
    : ['sudo', ['-n', '-u', 'postgres', '--']]
  try {
    execFileSync(command, [...prefix, binary, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (error) {
    const stderr =
      typeof error === 'object' && error !== null && 'stderr' in error ? String(error.stderr) : ''
    throw new Error(
      `postgres: ${path.basename(binary)} failed${root ? '' : ' (not root: needs passwordless sudo to the postgres user)'}: ${stderr.trim()}`,
      { cause: error },
    )
  }
}

export interface RunningPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication). */
  readonly url: string
  /** Stops the server as an operator would (`pg_ctl stop -m fast`), keeping its data. */
  halt(): void
  /** Starts the halted server again on the same port and data. */
  resume(): void
  /** Stops the server and removes its data. */
  stop(): void
}

export async function startPostgres(): Promise<RunningPostgres> {
  const bin = postgresBinDir()
  if (bin === undefined) {
    throw new Error(
      "postgres: Debian's postgresql package is not installed (run `node scripts/ensure-postgres.ts`)",
    )
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'pdd-pg-'))
  execFileSync('chown', ['postgres:postgres', dir])
  const port = await freePort()
  asPostgres(path.join(bin, 'initdb'), ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  const pgCtl = (args: string[]) => asPostgres(path.join(bin, 'pg_ctl'), ['-D', dir, ...args])
  const start = () => pgCtl(['-o', options, '-l', path.join(dir, 'log'), '-w', 'start'])
  start()
  let stopped = false
  let halted = false
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    halt() {
      if (halted) return
      pgCtl(['-m', 'fast', '-w', 'stop'])
      halted = true
    },
    resume() {
      if (!halted) return
      start()
      halted = false
    },
    stop() {
      if (stopped) return
      stopped = true
      try {
        if (!halted) pgCtl(['-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
