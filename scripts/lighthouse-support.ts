/**
 * What `bench:lighthouse` needs around Lighthouse: a free loopback port, a headless Debian
 * Chromium with a DevTools port, and the figures read from a Lighthouse result.
 */
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A port nobody listens on right now (the demo build needs a fixed one for PUBLIC_ORIGIN). */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  await once(server, 'close')
  if (address === null || typeof address === 'string') throw new Error('No port.')
  return address.port
}

/**
 * Flags for a clean, quiet headless Chromium. The background-networking ones keep it from
 * dialling out (updates, sync, field trials): only the app under test is contacted.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--remote-debugging-port=0',
] as const

export interface Browser {
  readonly port: number
  close(): Promise<void>
}

/**
 * Starts Chromium (`CHROME_PATH`, default /usr/bin/chromium) and waits for its DevTools port.
 * `language` (a BCP 47 tag) is the browser's UI and `Accept-Language` language, which the SPA
 * opens in (docs/decisions/0110); by default the machine's.
 */
export async function launchChromium(language?: string): Promise<Browser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'pdd-lighthouse-'))
  const executable = process.env.CHROME_PATH ?? '/usr/bin/chromium'
  const languageFlags =
    language === undefined ? [] : [`--lang=${language}`, `--accept-lang=${language}`]
  const flags = [...CHROMIUM_FLAGS, ...languageFlags, `--user-data-dir=${profile}`]
  const child: ChildProcess = spawn(executable, flags, { stdio: ['ignore', 'ignore', 'pipe'] })
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    child.once('exit', (code) => reject(new Error(`${executable} exited with ${code}.`)))
    child.stderr?.setEncoding('utf8')
    child.stderr?.on('data', (chunk: string) => {
      output += chunk
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)
      if (match?.[1] !== undefined) {
        child.removeAllListeners('exit')
        child.stderr?.removeAllListeners('data')
        child.stderr?.resume()
        resolve(Number(match[1]))
      }
    })
  })
  return {
    port,
    async close() {
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      await exited
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

/** The figures printed for one run: category scores (0-100) and metrics in milliseconds. */
export interface Figures {
  readonly performance: number
  readonly accessibility: number
  readonly bestPractices: number
  readonly fcp: number
  readonly lcp: number
  readonly tbt: number
  readonly cls: number
}

export const FIGURE_KEYS = [
  'performance',
  'accessibility',
  'bestPractices',
  'fcp',
  'lcp',
  'tbt',
  'cls',
] as const satisfies readonly (keyof Figures)[]

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Each figure's median over several runs of one page. */
export function medianFigures(runs: readonly Figures[]): Figures {
  const pick = (key: keyof Figures) => median(runs.map((run) => run[key]))
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
  }
}

export interface Goals {
  readonly performance: number
  readonly accessibility: number
  readonly bestPractices: number
  /** Total Blocking Time, at most (ms). */
  readonly tbt: number
}

/**
 * Issue 11's goals, with issue 39's bound on Total Blocking Time; SEO is out of scope (the app is
 * private and says noindex).
 */
export const GOALS: Goals = { performance: 95, accessibility: 100, bestPractices: 100, tbt: 200 }

export function meetsGoals(figures: Figures, goals: Goals = GOALS): boolean {
  return (
    figures.performance >= goals.performance &&
    figures.accessibility >= goals.accessibility &&
    figures.bestPractices >= goals.bestPractices &&
    figures.tbt <= goals.tbt
  )
}

/**
 * The medians as a table, one row per page. With `verdict` false (a busy machine) the goals
 * column says "-": the figures are printed, not judged.
 */
export function formatTable(
  rows: readonly { page: string; figures: Figures }[],
  verdict = true,
): string {
  const header = ['page', 'perf', 'a11y', 'best', 'FCP', 'LCP', 'TBT', 'CLS', 'goals']
  const lines = rows.map(({ page, figures: f }) => [
    page,
    String(Math.round(f.performance)),
    String(Math.round(f.accessibility)),
    String(Math.round(f.bestPractices)),
    `${(f.fcp / 1000).toFixed(1)} s`,
    `${(f.lcp / 1000).toFixed(1)} s`,
    `${Math.round(f.tbt)} ms`,
    f.cls.toFixed(3),
    verdict ? (meetsGoals(f) ? 'met' : 'MISSED') : '-',
  ])
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((l) => l[i]!.length)))
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
  return [format(header), ...lines.map(format)].join('\n')
}
