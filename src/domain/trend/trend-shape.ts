import { daysBetween } from '../history/history.ts'
import { censusVariance, slopeVariance, type DayShare } from './trend-direction.ts'

/**
 * The shape of a period's change (issue 34, docs/decisions/0230), which the direction test alone
 * does not see: a step, where one day carries most of the change, and a reversal, a rise then a
 * fall (or a fall then a rise). Neither is ever called steady.
 */

/** Days averaged at each end of a period: its first and last week. */
export const END_DAYS = 7

/** The mean share of the shown days within `END_DAYS` of the first shown day, and of the last. */
export function endMeans(days: readonly DayShare[]): { first: number; last: number } {
  const first = days[0]
  const last = days.at(-1)
  if (first === undefined || last === undefined) return { first: 0, last: 0 }
  const mean = (list: readonly DayShare[]) =>
    list.reduce((sum, day) => sum + day.share, 0) / Math.max(1, list.length)
  return {
    first: mean(days.filter((day) => daysBetween(first.date, day.date) < END_DAYS)),
    last: mean(days.filter((day) => daysBetween(day.date, last.date) < END_DAYS)),
  }
}

/** A jump is a step only if it is more than this many times the day-to-day moves' 90th percentile. */
const STEP_STANDS_OUT = 3

/**
 * The day that carries more than half of the net change `net` (a share difference), if one does:
 * its move from the day before is the net's way and more than half of it, it stands out from the
 * day-to-day moves (more than three times the 90th percentile of their sizes), and it holds (the week from it on
 * sits more than half the net from the week before). The largest such day; undefined if none.
 */
export function stepDay(days: readonly DayShare[], net: number): string | undefined {
  if (net === 0) return undefined
  const moves: { index: number; move: number }[] = []
  for (let i = 1; i < days.length; i += 1) {
    const before = days[i - 1]
    const here = days[i]
    if (before === undefined || here === undefined) continue
    if (daysBetween(before.date, here.date) === 1)
      moves.push({ index: i, move: here.share - before.share })
  }
  const sizes = moves.map(({ move }) => Math.abs(move)).sort((a, b) => a - b)
  const usual = sizes[Math.floor(0.9 * (sizes.length - 1))] ?? 0
  let best: { index: number; move: number } | undefined
  for (const candidate of moves) {
    const { move } = candidate
    // More than half, not half: two equal jumps of one pipeline each carry exactly half.
    if (Math.sign(move) !== Math.sign(net) || Math.abs(move) <= (Math.abs(net) / 2) * (1 + 1e-9)) {
      continue
    }
    if (Math.abs(move) <= STEP_STANDS_OUT * usual) continue
    if (best === undefined || Math.abs(move) > Math.abs(best.move)) best = candidate
  }
  if (best === undefined) return undefined
  const day = days[best.index]
  if (day === undefined) return undefined
  const week = (from: number, to: number) => {
    const inside = days.filter((other) => {
      const gap = daysBetween(day.date, other.date)
      return gap >= from && gap < to
    })
    return inside.reduce((sum, other) => sum + other.share, 0) / Math.max(1, inside.length)
  }
  const held = week(0, END_DAYS) - week(-END_DAYS, 0)
  return Math.sign(held) === Math.sign(net) && Math.abs(held) > Math.abs(net) / 2
    ? day.date
    : undefined
}

/** One side of a bent line: its slope (share per day), its change, and that over its error. */
interface Arm {
  slope: number
  change: number
  z: number
}

export interface Bend {
  /** The shown day the two lines meet on. */
  date: string
  before: Arm
  after: Arm
}

/** Each side of a bend covers at least this share of the period, and at least two weeks. */
const BEND_SIDE = 0.2
const BEND_SIDE_DAYS = 14

/**
 * The best line that bends once (least squares over every shown day it may bend on, each side at
 * least a fifth of the period and two weeks), with each side's slope tested like the whole
 * period's: against the more conservative noise model around the bent line. Undefined for a
 * period too short to bend.
 */
export function bendOf(days: readonly DayShare[]): Bend | undefined {
  const first = days[0]
  if (first === undefined) return undefined
  const t = days.map((day) => daysBetween(first.date, day.date))
  const x = days.map((day) => day.share)
  const span = t.at(-1) ?? 0
  const side = Math.max(BEND_SIDE_DAYS, BEND_SIDE * span)
  const errorAt = bendErrors(t, x)
  let best: { bend: number; error: number } | undefined
  for (const bend of t) {
    if (bend < side || span - bend < side) continue
    const error = errorAt(bend)
    if (error !== undefined && (best === undefined || error < best.error)) best = { bend, error }
  }
  if (best === undefined) return undefined
  const { bend } = best
  const fit = bentLine(t, x, bend)
  if (fit === undefined) return undefined
  const sill = censusVariance(days)
  const arm = ({ slope, weights }: { slope: number; weights: number[] }, length: number): Arm => {
    const { variance } = slopeVariance(t, { weights, residuals: fit.residuals }, sill)
    const error = Math.sqrt(variance)
    const z = slope === 0 ? 0 : error > 0 ? slope / error : Math.sign(slope) * Infinity
    return { slope, change: slope * length, z }
  }
  return {
    date: days[t.indexOf(bend)]?.date ?? first.date,
    before: arm(fit.slopes[0], bend),
    after: arm(fit.slopes[1], span - bend),
  }
}

/**
 * A reversal: a bend whose two sides both move the share by more than `margin` (a share
 * difference), in opposite ways, each past the trend test's `critical` value. `peak`: rose, then fell;
 * `trough`: fell, then rose.
 */
export function turnOf(
  bend: Bend | undefined,
  margin: number,
  critical: number,
): 'peak' | 'trough' | undefined {
  if (bend === undefined) return undefined
  const { before, after } = bend
  if (Math.sign(before.change) === Math.sign(after.change)) return undefined
  const clear = (arm: Arm) => Math.abs(arm.change) > margin && Math.abs(arm.z) > critical
  if (!clear(before) || !clear(after)) return undefined
  return before.change > 0 ? 'peak' : 'trough'
}

/**
 * Whether a bend has a side that moves against `way` (+1 up, −1 down) by more than `margin`,
 * clear or not: a rise with such a stretch is not steady.
 */
export function goesAgainst(bend: Bend | undefined, way: number, margin: number): boolean {
  if (bend === undefined) return false
  return [bend.before, bend.after].some((arm) => arm.change * way < -margin)
}

interface BentFit {
  /** The slope before and after the bend, each with its least-squares weights on the days. */
  slopes: [{ slope: number; weights: number[] }, { slope: number; weights: number[] }]
  residuals: number[]
}

/**
 * The residual sum of squares of the bent line for any bend, each in constant time: sums over the
 * days after the bend come from running sums from the end.
 */
function bendErrors(
  t: readonly number[],
  x: readonly number[],
): (bend: number) => number | undefined {
  const n = t.length
  const after = Array.from({ length: n + 1 }, () => [0, 0, 0, 0, 0])
  for (let i = n - 1; i >= 0; i -= 1) {
    const [c = 0, s1 = 0, s2 = 0, sx = 0, stx = 0] = after[i + 1] ?? []
    const ti = t[i] ?? 0
    const xi = x[i] ?? 0
    after[i] = [c + 1, s1 + ti, s2 + ti * ti, sx + xi, stx + ti * xi]
  }
  const [n0 = 0, t1 = 0, t2 = 0, x1 = 0, tx = 0] = after[0] ?? []
  const xx = x.reduce((sum, v) => sum + v * v, 0)
  const index = new Map(t.map((day, i) => [day, i]))
  return (bend) => {
    const [c = 0, s1 = 0, s2 = 0, sx = 0, stx = 0] = after[(index.get(bend) ?? n) + 1] ?? []
    const h1 = s1 - bend * c
    const ht = s2 - bend * s1
    const hh = s2 - 2 * bend * s1 + bend * bend * c
    const hx = stx - bend * sx
    const inverse = invert3([
      [n0, t1, h1],
      [t1, t2, ht],
      [h1, ht, hh],
    ])
    if (inverse === undefined) return undefined
    const right = [x1, tx, hx]
    const beta = inverse.map((row) => row.reduce((sum, v, k) => sum + v * (right[k] ?? 0), 0))
    return xx - beta.reduce((sum, v, k) => sum + v * (right[k] ?? 0), 0)
  }
}

/** Least squares of x = a + b·t + c·max(0, t − bend): slopes b before the bend, b + c after. */
function bentLine(t: readonly number[], x: readonly number[], bend: number): BentFit | undefined {
  const columns = [t.map(() => 1), [...t], t.map((day) => Math.max(0, day - bend))]
  // Normal equations (3 × 3), solved by inverting the symmetric matrix.
  const gram = columns.map((a) =>
    columns.map((b) => a.reduce((sum, v, i) => sum + v * (b[i] ?? 0), 0)),
  )
  const inverse = invert3(gram)
  if (inverse === undefined) return undefined
  // Each coefficient's weights on the days: row k of (XᵀX)⁻¹ Xᵀ.
  const weights = inverse.map((row) =>
    t.map((_, i) => row.reduce((sum, v, k) => sum + v * (columns[k]?.[i] ?? 0), 0)),
  )
  const coefficients = weights.map((w) => w.reduce((sum, v, i) => sum + v * (x[i] ?? 0), 0))
  const [a = 0, b = 0, c = 0] = coefficients
  const residuals = t.map((day, i) => (x[i] ?? 0) - a - b * day - c * Math.max(0, day - bend))
  const wb = weights[1] ?? []
  const wc = weights[2] ?? []
  return {
    slopes: [
      { slope: b, weights: wb },
      { slope: b + c, weights: wb.map((v, i) => v + (wc[i] ?? 0)) },
    ],
    residuals,
  }
}

function invert3(m: number[][]): number[][] | undefined {
  const [[a = 0, b = 0, c = 0] = [], [d = 0, e = 0, f = 0] = [], [g = 0, h = 0, k = 0] = []] = m
  const det = a * (e * k - f * h) - b * (d * k - f * g) + c * (d * h - e * g)
  if (Math.abs(det) < 1e-12 * Math.abs(a * e * k || 1)) return undefined
  return [
    [(e * k - f * h) / det, (c * h - b * k) / det, (b * f - c * e) / det],
    [(f * g - d * k) / det, (a * k - c * g) / det, (c * d - a * f) / det],
    [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
  ]
}
