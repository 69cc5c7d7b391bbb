/**
 * What `bench:ttc` (time to charts) measures in the page and how it prints it: a probe that notes
 * when the sign-in form is submitted and when the dashboard's five charts are drawn, and the
 * report of the runs against the network's floor.
 */
import { median } from './lighthouse-support.ts'

/** How many of the dashboard's charts must be drawn: region `us` has five distributions, all shown. */
export const CHARTS = 5

/**
 * A script for the page, run before its own (Playwright's `addInitScript`). `window.__ttc.submit`
 * is when a form was submitted (the sign-in click), `window.__ttc.bars` when each share bar was
 * first drawn by Recharts (a `BarChart` with its rectangles) and `window.__ttc.drawn` when the page
 * first held `charts` of them, all `performance.now()`: milliseconds since the document's
 * navigation started, which is where a reload's time to charts counts from. The check runs once
 * per batch of DOM changes.
 */
export function probeScript(charts: number): string {
  return `(() => {
  const marks = { bars: [] }
  window.__ttc = marks
  document.addEventListener('submit', () => { marks.submit ??= performance.now() }, true)
  const observer = new MutationObserver(() => {
    const drawn = [...document.querySelectorAll('[data-chart="share-bar"]')].filter(
      (chart) => chart.querySelector('.recharts-bar-rectangle') !== null,
    )
    while (marks.bars.length < drawn.length) marks.bars.push(performance.now())
    if (drawn.length >= ${charts}) {
      marks.drawn = performance.now()
      observer.disconnect()
    }
  })
  observer.observe(document, { childList: true, subtree: true })
})()`
}

export interface Marks {
  readonly submit?: number
  readonly drawn?: number
  readonly bars?: readonly number[]
  /** When the page's first Organization Info answer (after the submit, if any) had arrived. */
  readonly answered?: number
}

/**
 * Run in the page (a function: the app's CSP allows no string evaluation): the probe's marks and
 * when Organization Info answered (its resource timing), once the charts are drawn; else null.
 */
export function probeMarks(): Marks | null {
  const marks = (globalThis as { __ttc?: Marks }).__ttc
  if (marks?.drawn === undefined) return null
  const answer = performance
    .getEntriesByType('resource')
    .find(
      (entry) =>
        new URL(entry.name).pathname.endsWith('/organization-info') &&
        entry.startTime >= (marks.submit ?? 0),
    ) as { readonly responseEnd: number } | undefined
  return { ...marks, answered: answer?.responseEnd }
}

/**
 * What the page did once the network had answered: from Organization Info's answer to the first
 * bar drawn (the cards' render, the first chart's turn and drawing), then the mean time per
 * further bar (one Recharts chart each). Undefined without an answer or with fewer than 2 bars.
 */
export function drawingParts(
  marks: Marks,
): { readonly firstBar: number; readonly perBar: number } | undefined {
  const bars = marks.bars ?? []
  const first = bars[0]
  const last = bars.at(-1)
  if (marks.answered === undefined || first === undefined || last === undefined || bars.length < 2)
    return undefined
  return { firstBar: first - marks.answered, perBar: (last - first) / (bars.length - 1) }
}

export type Journey = 'sign-in' | 'reload'

/** The least a journey can take at `latencyMs` per upstream answer: the upstream calls it needs. */
export function floorMs(journey: Journey, latencyMs: number): number {
  // Sign-in: the token call, then Organization Info. A reload: Organization Info.
  return journey === 'sign-in' ? 2 * latencyMs : latencyMs
}

/**
 * Issue 39's goals, at 300 ms upstream latency: sign-in → charts within 1.2× the floor (720 ms),
 * reload → charts within 700 ms. Other latencies are printed, not judged.
 */
export const GOAL_LATENCY_MS = 300
export function goalMs(journey: Journey): number {
  return journey === 'sign-in' ? 1.2 * floorMs('sign-in', GOAL_LATENCY_MS) : 700
}

export interface Series {
  readonly target: string
  readonly journey: Journey
  readonly latencyMs: number
  readonly runs: readonly number[]
  /** Each run's `drawingParts`, where the page gave them. */
  readonly parts?: readonly { readonly firstBar: number; readonly perBar: number }[]
}

const ms = (value: number) => `${Math.round(value)} ms`

/**
 * One line per target, journey and latency: each run, the median, the floor and the median's
 * multiple of it, and at the goal's latency whether the goal is met ("-" without a verdict).
 */
export function formatSeries(series: readonly Series[], verdict: boolean): string {
  const header = ['target', 'journey', 'latency', 'median', 'floor', 'x floor', 'goal', 'runs']
  const rows = series.map((entry) => {
    const middle = median(entry.runs)
    const floor = floorMs(entry.journey, entry.latencyMs)
    const judged = entry.latencyMs === GOAL_LATENCY_MS
    const goal = goalMs(entry.journey)
    const outcome = !judged ? '' : !verdict ? '-' : middle <= goal ? 'met' : 'MISSED'
    return [
      entry.target,
      entry.journey,
      ms(entry.latencyMs),
      ms(middle),
      ms(floor),
      floor === 0 ? '-' : `${(middle / floor).toFixed(2)}x`,
      judged ? `<= ${ms(goal)} ${outcome}` : '',
      entry.runs.map((run) => Math.round(run)).join(', '),
    ]
  })
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]!.length)),
  )
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, i) =>
        i < 2 || i === cells.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!),
      )
      .join('  ')
      .trimEnd()
  return [format(header), ...rows.map(format)].join('\n')
}

/**
 * With two targets measured in the same run: each journey's median on the first over the
 * second's ("0.55x": the first takes 55 % of the second's time).
 */
export function formatRatios(series: readonly Series[], first: string, second: string): string {
  const lines = series
    .filter((entry) => entry.target === first)
    .flatMap((entry) => {
      const other = series.find(
        (candidate) =>
          candidate.target === second &&
          candidate.journey === entry.journey &&
          candidate.latencyMs === entry.latencyMs,
      )
      if (other === undefined) return []
      const ratio = median(entry.runs) / median(other.runs)
      return [
        `  ${entry.journey} at ${ms(entry.latencyMs)}: ${ms(median(entry.runs))} against ${ms(median(other.runs))}, ${ratio.toFixed(2)}x`,
      ]
    })
  return [`${first} against ${second} (medians):`, ...lines].join('\n')
}

/**
 * After the network: per target, journey and latency, the medians of Organization Info's answer →
 * first bar and of the time per further bar (`drawingParts`).
 */
export function formatParts(series: readonly Series[]): string {
  const lines = series.flatMap((entry) => {
    const parts = entry.parts ?? []
    if (parts.length === 0) return []
    const first = median(parts.map((part) => part.firstBar))
    const per = median(parts.map((part) => part.perBar))
    return [
      `  ${entry.target}, ${entry.journey} at ${ms(entry.latencyMs)}: answer → first bar ${ms(first)}, then ${ms(per)} per bar`,
    ]
  })
  return ['After Organization Info answered (medians):', ...lines].join('\n')
}
