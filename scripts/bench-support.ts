/**
 * What the benchmarks share: settings from the environment, starting a server in a child process
 * (its own event loop and core, apart from the load generator), the simulator's demo user and
 * token, and the machine they ran on (every bench prints it beside its figures).
 */
import { execFileSync, spawn } from 'node:child_process'
import type { ChildProcessWithoutNullStreams } from 'node:child_process'
import { once } from 'node:events'
import { availableParallelism, cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { BFF_NODE_FLAGS } from '../src/server/node-flags.ts'

export const SIMULATOR_MAIN = fileURLToPath(new URL('../src/simulator/main.ts', import.meta.url))
export const BFF_MAIN = fileURLToPath(new URL('../src/server/main.ts', import.meta.url))
export const DEMO = { email: 'demo@example.com', apiKey: 'demo-api-key' } as const

/** A positive whole number from the environment, or `fallback` when unset. */
export function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer.`)
  return value
}

export interface Started {
  readonly child: ChildProcessWithoutNullStreams
  /** The first capture group of the start-up pattern (a URL or a port). */
  readonly match: string
}

/**
 * Starts `main` on Node (the BFF, or `bff` for another checkout's, with the flags `npm start`
 * gives it) and waits until its standard output matches `pattern`.
 */
export function startChild(
  main: string,
  env: Record<string, string>,
  pattern: RegExp,
  options: { readonly bff?: boolean } = {},
): Promise<Started> {
  const flags = main === BFF_MAIN || options.bff === true ? BFF_NODE_FLAGS : []
  const child = spawn(process.execPath, [...flags, main], { env: { ...process.env, ...env } })
  child.stderr.pipe(process.stderr)
  return new Promise((resolve, reject) => {
    let output = ''
    const onExit = (code: number | null) => reject(new Error(`${main} exited with ${code}.`))
    child.once('exit', onExit)
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      output += chunk
      const match = pattern.exec(output)
      if (match?.[1] !== undefined) {
        child.off('exit', onExit)
        child.stdout.removeAllListeners('data')
        child.stdout.resume()
        resolve({ child, match: match[1] })
      }
    })
  })
}

/** The simulator alone, on an ephemeral port, without request logs; resolves to its URL. */
export function startSimulatorProcess(): Promise<Started> {
  return startChild(
    SIMULATOR_MAIN,
    { SIMULATOR_PORT: '0', SIMULATOR_LOG: '0' },
    /listening on (http:\/\/\S+)/,
  )
}

export async function stop(started: {
  readonly child: ChildProcessWithoutNullStreams
}): Promise<void> {
  const exited = once(started.child, 'exit')
  started.child.kill('SIGTERM')
  await exited
}

/** The simulator's Basic credential of a region (docs/simulator.md). */
export const basic = (id: string) => Buffer.from(`${id}-client:${id}-secret`).toString('base64')

/** A password-grant token of the demo user in the simulator's `us` region. */
export async function upstreamToken(simulatorUrl: string): Promise<string> {
  const response = await fetch(`${simulatorUrl}/us/oauth/v1/authenticate`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic('us')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ grantType: 'password', username: DEMO.email, password: DEMO.apiKey }),
  })
  const answer = z.object({ data: z.object({ access_token: z.string() }) })
  return answer.parse(await response.json()).data.access_token
}

/**
 * Where the processes of a benchmark run: the load generator (this process, autocannon) on the
 * first CPU and the servers under test on the second, with `taskset` (Linux, util-linux). Left to
 * the scheduler, the two sometimes share a core for part of a round, which moves a server's CPU
 * per request by a third from run to run; pinned, every target is measured alike. BENCH_PIN=0,
 * fewer than two CPUs or no `taskset`: nothing is pinned.
 */
export function cpuPinning(): {
  readonly describe: string
  pin(pid: number, role: 'load' | 'server'): void
} {
  const off = (describe: string) => ({ describe, pin: () => {} })
  if (process.env.BENCH_PIN === '0') return off('not pinned (BENCH_PIN=0)')
  if (availableParallelism() < 2) return off('not pinned (one CPU)')
  const taskset = (pid: number, cpu: string) =>
    execFileSync('taskset', ['--all-tasks', '--pid', '--cpu-list', cpu, String(pid)], {
      stdio: 'ignore',
    })
  try {
    taskset(process.pid, '0')
  } catch {
    return off('not pinned (no taskset)')
  }
  return {
    describe: 'load generator on CPU 0, servers on CPU 1 (taskset)',
    pin: (pid, role) => taskset(pid, role === 'load' ? '0' : '1'),
  }
}

/**
 * Above this 1-minute load average a timing bench prints its figures but no verdict: on the
 * 2-core machines CI runs on, other work then takes a share of the CPU the page or the server
 * needed, and Lighthouse's TBT (4x the observed CPU time) measures the machine (issue 39).
 */
export const QUIET_LOAD = 1.5

/** The machine a bench ran on: CPU model and cores. */
export function machine(): { readonly cpu: string; readonly cores: number } {
  const model = cpus()[0]?.model.trim()
  return {
    cpu: model === undefined || model === '' ? 'unknown CPU' : model,
    cores: availableParallelism(),
  }
}

/** The 1-, 5- and 15-minute load averages, as printed. */
export const formatLoad = (values: readonly number[] = loadavg()): string =>
  values.map((value) => value.toFixed(2)).join(' ')

/** "machine: Intel(R) Xeon(R) Processor, 2 cores": the first line of every bench's report. */
export function machineLine(): string {
  const { cpu, cores } = machine()
  return `machine: ${cpu}, ${cores} core${cores === 1 ? '' : 's'}`
}

/**
 * The 1-minute load averages seen while a bench ran (before, between runs, after), and whether
 * the machine was quiet enough for a verdict.
 */
export interface LoadWatch {
  /** Notes the load average now (call it between runs). */
  sample(): void
  readonly before: readonly number[]
  /** The highest 1-minute load average seen so far. */
  highest(): number
  /** Why no verdict can be given, or undefined when the machine stayed quiet. */
  noVerdict(): string | undefined
}

export function watchLoad(read: () => readonly number[] = loadavg): LoadWatch {
  const before = read()
  let highest = before[0] ?? 0
  const sample = () => {
    highest = Math.max(highest, read()[0] ?? 0)
  }
  return {
    before,
    sample,
    highest: () => highest,
    noVerdict() {
      sample()
      if (highest <= QUIET_LOAD) return undefined
      return (
        `no verdict: the 1-minute load average reached ${highest.toFixed(2)} (above ${QUIET_LOAD}), ` +
        'so these figures measure the machine as much as the app'
      )
    },
  }
}

/**
 * A timing bench's last lines: the machine, the load average before and after, and, when the
 * machine was busy, why there is no verdict (exit code 2). True when a verdict may follow.
 */
export function printMachineFooter(load: LoadWatch, refusal: string | undefined): boolean {
  console.log('')
  console.log(machineLine())
  console.log(`load average before: ${formatLoad(load.before)}, after: ${formatLoad()}`)
  if (refusal === undefined) return true
  console.log(refusal)
  process.exitCode = 2
  return false
}
