/**
 * `npm run bench:soak`: the BFF's memory under a mixed load at its default settings
 * (docs/performance.md). `src/server/main.ts` starts as `npm start` would, in demo mode with its
 * built-in simulator and demo history, LOG_LEVEL=info, an empty SQLite store; only PORT and
 * DATA_DIR are set. Virtual users then sign in to a region (within the default sign-in budget of
 * the one address they share), read its dashboard (Organization Info) and its history over several
 * ranges, sometimes add a second region, and sign out, for SOAK_SECONDS (default 180). The RSS of
 * the BFF is printed every 15 s and at the end, with the goal: at most 250 MiB.
 * Settings: SOAK_SECONDS (default 180), SOAK_USERS (default 20 concurrent), SOAK_HEAP_SNAPSHOT_DIR
 * (write a V8 heap snapshot of the BFF there at the end, to see what holds the memory).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { REGION_IDS } from '../src/domain/regions/regions.ts'
import type { RegionId } from '../src/domain/regions/regions.ts'
import { freePort } from '../src/server/testing/free-port.ts'
import {
  BFF_MAIN,
  DEMO,
  formatLoad,
  machineLine,
  positiveInt,
  startChild,
  stop,
} from './bench-support.ts'

const seconds = positiveInt('SOAK_SECONDS', 180)
const users = positiveInt('SOAK_USERS', 20)
const heapDir = process.env.SOAK_HEAP_SNAPSHOT_DIR || undefined
const GOAL_RSS_MIB = 250
/** Below the default SIGNIN_ATTEMPTS_PER_IP_PER_MINUTE (60): every user shares 127.0.0.1. */
const SIGN_INS_PER_MINUTE = 50
const SAMPLE_MS = 15_000
/** History ranges a dashboard user asks for (days back from today). */
const HISTORY_DAYS = [90, 365, 540]

function rssMiB(pid: number): number {
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' })) / 1024
}

const isoDay = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)

const loadBefore = formatLoad()
const port = await freePort()
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-soak-'))
const base = `http://localhost:${port}`
// The metrics listener (decision 0176) on its own loopback port: the soak reads the heap there.
const metricsPort = await freePort()
const env: Record<string, string> = {
  PORT: String(port),
  DATA_DIR: dataDir,
  METRICS_PORT: String(metricsPort),
}
if (heapDir !== undefined)
  env.NODE_OPTIONS = `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${heapDir}`
const bff = await startChild(BFF_MAIN, env, /Open:\s+(http:\S+)/)
const pid = bff.child.pid ?? 0

const started = Date.now()
const deadline = started + seconds * 1000
const statuses = new Map<string, number>()
let signIns = 0

async function call(method: string, url: string, cookie: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      'x-csrf': '1',
      ...(cookie === '' ? {} : { cookie }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  await response.arrayBuffer()
  const kind = `${method} ${url.split('?')[0]?.replace(/\/regions\/[^/]+/, '/regions/:region')} ${response.status}`
  statuses.set(kind, (statuses.get(kind) ?? 0) + 1)
  const line = response.headers.getSetCookie()[0]
  return {
    status: response.status,
    cookie: line === undefined ? cookie : (line.split(';')[0] ?? ''),
  }
}

/** Waits until the shared sign-in budget allows one more, or the soak ends. */
async function signInTurn(): Promise<boolean> {
  for (;;) {
    if (Date.now() >= deadline) return false
    const allowed = Math.floor(((Date.now() - started) / 60_000) * SIGN_INS_PER_MINUTE) + 5
    if (signIns < allowed) {
      signIns += 1
      return true
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function user(index: number): Promise<void> {
  let turn = index
  while (Date.now() < deadline) {
    if (!(await signInTurn())) return
    const regions: RegionId[] = [REGION_IDS[turn % REGION_IDS.length] ?? 'us']
    let session = await call('POST', '/api/session', '', { region: regions[0], ...DEMO })
    if (session.status !== 200) continue
    // A user stays a while: dashboard and trend reads, sometimes a second region.
    for (let read = 0; read < 40 && Date.now() < deadline; read += 1) {
      const region = regions[read % regions.length] ?? 'us'
      session = await call('GET', `/api/regions/${region}/organization-info`, session.cookie)
      const days = HISTORY_DAYS[(turn + read) % HISTORY_DAYS.length] ?? 90
      const range = `from=${isoDay(days)}&to=${isoDay(0)}`
      session = await call(
        'GET',
        `/api/regions/${region}/organization-info/history?${range}`,
        session.cookie,
      )
      if (read === 20 && turn % 3 === 0 && (await signInTurn())) {
        const second = REGION_IDS[(turn + 3) % REGION_IDS.length] ?? 'eu'
        const added = await call('POST', '/api/session', session.cookie, {
          region: second,
          ...DEMO,
        })
        if (added.status === 200) {
          session = added
          regions.push(second)
        }
      }
    }
    await call('DELETE', '/api/session', session.cookie)
    turn += users
  }
}

/** The BFF's own view of its memory (/metrics, Node's default metrics), in MiB. */
async function heapMiB(): Promise<{ heap: number; used: number; external: number }> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
  const value = (name: string) =>
    Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN) / 1024 / 1024
  return {
    heap: value('nodejs_heap_size_total_bytes'),
    used: value('nodejs_heap_size_used_bytes'),
    external: value('nodejs_external_memory_bytes'),
  }
}

const samples: { atS: number; rss: number }[] = []
const sampler = setInterval(() => {
  const sample = { atS: Math.round((Date.now() - started) / 1000), rss: rssMiB(pid) }
  samples.push(sample)
  void heapMiB().then(({ heap, used, external }) =>
    process.stdout.write(
      `  ${String(sample.atS).padStart(4)} s  ${sample.rss.toFixed(0).padStart(5)} MiB RSS` +
        `  (JS heap ${heap.toFixed(0)} MiB, ${used.toFixed(0)} used; external ${external.toFixed(0)} MiB)\n`,
    ),
  )
}, SAMPLE_MS)

process.stdout.write(
  `  ${'0'.padStart(4)} s  ${rssMiB(pid).toFixed(0).padStart(5)} MiB RSS (started, idle)\n`,
)
process.stdout.write(
  `Soak: ${users} users for ${seconds} s against the BFF at its defaults (demo mode, LOG_LEVEL=info, SQLite)\n`,
)
let finalRss: number
try {
  await Promise.all(Array.from({ length: users }, (_, index) => user(index)))
  clearInterval(sampler)
  finalRss = rssMiB(pid)
  if (heapDir !== undefined) {
    const before = new Set(readdirSync(heapDir))
    process.kill(pid, 'SIGUSR2')
    // V8 writes the snapshot on the main thread: once its file exists, the next answer comes
    // only after the whole snapshot is written.
    let written: string[] = []
    while (written.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      written = readdirSync(heapDir).filter((name) => !before.has(name))
    }
    await fetch(`${base}/healthz`)
    process.stdout.write(
      `heap snapshot: ${written.map((name) => path.join(heapDir, name)).join(', ')}\n`,
    )
  }
} finally {
  clearInterval(sampler)
  await stop(bff)
  rmSync(dataDir, { recursive: true, force: true })
}

const total = [...statuses.values()].reduce((sum, count) => sum + count, 0)
process.stdout.write(
  `\n${total} requests in ${seconds} s (${(total / seconds).toFixed(0)}/s); ${signIns} sign-ins\n`,
)
for (const [kind, count] of [...statuses.entries()].sort()) {
  process.stdout.write(`  ${String(count).padStart(8)}  ${kind}\n`)
}
const peak = Math.max(finalRss, ...samples.map((sample) => sample.rss))
const met = finalRss <= GOAL_RSS_MIB
process.stdout.write(
  `\nRSS: ${finalRss.toFixed(0)} MiB at the end, ${peak.toFixed(0)} MiB at most\n` +
    `${machineLine()}\nload average: ${loadBefore} before, ${formatLoad()} after\n` +
    `goal (issue 27)\n  ${(met ? 'met' : 'MISSED').padEnd(8)} RSS <= ${GOAL_RSS_MIB} MiB after the soak: ${finalRss.toFixed(0)} MiB\n`,
)
const failed = [...statuses.entries()].filter(([kind]) => / 5\d\d$/.test(kind))
process.exitCode = failed.length === 0 ? 0 : 1
