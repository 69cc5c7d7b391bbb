/**
 * `npm run bench:bff`: load test of Organization Info through the BFF, compared with the
 * simulator answering directly, in one run.
 *
 * The simulator and the BFF run as child processes on ephemeral ports (`src/simulator/main.ts`,
 * then `src/server/main.ts` pointed at it through the TALENT_* variables), autocannon in this
 * process. Three targets, one after the other so they do not compete for the cores:
 * 1. the simulator directly (Bearer token);
 * 2. the BFF with its per-session cache (ORG_INFO_CACHE_TTL_MS=60000);
 * 3. the BFF with the cache off (ORG_INFO_CACHE_TTL_MS=0: every request goes upstream).
 * Settings: BENCH_DURATION_S (default 10), BENCH_CONNECTIONS (default 50),
 * BENCH_LOG_LEVEL (the BFF's LOG_LEVEL, default warn).
 */
import type { Started } from './bench-support.ts'
import autocannon from 'autocannon'
import { REGIONS } from '../src/domain/regions.ts'
import { freePort } from '../src/server/testing/free-port.ts'
import {
  BFF_MAIN,
  DEMO,
  basic,
  positiveInt,
  startChild,
  startSimulatorProcess,
  stop,
  upstreamToken,
} from './bench-support.ts'

const duration = positiveInt('BENCH_DURATION_S', 10)
const connections = positiveInt('BENCH_CONNECTIONS', 50)
const rounds = positiveInt('BENCH_ROUNDS', 3)
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn'

/** A running server and its base URL. */
interface Running {
  readonly child: Started['child']
  readonly url: string
}

async function startBff(simulatorUrl: string, cacheTtlMs: number): Promise<Running> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: url,
    LOG_LEVEL: logLevel,
    SESSION_SECRET: 'benchmark-session-secret-0123456789abcdef',
    ORG_INFO_CACHE_TTL_MS: String(cacheTtlMs),
  }
  for (const region of REGIONS) {
    env[`TALENT_${region.envKey}_BASE_URL`] = `${simulatorUrl}/${region.id}`
    env[`TALENT_${region.envKey}_BASIC_AUTH`] = basic(region.id)
  }
  const started = await startChild(BFF_MAIN, env, /Open:\s+(http:\S+)/)
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
}

interface Target {
  readonly name: string
  readonly url: string
  readonly headers: Record<string, string>
  readonly rounds: Round[]
}

async function measure(target: Target, seconds: number): Promise<void> {
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
  })
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0
}

const simulatorProcess = await startSimulatorProcess()
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
  })
  for (const [name, ttl] of [
    ['BFF, per-session cache on', 60_000],
    ['BFF, cache off (every call upstream)', 0],
  ] as const) {
    const bff = await startBff(simulator.url, ttl)
    bffs.push(bff)
    const cookie = await bffSessionCookie(bff.url)
    targets.push({
      name,
      url: `${bff.url}/api/regions/us/organization-info`,
      headers: { cookie, 'x-csrf': '1' },
      rounds: [],
    })
  }
  // Interleaved rounds, so a change in machine load hits every target alike.
  const slice = Math.max(1, Math.round(duration / rounds))
  process.stdout.write(
    `Organization Info, ${connections} connections, ${rounds} rounds of ${slice} s per target\n`,
  )
  for (let round = 0; round < rounds; round += 1) {
    for (const target of targets) await measure(target, slice)
    process.stdout.write(`  round ${round + 1}/${rounds} done\n`)
  }
} finally {
  for (const bff of bffs) await stop(bff)
  await stop(simulator)
}

const seconds = Math.max(1, Math.round(duration / rounds)) * rounds
const summary = targets.map((target) => ({
  name: target.name,
  rps: target.rounds.reduce((sum, r) => sum + r.total, 0) / seconds,
  p50: median(target.rounds.map((r) => r.p50)),
  p99: median(target.rounds.map((r) => r.p99)),
  failures: target.rounds.reduce((sum, r) => sum + r.failures, 0),
}))
const direct = summary[0]
const header = [
  'target'.padEnd(38),
  'req/s'.padStart(8),
  'p50 ms'.padStart(7),
  'p99 ms'.padStart(7),
  'vs direct'.padStart(10),
  'failed'.padStart(7),
].join(' ')
const lines = summary.map((r) =>
  [
    r.name.padEnd(38),
    r.rps.toFixed(0).padStart(8),
    String(r.p50).padStart(7),
    String(r.p99).padStart(7),
    (direct === undefined ? '-' : `${(r.rps / direct.rps).toFixed(2)}x`).padStart(10),
    String(r.failures).padStart(7),
  ].join(' '),
)
process.stdout.write(
  `\n${header}\n${lines.join('\n')}\n(p50/p99: median over rounds; BFF LOG_LEVEL=${logLevel})\n`,
)
process.exitCode = summary.every((r) => r.failures === 0) ? 0 : 1
