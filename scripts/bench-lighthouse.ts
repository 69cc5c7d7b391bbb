/**
 * `npm run bench:lighthouse`: Lighthouse (mobile defaults: simulated slow 4G and 4x CPU slowdown)
 * against the demo build, on the pages a user or a portal opens first:
 * 1. the sign-in page;
 * 2. a signed-in dashboard (`/regions/us`; the session cookie from the API travels as an extra
 *    header);
 * 3. the signed-in trend view (`/regions/us/trends`) and the comparison (`/compare`);
 * 4. the embed view (`/embed/regions/us` with a freshly signed link per run).
 * Each in every language of BENCH_LIGHTHOUSE_LANGUAGES (comma-separated, default `en,ar`: the
 * browser's language, which the SPA opens in). BENCH_LIGHTHOUSE_PAGES (comma-separated names:
 * sign-in, dashboard, trends, compare, embed) measures only those.
 *
 * Prints the machine (CPU model, cores, load average before and after), each figure's median
 * over BENCH_LIGHTHOUSE_RUNS runs (default 5) and whether the goals are met (performance >= 95
 * with TBT <= 200 ms, accessibility and best practices 100). When the 1-minute load average
 * passes 1.5 at any point it prints the figures without a verdict (TBT is 4x the CPU time the
 * page was given, which a busy machine cuts). Exit code: 0 every goal met, 1 a goal missed,
 * 2 no verdict. Needs `npm run build` first and Debian's Chromium (CHROME_PATH to use another).
 * BENCH_LIGHTHOUSE_REPORT_DIR keeps each run's full result as JSON.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { isLanguage, type Language } from '../src/domain/text/languages.ts'
import type { Figures } from './lighthouse-support.ts'
import {
  BFF_MAIN,
  DEMO,
  formatLoad,
  machineLine,
  positiveInt,
  printMachineFooter,
  startChild,
  stop,
  watchLoad,
} from './bench-support.ts'
import {
  formatTable,
  freePort,
  launchChromium,
  medianFigures,
  meetsGoals,
} from './lighthouse-support.ts'
import { buildEmbedLink } from './sign-embed-link.ts'

const runs = positiveInt('BENCH_LIGHTHOUSE_RUNS', 5)
/** Where to keep each run's full Lighthouse result (JSON), for a closer look; unset: nowhere. */
const reportDir = process.env.BENCH_LIGHTHOUSE_REPORT_DIR || undefined
const onlyPages = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim())
const languages: Language[] = (process.env.BENCH_LIGHTHOUSE_LANGUAGES || 'en,ar')
  .split(',')
  .map((name) => {
    const language = name.trim()
    if (!isLanguage(language))
      throw new Error(`BENCH_LIGHTHOUSE_LANGUAGES: no language "${language}".`)
    return language
  })
const SIGNING_SECRET = 'lighthouse-bench-embed-signing-secret-0123456789'

interface Page {
  readonly name: string
  /** Where a signed-in run must end (not redirected to the sign-in page). */
  readonly signedInPath?: string
  /** A fresh URL and headers for each run (embed links are single-use). */
  target(): Promise<{ url: string; headers?: Record<string, string> }>
}

async function sessionCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'x-csrf': '1', 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ region: 'us', ...DEMO }),
  })
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** The URL without its fragment: an embed link's token is never printed. */
const withoutFragment = (url: string): string => url.split('#', 1)[0] ?? url

function score(value: number | null | undefined): number {
  if (value === null || value === undefined) throw new Error('Lighthouse gave no score.')
  return Math.round(value * 100)
}

async function audit(port: number, url: string, headers?: Record<string, string>) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    ...(headers === undefined ? {} : { extraHeaders: headers }),
  })
  if (result === undefined)
    throw new Error(`Lighthouse returned nothing for ${withoutFragment(url)}.`)
  const { categories, audits, runtimeError } = result.lhr
  if (runtimeError !== undefined)
    throw new Error(`${withoutFragment(url)}: ${runtimeError.message}`)
  const metric = (id: string): number => {
    const value = audits[id]?.numericValue
    if (value === undefined) throw new Error(`${withoutFragment(url)}: no ${id}.`)
    return value
  }
  const figures: Figures = {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  }
  return { figures, finalUrl: result.lhr.finalDisplayedUrl, lhr: result.lhr }
}

/**
 * One run of a page. On a busy machine Chromium's trace sometimes misses the navigation
 * (Lighthouse's NO_NAVSTART and similar): such a run is tried once more with a fresh target.
 */
async function auditWithRetry(port: number, page: Page) {
  try {
    const { url, headers } = await page.target()
    return await audit(port, url, headers)
  } catch (error) {
    console.log(`  ${page.name}: ${error instanceof Error ? error.message : String(error)}; again`)
    const { url, headers } = await page.target()
    return audit(port, url, headers)
  }
}

async function main(): Promise<void> {
  if (!existsSync('dist/client/index.html')) throw new Error('Run `npm run build` first.')
  const load = watchLoad()
  const port = await freePort()
  const bff = await startChild(
    BFF_MAIN,
    { PORT: String(port), LOG_LEVEL: 'warn', EMBED_SIGNING_SECRET: SIGNING_SECRET },
    /Open:\s+(http:\/\/\S+)/,
  )
  const base = bff.match
  try {
    const cookie = await sessionCookie(base)
    const pages: Page[] = [
      { name: 'sign-in', target: async () => ({ url: `${base}/sign-in` }) },
      {
        name: 'dashboard',
        signedInPath: '/regions/us',
        target: async () => ({ url: `${base}/regions/us`, headers: { cookie } }),
      },
      {
        name: 'trends',
        signedInPath: '/regions/us/trends',
        target: async () => ({ url: `${base}/regions/us/trends`, headers: { cookie } }),
      },
      {
        name: 'compare',
        signedInPath: '/compare',
        target: async () => ({ url: `${base}/compare`, headers: { cookie } }),
      },
      {
        name: 'embed',
        target: async () => ({
          url: await buildEmbedLink({ secret: SIGNING_SECRET, region: 'us', base }),
        }),
      },
    ].filter((page) => onlyPages === undefined || onlyPages.includes(page.name))
    console.log(machineLine())
    console.log(`load average before: ${formatLoad(load.before)}`)
    console.log(
      `Lighthouse, mobile defaults, median of ${runs} run(s) per page, languages ${languages.join(', ')}, ${base}`,
    )
    const tables: { language: Language; rows: { page: string; figures: Figures }[] }[] = []
    for (const language of languages) {
      const browser = await launchChromium(language)
      try {
        const rows: { page: string; figures: Figures }[] = []
        for (const page of pages) {
          const results: Figures[] = []
          for (let run = 0; run < runs; run += 1) {
            const { figures, finalUrl, lhr } = await auditWithRetry(browser.port, page)
            load.sample()
            if (reportDir !== undefined) {
              mkdirSync(reportDir, { recursive: true })
              const name = `${language}-${page.name}-${run + 1}.json`
              writeFileSync(path.join(reportDir, name), JSON.stringify(lhr))
            }
            // A signed-out page would measure the sign-in page instead.
            if (page.signedInPath !== undefined && !finalUrl.includes(page.signedInPath)) {
              throw new Error(`The ${page.name} run ended on ${finalUrl}: not signed in.`)
            }
            results.push(figures)
            console.log(
              `  ${language} ${page.name} run ${run + 1}: performance ${figures.performance}, ` +
                `TBT ${Math.round(figures.tbt)} ms (load ${formatLoad()})`,
            )
          }
          rows.push({ page: page.name, figures: medianFigures(results) })
        }
        tables.push({ language, rows })
      } finally {
        await browser.close()
      }
    }
    const refusal = load.noVerdict()
    for (const { language, rows } of tables) {
      console.log(`\n${language}`)
      console.log(formatTable(rows, refusal === undefined))
    }
    const judged = printMachineFooter(load, refusal)
    if (judged && !tables.every(({ rows }) => rows.every((row) => meetsGoals(row.figures)))) {
      process.exitCode = 1
    }
  } finally {
    await stop(bff)
  }
}

await main()
