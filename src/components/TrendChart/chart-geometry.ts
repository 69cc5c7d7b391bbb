import { daysBetween } from '../../domain/history.ts'
import type { TrendPoint } from '../../domain/trend-series.ts'

/** The drawing box of a trend chart, in SVG user units. */
export interface PlotBox {
  left: number
  top: number
  width: number
  height: number
}

export interface ChartGeometry {
  /** Line path data: one sub-path per run of shown days; a withheld day breaks it. */
  line: string
  /** One polygon per run: the 95 % interval band. */
  bands: string[]
  /** Days with no shown neighbour: drawn as dots. */
  dots: { x: number; y: number }[]
  /** x of each point, by index. */
  xs: number[]
  y: (share: number) => number
}

const round = (value: number) => Math.round(value * 10) / 10

/** Positions of a series on a 0–100 % axis; days are spaced by date, so missing days show. */
export function chartGeometry(points: readonly TrendPoint[], box: PlotBox): ChartGeometry {
  const first = points[0]
  const last = points.at(-1)
  const span = first && last ? Math.max(1, daysBetween(first.date, last.date)) : 1
  const xs = points.map((point) =>
    round(box.left + ((first ? daysBetween(first.date, point.date) : 0) / span) * box.width),
  )
  const y = (share: number) => round(box.top + box.height - (share / 100) * box.height)

  const runs: number[][] = []
  let run: number[] = []
  points.forEach((point, index) => {
    if (point.share === undefined) {
      if (run.length > 0) runs.push(run)
      run = []
    } else run.push(index)
  })
  if (run.length > 0) runs.push(run)

  let line = ''
  const bands: string[] = []
  const dots: { x: number; y: number }[] = []
  for (const indices of runs) {
    const shown = indices.flatMap((index) => {
      const share = points[index]?.share
      const x = xs[index]
      return share === undefined || x === undefined ? [] : [{ x, share }]
    })
    const only = shown[0]
    if (shown.length === 1 && only !== undefined) {
      dots.push({ x: only.x, y: y(only.share.yes) })
      continue
    }
    line += shown.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${y(p.share.yes)}`).join('')
    const upper = shown.map((p) => `${p.x},${y(p.share.interval.high)}`)
    const lower = shown.map((p) => `${p.x},${y(p.share.interval.low)}`).reverse()
    bands.push([...upper, ...lower].join(' '))
  }
  return { line, bands, dots, xs, y }
}

/** The first day of each month in the series, thinned to at most `max` ticks. */
export function monthTicks(points: readonly TrendPoint[], max = 6): number[] {
  const starts: number[] = []
  points.forEach((point, index) => {
    if (index === 0 || point.date.slice(0, 7) !== points[index - 1]?.date.slice(0, 7)) {
      starts.push(index)
    }
  })
  const step = Math.ceil(starts.length / max)
  return starts.filter((_, i) => i % step === 0)
}

/** The index of the point nearest to `x`. */
export function nearestIndex(xs: readonly number[], x: number): number {
  let best = 0
  xs.forEach((value, index) => {
    if (Math.abs(value - x) < Math.abs((xs[best] ?? 0) - x)) best = index
  })
  return best
}
