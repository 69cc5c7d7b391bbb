import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach } from 'vitest'
import { DEMO_API_KEY, DEMO_EMAIL } from '../../simulator/datasets.ts'
import { SESSION_COOKIE_NAME } from '../session/cookie.ts'
import { tempDataDir } from '../store/testing/test-store.ts'

const MAIN = path.resolve(import.meta.dirname, '../main.ts')

export interface MainProcess {
  readonly child: ChildProcess
  /** The exit code, once the process has exited. */
  readonly exited: Promise<number | null>
  output(): { stdout: string; stderr: string }
  /** The first match of `pattern` in standard output; throws if the process exits or time runs out first. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>
}

/**
 * For a test file that starts `main.ts`: each test gets a fresh DATA_DIR (`dataDir()`), and
 * whatever it started and left running is killed after it.
 */
export function useMainProcesses(): {
  dataDir(): string
  /** main.ts with DATA_DIR and `env`. */
  start(env?: Record<string, string>): MainProcess
} {
  const children: ChildProcess[] = []
  let dataDir = ''
  beforeEach(() => {
    dataDir = tempDataDir()
  })
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })
  return {
    dataDir: () => dataDir,
    // Any free metrics port: several apps of the test run share the machine.
    // No shedding on the event loop's lag: the machine is shared with other test runs (0253).
    start: (env = {}) =>
      startMain(
        { DATA_DIR: dataDir, METRICS_PORT: '0', OVERLOAD_EVENT_LOOP_DELAY_MS: '0', ...env },
        children,
      ),
  }
}

/**
 * `node src/server/main.ts` as a child process with exactly `env` (and PATH), as an operator
 * starts it. `children` collects it, so the test's cleanup can kill what is still running.
 */
function startMain(env: Record<string, string>, children: ChildProcess[]): MainProcess {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const output = () => ({ stdout, stderr })
  const waitFor = async (pattern: RegExp, timeoutMs = 15_000) => {
    const started = Date.now()
    while (Date.now() - started < timeoutMs) {
      const match = pattern.exec(stdout)
      if (match !== null) return match
      if (child.exitCode !== null) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`no ${pattern} in output:\n${stdout}\n${stderr}`)
  }
  return { child, exited, output, waitFor }
}

/** Signs the demo user in to `region` of the BFF at `base` over HTTP; the session cookie's `name=value`. */
export async function signInOverHttp(
  base: string,
  region = 'us',
): Promise<{ status: number; cookie: string | undefined }> {
  const response = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'x-csrf': '1', 'content-type': 'application/json' },
    body: JSON.stringify({ region, email: DEMO_EMAIL, apiKey: DEMO_API_KEY }),
  })
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE_NAME}=`))
  return { status: response.status, cookie }
}
