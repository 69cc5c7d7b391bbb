/**
 * `npm run bench:bff`: load test of Organization Info through the BFF at its default settings,
 * compared with the same BFF logging only warnings and with the simulator answering directly, in
 * one run (docs/performance.md, decision 0162).
 *
 * The simulator and the BFFs run as child processes on ephemeral ports (`src/simulator/main.ts`,
 * then `src/server/main.ts` pointed at it through the TALENT_* variables), autocannon in this
 * process. Three targets, measured in interleaved rounds so a change in machine load hits each
 * alike:
 * 1. the simulator directly (Bearer token);
 * 2. the BFF at LOG_LEVEL=info, the default: one access line per request, to a pipe this process
 *    reads, as a log collector would;
 * 3. the same BFF at LOG_LEVEL=warn (no access lines).
 * Both BFFs serve from their per-session cache (ORG_INFO_CACHE_TTL_MS=60000). It prints requests/s,
 * p50/p99, the ratios, the CPU per answer, and whether each goal is met: at info at least 0.75×
 * its own warn throughput and 0.33× the simulator's (stretch 0.4×), p99 added at most 5 ms.
 * Settings: BENCH_DURATION_S (default 9), BENCH_CONNECTIONS (default 50), BENCH_ROUNDS (default 3),
 * BENCH_CPU_PROF_DIR (write a V8 CPU profile of each BFF there, for `--cpu-prof` analysis),
 * BENCH_PIN (0: leave the processes to the scheduler; by default autocannon runs on CPU 0 and the
 * simulator and the BFFs on CPU 1, see `cpuPinning`).
 */
import type { Started } from './bench-support.ts'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { REGIONS } from '../src/domain/regions/regions.ts'
import { freePort } from '../src/server/testing/free-port.ts'
import {
  BFF_MAIN,
  DEMO,
  basic,
  cpuPinning,
  machineLine,
  positiveInt,
  startChild,
  startSimulatorProcess,
  stop,
  upstreamToken,
} from './bench-support.ts'

const duration = positiveInt('BENCH_DURATION_S', 9)
const connections = positiveInt('BENCH_CONNECTIONS', 50)
const rounds = positiveInt('BENCH_ROUNDS', 3)
const cpuProfDir = process.env.BENCH_CPU_PROF_DIR || undefined
/** Clock ticks per second of /proc/<pid>/stat (`getconf CLK_TCK`; 100 on Linux). */
const CLOCK_TICKS = 100
/** Goals of issue 27 (docs/performance.md). */
const GOALS = { ofWarn: 0.75, ofDirect: 0.33, stretch: 0.4, addedP99Ms: 5 } as const

/** A running server and its base URL. */
interface Running {
  readonly child: Started['child']
  readonly url: string
}

const dataDirs: string[] = []

async function startBff(simulatorUrl: string, logLevel: 'info' | 'warn'): Promise<Running> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-bff-'))
  dataDirs.push(dataDir)
  const url = `http://127.0.0.1:${port}`
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: url,
    LOG_LEVEL: logLevel,
    SESSION_SECRET: 'benchmark-session-secret-0123456789abcdef',
    ORG_INFO_CACHE_TTL_MS: '60000',
    // The default store (SQLite), empty: no state from an earlier run or another version.
    DATA_DIR: dataDir,
    // One session sends every request: its flood guard on upstream reads must not be the limit.
    UPSTREAM_READS_PER_SESSION_PER_MINUTE: '100000',
    // Any free loopback port for /metrics, which the bench does not read (decision 0176).
    METRICS_PORT: '0',
  }
  if (cpuProfDir !== undefined) {
    env.NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${cpuProfDir} --cpu-prof-name=bff-${logLevel}.cpuprofile`
  }
  for (const region of REGIONS) {
    env[`TALENT_${region.envKey}_BASE_URL`] = `${simulatorUrl}/${region.id}`
    env[`TALENT_${region.envKey}_BASIC_AUTH`] = basic(region.id)
  }
  const started = await startChild(BFF_MAIN, env, /Open:\s+(http:\S+)/)
  if (started.child.pid !== undefined) pinning.pin(started.child.pid, 'server')
  return { child: started.child, url }
}

async function bffSessionCookie(bffUrl: string): Promise<string> {
  const response = await fetch(`${bffUrl}/api/session`, {
    method: 'POST',
    headers: { 'x-csrf': '1', 'content-type': 'application/json' },
    body: JSON.stringify({ region: 'us', ...DEMO }),
  })
  if (response.status !== 200) throw new Error(`BFF sign-in failed: ${response.status}`)
  const line = response.headers.getSetCookie()[0] ?? ''
  return line.split(';')[0] ?? ''
}

interface Round {
  readonly total: number
  readonly p50: number
  readonly p99: number
  readonly failures: number
  /** CPU time (user + system) the answering process spent in the round, ms; NaN off Linux. */
  readonly cpuMs: number
}

interface Target {
  readonly name: string
  readonly url: string
  readonly headers: Record<string, string>
  readonly rounds: Round[]
  /** The process that answers (the simulator directly, or the BFF): its CPU time is measured. */
  readonly pid: number | undefined
}

/** CPU time a process has used, in ms, from /proc (Linux; NaN elsewhere). */
function cpuTimeMs(pid: number | undefined): number {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return Number.NaN
  // Fields after the command name: state is field 3, utime 14 and stime 15 (in clock ticks).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
}

/**
 * Takes the session cookie the BFF last set, as a browser would: once a minute the BFF extends a
 * session's idle window by rewriting its cookie, and a client that kept sending the old one would
 * have it re-sealed on every request (bench a browser, not that client).
 */
async function takeNewCookie(target: Target): Promise<void> {
  if (target.headers.cookie === undefined) return
  const response = await fetch(target.url, { headers: target.headers })
  await response.arrayBuffer()
  const line = response.headers.getSetCookie()[0]
  if (line !== undefined) target.headers.cookie = line.split(';')[0] ?? ''
}

async function measure(target: Target, seconds: number): Promise<void> {
  await takeNewCookie(target)
  const cpuBefore = cpuTimeMs(target.pid)
  const result = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    headers: target.headers,
  })
  target.rounds.push({
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    cpuMs: cpuTimeMs(target.pid) - cpuBefore,
  })
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0
}

const loadBefore = loadavg()
const pinning = cpuPinning()
const simulatorProcess = await startSimulatorProcess()
if (simulatorProcess.child.pid !== undefined) pinning.pin(simulatorProcess.child.pid, 'server')
const simulator: Running = { child: simulatorProcess.child, url: simulatorProcess.match }
const bffs: Running[] = []
const targets: Target[] = []
try {
  const token = await upstreamToken(simulator.url)
  targets.push({
    name: 'simulator direct',
    url: `${simulator.url}/us/api/v2/core/organization-info`,
    headers: { authorization: `Bearer ${token}` },
    rounds: [],
    pid: simulator.child.pid,
  })
  for (const level of ['info', 'warn'] as const) {
    const bff = await startBff(simulator.url, level)
    bffs.push(bff)
    const cookie = await bffSessionCookie(bff.url)
    targets.push({
      name: `BFF, LOG_LEVEL=${level}${level === 'info' ? ' (default)' : ''}`,
      url: `${bff.url}/api/regions/us/organization-info`,
      headers: { cookie, 'x-csrf': '1' },
      rounds: [],
      pid: bff.child.pid,
    })
  }
  // Interleaved rounds, so a change in machine load hits every target alike.
  const slice = Math.max(1, Math.round(duration / rounds))
  process.stdout.write(
    `Organization Info (cached), ${connections} connections, ${rounds} rounds of ${slice} s per target; ${pinning.describe}\n`,
  )
  for (let round = 0; round < rounds; round += 1) {
    for (const target of targets) await measure(target, slice)
    process.stdout.write(`  round ${round + 1}/${rounds} done\n`)
  }
} finally {
  for (const bff of bffs) await stop(bff)
  await stop(simulator)
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
}

const seconds = Math.max(1, Math.round(duration / rounds)) * rounds
const summary = targets.map((target) => ({
  name: target.name,
  rps: target.rounds.reduce((sum, r) => sum + r.total, 0) / seconds,
  p50: median(target.rounds.map((r) => r.p50)),
  p99: median(target.rounds.map((r) => r.p99)),
  failures: target.rounds.reduce((sum, r) => sum + r.failures, 0),
  // CPU time per answered request: unlike req/s, barely moved by other work on the machine.
  cpuUs:
    (target.rounds.reduce((sum, r) => sum + r.cpuMs, 0) * 1000) /
    Math.max(
      1,
      target.rounds.reduce((sum, r) => sum + r.total, 0),
    ),
}))
const direct = summary[0]
const header = [
  'target'.padEnd(38),
  'req/s'.padStart(8),
  'p50 ms'.padStart(7),
  'p99 ms'.padStart(7),
  'vs direct'.padStart(10),
  'failed'.padStart(7),
  'CPU µs/req'.padStart(11),
  'CPU vs direct'.padStart(14),
].join(' ')
const lines = summary.map((r) =>
  [
    r.name.padEnd(38),
    r.rps.toFixed(0).padStart(8),
    String(r.p50).padStart(7),
    String(r.p99).padStart(7),
    (direct === undefined ? '-' : `${(r.rps / direct.rps).toFixed(2)}x`).padStart(10),
    String(r.failures).padStart(7),
    (Number.isNaN(r.cpuUs) ? '-' : r.cpuUs.toFixed(0)).padStart(11),
    (direct === undefined || Number.isNaN(r.cpuUs)
      ? '-'
      : `${(r.cpuUs / direct.cpuUs).toFixed(2)}x`
    ).padStart(14),
  ].join(' '),
)
const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(' ')
process.stdout.write(
  `\n${header}\n${lines.join('\n')}\n(p50/p99: median over rounds; CPU: the answering process's, the simulator's for` +
    ` "direct" and the BFF's alone otherwise; on a busy machine "CPU vs direct" moves less than` +
    ` req/s, which then measure the scheduler)\n` +
    `\n${machineLine()}\nload average: ${load(loadBefore)} before, ${load(loadavg())} after\n`,
)

const [, info, warn] = summary
if (direct !== undefined && info !== undefined && warn !== undefined) {
  const ofWarn = info.rps / warn.rps
  const ofDirect = info.rps / direct.rps
  const addedP99 = info.p99 - direct.p99
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED')
  const goals = [
    [
      `BFF at info >= ${GOALS.ofWarn}x its throughput at warn: ${ofWarn.toFixed(2)}x`,
      verdict(ofWarn >= GOALS.ofWarn),
    ],
    [
      `BFF at info >= ${GOALS.ofDirect}x direct (stretch ${GOALS.stretch}x): ${ofDirect.toFixed(2)}x`,
      ofDirect >= GOALS.stretch ? 'met (stretch too)' : verdict(ofDirect >= GOALS.ofDirect),
    ],
    [
      `p99 added by the BFF at info <= ${GOALS.addedP99Ms} ms: ${addedP99} ms`,
      verdict(addedP99 <= GOALS.addedP99Ms),
    ],
  ]
  process.stdout.write(
    `\ngoals (issue 27)\n${goals.map(([text, met]) => `  ${(met ?? '').padEnd(17)} ${text}`).join('\n')}\n`,
  )
}
process.exitCode = summary.every((r) => r.failures === 0) ? 0 : 1
