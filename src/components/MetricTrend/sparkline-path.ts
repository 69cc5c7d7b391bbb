import { daysBetween } from '../../domain/history.ts'
import type { SparkPoint } from './sparkline-model.ts'

/** A sparkline drawn in a `width` × `height` box: line segments between gaps, and lone dots. */
export interface SparklineGeometry {
  /** SVG path data; a withheld or unreported day ends a segment (a gap). */
  path: string
  /** Points with no shown neighbour: drawn as dots, or they would vanish. */
  dots: { x: number; y: number }[]
  /** The marked ends: the first and last values drawn. */
  first: { x: number; y: number } | undefined
  last: { x: number; y: number } | undefined
  /** The share range the vertical axis spans, in percent. */
  low: number
  high: number
}

/** The smallest span of the vertical axis, in points: small wiggles must not look like cliffs. */
const MIN_SPAN = 10

export function sparklineGeometry(
  points: readonly SparkPoint[],
  width: number,
  height: number,
): SparklineGeometry {
  const first = points[0]
  const lastPoint = points.at(-1)
  const shares = points.flatMap((point) => (point.yes === undefined ? [] : [point.yes]))
  if (first === undefined || lastPoint === undefined || shares.length === 0) {
    return { path: '', dots: [], first: undefined, last: undefined, low: 0, high: 100 }
  }
  let low = Math.min(...shares)
  let high = Math.max(...shares)
  if (high - low < MIN_SPAN) {
    const middle = (low + high) / 2
    low = Math.max(0, Math.min(middle - MIN_SPAN / 2, 100 - MIN_SPAN))
    high = low + MIN_SPAN
  }
  const span = Math.max(1, daysBetween(first.date, lastPoint.date))
  const x = (date: string) => (daysBetween(first.date, date) / span) * width
  const y = (share: number) => height - ((share - low) / (high - low)) * height
  const round = (value: number) => Math.round(value * 100) / 100

  let path = ''
  const dots: { x: number; y: number }[] = []
  let segment: { x: number; y: number }[] = []
  const flush = () => {
    if (segment.length === 1 && segment[0] !== undefined) dots.push(segment[0])
    else if (segment.length > 1) {
      path += segment.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join('')
    }
    segment = []
  }
  let firstDrawn: { x: number; y: number } | undefined
  let last: { x: number; y: number } | undefined
  for (const point of points) {
    if (point.yes === undefined) {
      flush()
      last = undefined
      continue
    }
    last = { x: round(x(point.date)), y: round(y(point.yes)) }
    firstDrawn ??= last
    segment.push(last)
  }
  flush()
  return { path, dots, first: firstDrawn, last, low, high }
}
