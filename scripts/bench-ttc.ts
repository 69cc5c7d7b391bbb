/**
 * `npm run bench:ttc`: time to charts in Chromium (Playwright), against the demo build with the
 * in-process simulator answering every upstream call after a set latency
 * (`POST /__control/faults` in latency mode; docs/simulator.md):
 * - sign-in → charts: from the sign-in form's submit, on a loaded sign-in page in a fresh browser
 *   context (nothing of the dashboard cached), until the dashboard's five share bars are drawn;
 * - reload → charts: a signed-in dashboard reloaded (its files in the HTTP cache, as a reload
 *   finds them), from the navigation's start until the five bars are drawn. Each reload waits
 *   until the BFF's Organization Info cache (ORG_INFO_CACHE_TTL_MS, 5 s) has let the last answer
 *   go, so the upstream's latency is paid as on a first visit.
 *
 * The floor is the upstream's share: the token call and then Organization Info for a sign-in
 * (2 × latency), Organization Info for a reload. Prints the machine (CPU model, cores, load
 * average before and after), each run, the medians, their multiple of the floor and issue 39's
 * goals at 300 ms (sign-in ≤ 720 ms, reload ≤ 700 ms), without a verdict when the 1-minute load
 * average passes 1.5; then what the page did after the network: Organization Info's answer → the
 * first bar drawn, and the time per further bar (one Recharts chart each). Exit code: 0 goals met, 1 a goal missed, 2 no verdict.
 *
 * BENCH_TTC_RUNS (default 5) runs per journey and latency; BENCH_TTC_LATENCIES (default `0,300`,
 * ms); BENCH_TTC_VIEWPORT (default `1280x900`, CSS pixels: the five bars in view, at 200 px they
 * are drawn); BENCH_TTC_COMPARE=<path of another checkout, built> measures that tree too, run by
 * run in turn with this one, and prints the ratios of the medians. Needs `npm run build` first.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { chromium, type Browser, type BrowserContext } from 'playwright'
import { z } from 'zod'
import { chromiumLaunchOptions } from './chromium.ts'
import {
  DEMO,
  formatLoad,
  machineLine,
  positiveInt,
  printMachineFooter,
  startChild,
  stop,
  watchLoad,
  type Started,
} from './bench-support.ts'
import { freePort, median } from './lighthouse-support.ts'
import {
  CHARTS,
  drawingParts,
  formatParts,
  formatRatios,
  formatSeries,
  GOAL_LATENCY_MS,
  goalMs,
  probeMarks,
  probeScript,
  type Journey,
  type Series,
} from './ttc-support.ts'

const runs = positiveInt('BENCH_TTC_RUNS', 5)
const latencies = (process.env.BENCH_TTC_LATENCIES || '0,300').split(',').map((value) => {
  const latency = Number(value.trim())
  if (!Number.isInteger(latency) || latency < 0) throw new Error(`BENCH_TTC_LATENCIES: "${value}"?`)
  return latency
})
const [width, height] = (process.env.BENCH_TTC_VIEWPORT || '1280x900').split('x').map(Number)
if (width === undefined || height === undefined || !(width > 0 && height > 0)) {
  throw new Error('BENCH_TTC_VIEWPORT must read like 1280x900.')
}
const viewport = { width, height }
const compareDir = process.env.BENCH_TTC_COMPARE || undefined
/** The BFF's default Organization Info cache, set explicitly: each reload waits it out. */
const CACHE_TTL_MS = 5000
const WAIT = { timeout: 30_000 }
const marksSchema = z.object({
  submit: z.number().optional(),
  drawn: z.number(),
  bars: z.array(z.number()),
  answered: z.number().optional(),
})
type Run = { readonly value: number; readonly marks: z.infer<typeof marksSchema> }

interface Target {
  readonly name: string
  readonly bff: Started
  readonly base: string
  readonly control: string
  readonly dataDir: string
}

async function startTarget(name: string, tree: string): Promise<Target> {
  const main = path.join(tree, 'src', 'server', 'main.ts')
  if (!existsSync(path.join(tree, 'dist', 'client', 'index.html'))) {
    throw new Error(`Run \`npm run build\` in ${tree} first.`)
  }
  const [port, simulatorPort] = [await freePort(), await freePort()]
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pdd-bench-ttc-'))
  const bff = await startChild(
    main,
    {
      PORT: String(port),
      SIMULATOR_PORT: String(simulatorPort),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      METRICS_PORT: 'off',
      ORG_INFO_CACHE_TTL_MS: String(CACHE_TTL_MS),
    },
    /Open:\s+(http:\/\/\S+)/,
    { bff: true },
  )
  return {
    name,
    bff,
    base: bff.match,
    control: `http://127.0.0.1:${simulatorPort}/__control`,
    dataDir,
  }
}

async function setLatency(target: Target, latencyMs: number): Promise<void> {
  const faults = latencyMs === 0 ? { mode: 'none' } : { mode: 'latency', ratio: 1, latencyMs }
  const response = await fetch(`${target.control}/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(faults),
  })
  if (!response.ok) throw new Error(`Simulator faults: HTTP ${response.status}`)
}

async function newContext(browser: Browser, target: Target): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: target.base, viewport, locale: 'en-US' })
  await context.addInitScript({ content: probeScript(CHARTS) })
  return context
}

/** Milliseconds from the page's navigation start to the five charts drawn, once they are. */
async function drawnAt(context: BrowserContext): Promise<z.infer<typeof marksSchema>> {
  const page = context.pages()[0]
  if (page === undefined) throw new Error('No page.')
  const marks = await page.waitForFunction(probeMarks, null, WAIT)
  return marksSchema.parse(await marks.jsonValue())
}

/** One sign-in, in a fresh context: submit → five charts drawn. */
async function signInRun(browser: Browser, target: Target): Promise<Run> {
  const context = await newContext(browser, target)
  try {
    const page = await context.newPage()
    await page.goto('/sign-in?region=us')
    await page.getByLabel('Region', { exact: true }).selectOption('us')
    await page.getByLabel('E-mail address', { exact: true }).fill(DEMO.email)
    await page.getByLabel('API key', { exact: true }).fill(DEMO.apiKey)
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    const marks = await drawnAt(context)
    if (marks.submit === undefined) throw new Error('The sign-in form was not submitted.')
    return { value: marks.drawn - marks.submit, marks }
  } finally {
    await context.close()
  }
}

/** A signed-in context whose dashboard has been loaded once (its files cached). */
async function signedInContext(browser: Browser, target: Target): Promise<BrowserContext> {
  const context = await newContext(browser, target)
  const answer = await context.request.post('/api/session', {
    headers: { 'x-csrf': '1', origin: target.base },
    data: { region: 'us', ...DEMO },
  })
  if (!answer.ok()) throw new Error(`Sign-in failed: ${answer.status()}`)
  const page = await context.newPage()
  await page.goto('/regions/us')
  await drawnAt(context)
  return context
}

/** One reload of the signed-in dashboard, once the BFF's cached answer has gone. */
async function reloadRun(context: BrowserContext): Promise<Run> {
  const page = context.pages()[0]
  if (page === undefined) throw new Error('No page.')
  await sleep(CACHE_TTL_MS + 250)
  await page.reload()
  const marks = await drawnAt(context)
  return { value: marks.drawn, marks }
}

async function main(): Promise<void> {
  const load = watchLoad()
  const targets: Target[] = []
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    targets.push(await startTarget('this tree', process.cwd()))
    if (compareDir !== undefined)
      targets.push(await startTarget(path.basename(compareDir), compareDir))
    console.log(machineLine())
    console.log(`load average before: ${formatLoad(load.before)}`)
    console.log(
      `Time to charts (${CHARTS} share bars drawn), Chromium ${browser.version()} at ${width}x${height}, ` +
        `median of ${runs} run(s) per journey, upstream latency ${latencies.join(' and ')} ms` +
        (targets.length > 1 ? `; ${targets.map((t) => t.name).join(' and ')} in turn` : ''),
    )
    const series = new Map<
      string,
      {
        target: string
        journey: Journey
        latencyMs: number
        runs: number[]
        parts: { firstBar: number; perBar: number }[]
      }
    >()
    const note = (target: Target, journey: Journey, latencyMs: number, { value, marks }: Run) => {
      const key = `${target.name}|${journey}|${latencyMs}`
      const entry = series.get(key) ?? {
        target: target.name,
        journey,
        latencyMs,
        runs: [],
        parts: [],
      }
      entry.runs.push(value)
      const parts = drawingParts(marks)
      if (parts !== undefined) entry.parts.push(parts)
      series.set(key, entry)
      load.sample()
      console.log(
        `  ${target.name}, ${journey} at ${latencyMs} ms: ${Math.round(value)} ms (load ${formatLoad()})`,
      )
    }
    for (const latencyMs of latencies) {
      for (const target of targets) await setLatency(target, latencyMs)
      // Warm-up: the BFF's and the browser's first run pays for code run the first time.
      for (const target of targets) await signInRun(browser, target)
      for (let run = 0; run < runs; run += 1) {
        for (const target of targets)
          note(target, 'sign-in', latencyMs, await signInRun(browser, target))
      }
      const contexts = await Promise.all(targets.map((target) => signedInContext(browser, target)))
      try {
        for (let run = 0; run < runs; run += 1) {
          for (const [index, target] of targets.entries()) {
            note(target, 'reload', latencyMs, await reloadRun(contexts[index]!))
          }
        }
      } finally {
        for (const context of contexts) await context.close()
      }
    }
    const all: Series[] = [...series.values()]
    const refusal = load.noVerdict()
    console.log('')
    console.log(formatSeries(all, refusal === undefined))
    console.log(`\n${formatParts(all)}`)
    if (targets.length > 1)
      console.log(`\n${formatRatios(all, targets[0]!.name, targets[1]!.name)}`)
    if (!printMachineFooter(load, refusal)) return
    const judged = all.filter(
      (entry) => entry.target === targets[0]!.name && entry.latencyMs === GOAL_LATENCY_MS,
    )
    if (judged.some((entry) => median(entry.runs) > goalMs(entry.journey))) process.exitCode = 1
  } finally {
    await browser.close()
    for (const target of targets) {
      await stop(target.bff)
      rmSync(target.dataDir, { recursive: true, force: true })
    }
  }
}

await main()
