import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import path from 'node:path'

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
 * `node src/server/main.ts` as a child process with exactly `env` (and PATH), as an operator
 * starts it. `children` collects it, so the test's cleanup can kill what is still running.
 */
export function startMain(env: Record<string, string>, children: ChildProcess[]): MainProcess {
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
