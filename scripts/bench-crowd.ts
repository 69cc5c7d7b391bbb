/**
 * `npm run bench:crowd`: the BFF under a crowd (issue 37; docs/performance.md). `src/server/main.ts`
 * starts as `npm start` would, in demo mode (built-in simulator and demo history), LOG_LEVEL=warn,
 * an empty SQLite store, bound to the loopback only, behind one trusted proxy hop (TRUST_PROXY=1:
 * each virtual user sends its own X-Forwarded-For, as users behind a load balancer). Then
 * CROWD_USERS (default 600) people, each added to the simulator with an e-mail and API key of their
 * own and holding CROWD_SESSIONS_PER_USER (default 3) sessions in as many regions (1,800), sign in and read, history-heavy: three history reads (90 days to 3 years) for one Organization
 * Info read, each after a think time of CROWD_THINK_MS (default 1000 to 3000 ms), for CROWD_SECONDS
 * (default 180). A polite client: a `503 overloaded` waits its Retry-After; a request unanswered
 * after CROWD_CLIENT_TIMEOUT_MS (default 10 000) is given up (a client timeout). After the load,
 * the BFF idles CROWD_AFTER_SECONDS (default 60) while its RSS is sampled.
 *
 * With the SPA built (dist/client), each user also opens the app as a browser does when they
 * start and every CROWD_PAGE_EVERY (default 8) turns: a page navigation (`Accept: text/html`, the
 * user's browser language, Arabic among them) and the page's files under /assets/ (decision 0401).
 *
 * Prints the machine (CPU, cores, load) beside every figure, the BFF's RSS every 15 s, its peak and
 * after the load, the served answers' and the shed (`503 overloaded`) answers' latencies apart
 * (p50/p90/p99/max), the answers by route and status, client timeouts and connection errors, and
 * the goals: peak RSS <= 300 MiB, under 250 MiB within a minute after the load, p99 of served
 * answers <= 2 s, shed answers p99 <= 50 ms, no client timeout, no file of the SPA shed, every shed
 * navigation answered in its browser's language. Exits 1 when a goal is missed.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os'
import path from 'node:path'
import { Agent, fetch } from 'undici'
import { REGION_IDS } from '../src/domain/regions/regions.ts'
import {
  acceptLanguageTags,
  DEFAULT_LANGUAGE,
  matchLanguage,
} from '../src/domain/text/languages.ts'
import { DEFAULT_CLIENT_DIR } from '../src/server/app.ts'
import { freePort } from '../src/server/testing/free-port.ts'
import { BFF_MAIN, cpuPinning, positiveInt, startChild, stop } from './bench-support.ts'

const seconds = positiveInt('CROWD_SECONDS', 180)
const users = positiveInt('CROWD_USERS', 600)
const sessionsPerUser = positiveInt('CROWD_SESSIONS_PER_USER', 3)
const thinkMinMs = positiveInt('CROWD_THINK_MIN_MS', 1000)
const thinkMaxMs = Math.max(thinkMinMs, positiveInt('CROWD_THINK_MAX_MS', 3000))
const clientTimeoutMs = positiveInt('CROWD_CLIENT_TIMEOUT_MS', 10_000)
const afterSeconds = positiveInt('CROWD_AFTER_SECONDS', 60)
/** Users start over this long, so the crowd builds up rather than arrives in one instant. */
const rampMs = positiveInt('CROWD_RAMP_MS', 20_000)
const pageEvery = positiveInt('CROWD_PAGE_EVERY', 8)
const GOALS = { peakRssMiB: 300, afterRssMiB: 250, p99Ms: 2000, shedP99Ms: 50 } as const
/** The browsers' languages of the users, in turn: each UI language, and one that is not. */
const BROWSER_LANGUAGES = [
  'ar',
  'fr-CA,fr;q=0.9',
  'de-DE,de;q=0.9',
  'es',
  'ja',
  'en-GB',
  'fr',
  'pt-BR',
]
const PAGE_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'
/** History ranges a trend view asks for (days back from today): 3, 6, 12 and 18 months, 3 years. */
const HISTORY_DAYS = [90, 180, 365, 540, 1095]
const SAMPLE_MS = 1000

const isoDay = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const think = () => sleep(thinkMinMs + Math.random() * (thinkMaxMs - thinkMinMs))

/** The resident memory of `pid`, MiB, from /proc (Linux). */
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? Number.NaN) / 1024
}

/** The machine, read before any pinning narrows what this process sees. */
const MACHINE = `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${availableParallelism()} cores, ${(totalmem() / 1024 ** 3).toFixed(1)} GiB`
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')
/** The machine (read before pinning, as MACHINE) and its 1-minute load now, beside each figure. */
const MACHINE_CORES = `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${availableParallelism()} cores`
const onMachine = () => `[${MACHINE_CORES}, load ${(loadavg()[0] ?? 0).toFixed(2)}]`
/** The files of the built SPA's entry page a browser fetches first (none when not built). */
function siteFiles(): readonly string[] | undefined {
  try {
    const html = readFileSync(path.join(DEFAULT_CLIENT_DIR, 'index.html'), 'utf8')
    const found = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '')
    return [...new Set(found)].filter((file) => file !== '').slice(0, 4)
  } catch {
    return undefined
  }
}
const files = siteFiles()

const port = await freePort()
const metricsPort = await freePort()
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-crowd-'))
const base = `http://127.0.0.1:${port}`
const loadBefore = load()
const pinning = cpuPinning()
const bff = await startChild(
  BFF_MAIN,
  {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    METRICS_PORT: String(metricsPort),
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
  },
  // The banner is one write: its last line names the in-process simulator and its control API.
  /Simulator:\s+(http:\S+)/,
)
const simulatorUrl = bff.match
const pid = bff.child.pid ?? 0
pinning.pin(pid, 'server')

const dispatcher = new Agent({ connections: 1024, keepAliveTimeout: 30_000, pipelining: 1 })

interface Tally {
  readonly latencies: number[]
  readonly statuses: Map<string, number>
  /** Latencies by method, route and status. */
  readonly byKind: Map<string, number[]>
  /** Latencies of the answers served (anything but `503 overloaded`) and of the shed ones. */
  readonly served: number[]
  readonly shed: number[]
  /** Requests for the SPA's files, and how many of them were answered 503. */
  files: number
  filesShed: number
  /** Shed page navigations, and how many were a page in the browser's language. */
  shedPages: number
  shedPagesInLanguage: number
  overloaded: number
  timeouts: number
  errors: number
}
const tally: Tally = {
  latencies: [],
  statuses: new Map(),
  byKind: new Map(),
  served: [],
  shed: [],
  files: 0,
  filesShed: 0,
  shedPages: 0,
  shedPagesInLanguage: 0,
  overloaded: 0,
  timeouts: 0,
  errors: 0,
}
let loading = true

/** One request; resolves to the status (0: no answer) and the session cookie to keep. */
async function call(
  user: number,
  method: string,
  url: string,
  cookie: string,
  body?: unknown,
  extra: Record<string, string> = {},
): Promise<{ status: number; cookie: string; retryAfterS: number }> {
  const started = performance.now()
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      dispatcher,
      signal: AbortSignal.timeout(clientTimeoutMs),
      headers: {
        'x-csrf': '1',
        'accept-encoding': 'br, gzip',
        'x-forwarded-for': `10.${(user >> 16) & 255}.${(user >> 8) & 255}.${user & 255}`,
        ...(cookie === '' ? {} : { cookie }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extra,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    if (loading) {
      const ms = performance.now() - started
      tally.latencies.push(ms)
      const route = (url.split('?')[0] ?? '')
        .replace(/\/regions\/[^/]+/, '/regions/:region')
        .replace(/^\/assets\/.*/, '/assets/*')
      const kind = `${method} ${route} ${response.status}`
      tally.statuses.set(kind, (tally.statuses.get(kind) ?? 0) + 1)
      tally.byKind.set(kind, [...(tally.byKind.get(kind) ?? []), ms])
      const page = extra.accept === PAGE_ACCEPT
      const shed =
        response.status === 503 &&
        (page ? response.headers.has('retry-after') : text.includes('"overloaded"'))
      if (shed) {
        tally.overloaded += 1
        tally.shed.push(ms)
      } else {
        tally.served.push(ms)
      }
      if (route === '/assets/*') {
        tally.files += 1
        if (response.status === 503) tally.filesShed += 1
      }
      if (page && shed) {
        tally.shedPages += 1
        const language =
          matchLanguage(acceptLanguageTags(extra['accept-language'])) ?? DEFAULT_LANGUAGE
        if (text.includes(`<html lang="${language}"`)) tally.shedPagesInLanguage += 1
      }
    }
    const line = response.headers.getSetCookie()[0]
    return {
      status: response.status,
      cookie: line === undefined ? cookie : (line.split(';')[0] ?? ''),
      retryAfterS: Number(response.headers.get('retry-after') ?? 0),
    }
  } catch (error) {
    if (loading) {
      if (error instanceof DOMException && error.name === 'TimeoutError') tally.timeouts += 1
      else {
        tally.errors += 1
        if (tally.errors === 1) process.stderr.write(`first connection error: ${String(error)}\n`)
      }
    }
    return { status: 0, cookie, retryAfterS: 1 }
  }
}

const deadline = () => !loading

/** Each user is a person of their own, known in the regions of their sessions (600 e-mails). */
const person = (index: number) => ({
  email: `crowd-${index}@example.com`,
  apiKey: `crowd-key-${index}`,
})
const regionOf = (index: number, slot: number) =>
  REGION_IDS[(index * sessionsPerUser + slot) % REGION_IDS.length] ?? 'us'

/** Adds the users to the simulator (its control API, in demo mode), before the load. */
async function addPeople(): Promise<void> {
  const adds: (() => Promise<unknown>)[] = []
  for (let index = 0; index < users; index += 1) {
    for (let slot = 0; slot < sessionsPerUser; slot += 1) {
      adds.push(() =>
        fetch(`${simulatorUrl}/__control/regions/${regionOf(index, slot)}/users`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(person(index)),
        }).then((response) => response.arrayBuffer()),
      )
    }
  }
  for (let start = 0; start < adds.length; start += 50) {
    await Promise.all(adds.slice(start, start + 50).map((add) => add()))
  }
}

/** The user's browser opens a page of the app: the navigation, then the page's files. */
async function openApp(index: number, region: string): Promise<void> {
  if (files === undefined) return
  const language = BROWSER_LANGUAGES[index % BROWSER_LANGUAGES.length] ?? 'en'
  await call(index, 'GET', `/regions/${region}`, '', undefined, {
    accept: PAGE_ACCEPT,
    'accept-language': language,
  })
  await Promise.all(files.map((file) => call(index, 'GET', file, '')))
}

async function user(index: number): Promise<void> {
  await sleep((index / users) * rampMs)
  const sessions = Array.from({ length: sessionsPerUser }, (_, slot) => ({
    region: regionOf(index, slot),
    cookie: '',
  }))
  for (let turn = 0; !deadline(); turn += 1) {
    const session = sessions[turn % sessions.length]
    if (session === undefined) return
    if (turn % pageEvery === 0) await openApp(index, session.region)
    if (session.cookie === '') {
      const signedIn = await call(index, 'POST', '/api/session', '', {
        region: session.region,
        ...person(index),
      })
      if (signedIn.status === 200) session.cookie = signedIn.cookie
      else await sleep(Math.max(1, signedIn.retryAfterS) * 1000)
      continue
    }
    await think()
    if (deadline()) return
    const days = HISTORY_DAYS[(index + turn) % HISTORY_DAYS.length] ?? 90
    const url =
      turn % 4 === 3
        ? `/api/regions/${session.region}/organization-info`
        : `/api/regions/${session.region}/organization-info/history?from=${isoDay(days)}&to=${isoDay(0)}`
    const answer = await call(index, 'GET', url, session.cookie)
    session.cookie = answer.cookie
    if (answer.status === 401) session.cookie = ''
    if (answer.status === 503 || answer.status === 429) {
      await sleep(Math.max(1, answer.retryAfterS) * 1000)
    }
  }
}

/** The BFF's /metrics (its loopback port), or '' when it does not answer. */
async function bffMetrics(): Promise<string> {
  try {
    return await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
  } catch {
    return ''
  }
}
const metricValue = (text: string, name: string) =>
  Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN)

/**
 * The BFF's own view of its memory, MiB, and of its event loop's lag since the previous reading
 * (prom-client resets its histogram at each): a latency the clients see beyond the lag is spent
 * before the BFF reads the request, or in the load generator itself.
 */
async function bffView(): Promise<string> {
  const text = await bffMetrics()
  if (text === '') return 'metrics: no answer'
  const mib = (name: string) => (metricValue(text, name) / 1024 / 1024).toFixed(0)
  const ms = (name: string) => (metricValue(text, name) * 1000).toFixed(0)
  return (
    `JS heap ${mib('nodejs_heap_size_total_bytes')} MiB, ${mib('nodejs_heap_size_used_bytes')} used; ` +
    `external ${mib('nodejs_external_memory_bytes')} MiB; event-loop lag p99 ` +
    `${ms('nodejs_eventloop_lag_p99_seconds')} ms, max ${ms('nodejs_eventloop_lag_max_seconds')} ms`
  )
}

/** Shed answers by reason, and the mean time inside the BFF (onRequest to answer) per route. */
function insideTheBff(text: string): string {
  const shed = [...text.matchAll(/^shed_requests_total\{reason="(\w+)"\} (\d+)$/gm)]
    .map(([, reason, count]) => `${reason} ${count}`)
    .join(', ')
  const means = [
    ...text.matchAll(
      /^http_request_duration_seconds_sum\{route="([^"]+)",method="(\w+)"\} (\S+)$/gm,
    ),
  ].flatMap(([, route, method, sum]) => {
    const count = metricValue(
      text,
      `http_request_duration_seconds_count\\{route="${route?.replace(/[*]/g, '\\*')}",method="${method}"\\}`,
    )
    return count > 0 ? [`${method} ${route} ${((Number(sum) / count) * 1000).toFixed(1)} ms`] : []
  })
  return (
    `shed by reason: ${shed === '' ? 'none' : shed}\n` +
    `mean time inside the BFF, onRequest to answer: ${means.join('; ')}\n`
  )
}

await addPeople()
const started = Date.now()
const samples: { atS: number; rss: number }[] = []
let nextPrintS = 15
const sampler = setInterval(() => {
  const atS = Math.round((Date.now() - started) / 1000)
  const rss = rssMiB(pid)
  samples.push({ atS, rss })
  if (atS >= nextPrintS) {
    nextPrintS += 15
    void bffView().then((heap) =>
      process.stdout.write(
        `  ${String(atS).padStart(4)} s  ${rss.toFixed(0).padStart(5)} MiB RSS  (${heap})  ${onMachine()}\n`,
      ),
    )
  }
}, SAMPLE_MS)

process.stdout.write(
  `Crowd: ${users} users, ${users * sessionsPerUser} sessions, history-heavy, for ${seconds} s ` +
    `(then ${afterSeconds} s idle); BFF on 127.0.0.1 at its defaults (demo mode, SQLite)\n` +
    `machine: ${MACHINE}; ${pinning.describe}; load average ${loadBefore} before\n` +
    (files === undefined
      ? '  the SPA is not built (npm run build): no page navigation nor file in the mix\n'
      : `  each user opens a page (and its ${files.length} files) every ${pageEvery} turns\n`) +
    `  ${'0'.padStart(4)} s  ${rssMiB(pid).toFixed(0).padStart(5)} MiB RSS (started, idle)\n`,
)

/** The machine line at the end of the load, beside the latencies it saw. */
let machineAtEnd: string | undefined
/** The BFF's own counts and times at the end of the load. */
let bffAtEnd: string | undefined
let afterRss = Number.NaN
let underGoalAtS: number | undefined
try {
  const crowd = Promise.all(Array.from({ length: users }, (_, index) => user(index)))
  await sleep(seconds * 1000)
  loading = false
  const loadAtEnd = load()
  machineAtEnd = onMachine()
  bffAtEnd = insideTheBff(await bffMetrics())
  // Requests still in flight are answered or time out; none is counted any more.
  await Promise.race([crowd, sleep(clientTimeoutMs + 1000)])
  const endedS = Math.round((Date.now() - started) / 1000)
  process.stdout.write(`load ended at ${endedS} s (load average ${loadAtEnd}); idling…\n`)
  await dispatcher.close()
  for (let second = 0; second < afterSeconds; second += 1) {
    await sleep(1000)
    afterRss = rssMiB(pid)
    if (underGoalAtS === undefined && afterRss <= GOALS.afterRssMiB) underGoalAtS = second + 1
  }
} finally {
  clearInterval(sampler)
  await stop(bff)
  rmSync(dataDir, { recursive: true, force: true })
}

const peak = Math.max(...samples.map((sample) => sample.rss))
const sorted = tally.latencies.toSorted((a, b) => a - b)
const quantileOf = (values: readonly number[], q: number) =>
  values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0
/** p50/p90/p99/max of `values`, ms, each padded. */
function distribution(values: readonly number[]): string {
  const times = values.toSorted((a, b) => a - b)
  const p = (q: number) => quantileOf(times, q).toFixed(0).padStart(6)
  return `p50 ${p(0.5)}  p90 ${p(0.9)}  p99 ${p(0.99)}  max ${(times.at(-1) ?? 0).toFixed(0).padStart(6)} ms`
}
const servedSorted = tally.served.toSorted((a, b) => a - b)
const shedSorted = tally.shed.toSorted((a, b) => a - b)
const servedP99 = quantileOf(servedSorted, 0.99)
const shedP99 = quantileOf(shedSorted, 0.99)
process.stdout.write(
  `\n${sorted.length} answered requests in ${seconds} s (${(sorted.length / seconds).toFixed(0)}/s); ` +
    `${tally.overloaded} answered 503 overloaded; ${tally.timeouts} client timeouts (${clientTimeoutMs} ms); ` +
    `${tally.errors} connection errors  ${machineAtEnd ?? onMachine()}\n` +
    `latency as the clients saw it, ${machineAtEnd ?? onMachine()} at the end of the load:\n` +
    `  ${String(servedSorted.length).padStart(8)}  ${distribution(servedSorted)}  served\n` +
    `  ${String(shedSorted.length).padStart(8)}  ${distribution(shedSorted)}  shed (503 overloaded)\n` +
    `the BFF's own view at the end of the load, ${machineAtEnd ?? onMachine()}:\n${bffAtEnd ?? 'not read\n'}` +
    'by route and status:\n',
)
for (const [kind, count] of [...tally.statuses.entries()].sort()) {
  process.stdout.write(
    `  ${String(count).padStart(8)}  ${distribution(tally.byKind.get(kind) ?? [])}  ${kind}\n`,
  )
}
const verdict = (met: boolean) => (met ? 'met' : 'MISSED').padEnd(8)
const goals = [
  [peak <= GOALS.peakRssMiB, `peak RSS <= ${GOALS.peakRssMiB} MiB: ${peak.toFixed(0)} MiB`],
  [
    underGoalAtS !== undefined,
    `RSS <= ${GOALS.afterRssMiB} MiB within ${afterSeconds} s after the load: ` +
      (underGoalAtS === undefined ? 'not reached' : `after ${underGoalAtS} s`) +
      ` (${afterRss.toFixed(0)} MiB at ${afterSeconds} s)`,
  ],
  [
    servedP99 <= GOALS.p99Ms,
    `p99 of served answers <= ${GOALS.p99Ms} ms: ${servedP99.toFixed(0)} ms (p50 ${quantileOf(servedSorted, 0.5).toFixed(0)} ms)`,
  ],
  [
    shedP99 <= GOALS.shedP99Ms,
    `p99 of shed answers <= ${GOALS.shedP99Ms} ms: ` +
      (shedSorted.length === 0 ? 'none shed' : `${shedP99.toFixed(0)} ms of ${shedSorted.length}`),
  ],
  [tally.timeouts === 0, `no client timeout: ${tally.timeouts}`],
  [
    tally.filesShed === 0,
    files === undefined
      ? 'no file of the SPA shed: not measured (the SPA is not built)'
      : `no file of the SPA shed: ${tally.filesShed} of ${tally.files} answered 503`,
  ],
  [
    tally.shedPagesInLanguage === tally.shedPages,
    `shed navigations in the browser's language: ${tally.shedPagesInLanguage} of ${tally.shedPages}`,
  ],
] as const
process.stdout.write(
  `\nload average ${load()} after  ${onMachine()}\ngoals (issues 37, 45)\n` +
    goals.map(([met, text]) => `  ${verdict(met)} ${text}\n`).join(''),
)
process.exitCode = goals.every(([met]) => met) ? 0 : 1
