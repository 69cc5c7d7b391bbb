import { daysBetween } from './history.ts'

/**
 * The direction of a yes share over a whole period (issue 24, docs/decisions/0150), by two tests
 * that use every shown day:
 * - the Mann–Kendall trend test on period means (30-day months, or 7-day weeks for periods under
 *   six months), its variance widened for autocorrelation (Hamed and Rao's correction). The
 *   counts are a census of the same pipelines day after day, so neighbouring days are far from
 *   independent; the persistence comes from a census model (see dailyPersistence). It finds a
 *   steady move under day-to-day wobble.
 * - a sign test on the days the share moved: under a census's random turnover, days up and days
 *   down balance (more so the faster the turnover). It finds a smooth move of many small steps,
 *   whose rank pattern alone the persistence hides.
 * Either one at the two-sided 5 % level calls the direction. Sen's slope sizes the change.
 */

/** One day's exact yes share (a fraction, 0–1), on a `YYYY-MM-DD` day. */
export interface DayShare {
  date: string
  share: number
  /** How many were counted that day (the share's n). */
  total: number
}

/** Fewer period means than this: too short to judge a direction. */
export const MIN_DIRECTION_VALUES = 6
/** Periods at least this long are tested by 30-day month means, shorter ones by 7-day week means. */
export const MONTHLY_FROM_DAYS = 180
/** Two-sided 5 % level of the trend test. */
export const Z_TREND = 1.959963984540054

export type Direction = 'rise' | 'fall' | 'no_clear_direction' | 'too_short'

export interface DirectionTest {
  direction: Direction
  /** The Mann–Kendall statistic and its autocorrelation-corrected z score (0 when too short). */
  s: number
  z: number
  /** Days the share went up and down from the day before, and the sign test's z score. */
  daysUp: number
  daysDown: number
  movesZ: number
  /** Sen's slope in percentage points per year. */
  pointsPerYear: number
  /** How many period means were tested, and how many days apart they are. */
  values: number
  stepDays: number
  /** The day-to-day persistence of the shares (0–0.999; see dailyPersistence). */
  dailyPersistence: number
}

/** The days averaged into each tested value: 30 for long periods, 7 for short ones. */
export function stepDays(days: readonly DayShare[]): number {
  const first = days[0]
  const last = days.at(-1)
  if (first === undefined || last === undefined) return 7
  return daysBetween(first.date, last.date) >= MONTHLY_FROM_DAYS ? 30 : 7
}

/**
 * The mean share of each `step`-day period, counted back from the latest day, dated by its last
 * shown day; a period without a shown day (all withheld) has no value. Oldest first. Averaging
 * every day of a period keeps a day's wobble from deciding the period's value.
 */
export function periodMeans(days: readonly DayShare[], step: number): DayShare[] {
  const last = days.at(-1)
  if (last === undefined) return []
  const periods = new Map<number, DayShare[]>()
  for (const day of days) {
    const period = Math.floor(daysBetween(day.date, last.date) / step)
    const members = periods.get(period) ?? []
    members.push(day)
    periods.set(period, members)
  }
  return [...periods.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, members]) => ({
      date: members.at(-1)?.date ?? last.date,
      share: members.reduce((sum, day) => sum + day.share, 0) / members.length,
      total: members.reduce((sum, day) => sum + day.total, 0) / members.length,
    }))
}

/**
 * The correlation of two means of `m` consecutive days, `lag` periods apart, in an AR(1) series
 * whose neighbouring days correlate by φ.
 */
export function periodMeanCorrelation(phi: number, m: number, lag: number): number {
  if (phi <= 0) return 0
  let within = m
  for (let d = 1; d < m; d += 1) within += 2 * (m - d) * phi ** d
  let run = 0
  for (let j = 0; j < m; j += 1) run += phi ** j
  return Math.min(1, (phi ** (lag * m - m + 1) * run * run) / within)
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** Sen's slope: the median of the slopes between every pair of values, per day. */
export function senSlope(values: readonly DayShare[]): number {
  const slopes: number[] = []
  for (let i = 0; i < values.length; i += 1) {
    for (let j = i + 1; j < values.length; j += 1) {
      const a = values[i]
      const b = values[j]
      if (a === undefined || b === undefined) continue
      const days = daysBetween(a.date, b.date)
      if (days > 0) slopes.push((b.share - a.share) / days)
    }
  }
  return slopes.length === 0 ? 0 : median(slopes)
}

/** The Mann–Kendall S and its variance without autocorrelation (ties corrected). */
export function mannKendall(values: readonly number[]): { s: number; variance: number } {
  const n = values.length
  let s = 0
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) s += Math.sign((values[j] ?? 0) - (values[i] ?? 0))
  }
  const ties = new Map<number, number>()
  for (const value of values) ties.set(value, (ties.get(value) ?? 0) + 1)
  let tied = 0
  for (const t of ties.values()) tied += t * (t - 1) * (2 * t + 5)
  return { s, variance: (n * (n - 1) * (2 * n + 5) - tied) / 18 }
}

/** Every pair of shown days one calendar day apart (a withheld day breaks the pair). */
function* consecutiveDays(days: readonly DayShare[]): Generator<[DayShare, DayShare]> {
  for (let i = 1; i < days.length; i += 1) {
    const before = days[i - 1]
    const here = days[i]
    if (before !== undefined && here !== undefined && daysBetween(before.date, here.date) === 1) {
      yield [before, here]
    }
  }
}

/**
 * The day-to-day persistence φ of the shares, from what a census of independent pipelines
 * implies: if each pipeline keeps or changes its answer at random, the share is an AR(1) series
 * whose variance is p(1 − p)/n and whose daily changes have variance 2 · p(1 − p)/n · (1 − φ).
 * The variance comes from the counts, not from the period's own wobble (which a year of a
 * wandering series underestimates); the changes from every pair of consecutive shown days.
 * 0 when nothing can vary, at most 0.999.
 */
export function dailyPersistence(days: readonly DayShare[], slopePerDay: number): number {
  if (days.length < 2) return 0
  const mean = days.reduce((sum, day) => sum + day.share, 0) / days.length
  const variance =
    days.reduce((sum, day) => sum + (mean * (1 - mean)) / Math.max(1, day.total), 0) / days.length
  let squares = 0
  let pairs = 0
  for (const [before, here] of consecutiveDays(days)) {
    squares += (here.share - before.share - slopePerDay) ** 2
    pairs += 1
  }
  if (variance <= 1e-12 || pairs === 0) return 0
  return Math.min(0.999, Math.max(0, 1 - squares / pairs / (2 * variance)))
}

/**
 * Hamed and Rao's variance factor n/n* for a series whose lag-k autocorrelation is `rho(k)`:
 * 1 + 2 / (n(n−1)(n−2)) · Σ (n−k)(n−k−1)(n−k−2) ρ(k).
 */
export function varianceFactor(n: number, rho: (lag: number) => number): number {
  if (n < 3) return 1
  let sum = 0
  for (let k = 1; k < n; k += 1) sum += (n - k) * (n - k - 1) * (n - k - 2) * rho(k)
  return Math.max(1, 1 + (2 / (n * (n - 1) * (n - 2))) * sum)
}

/** Days whose share is above (up) or below (down) the day before's; gaps break the pairs. */
export function dayMoves(days: readonly DayShare[]): { daysUp: number; daysDown: number } {
  let daysUp = 0
  let daysDown = 0
  for (const [before, here] of consecutiveDays(days)) {
    if (here.share > before.share) daysUp += 1
    else if (here.share < before.share) daysDown += 1
  }
  return { daysUp, daysDown }
}

/** The sign test's z score (with continuity correction) of days up against days down. */
function signZ(up: number, down: number): number {
  const moves = up + down
  if (moves === 0 || up === down) return 0
  return (Math.sign(up - down) * (Math.abs(up - down) - 1)) / Math.sqrt(moves)
}

/** The direction of the shares over every shown day (date order, withheld days left out). */
export function directionOf(days: readonly DayShare[]): DirectionTest {
  const step = stepDays(days)
  const ends = periodMeans(days, step)
  const slope = senSlope(ends)
  const base = {
    pointsPerYear: slope * 365 * 100,
    values: ends.length,
    stepDays: step,
  }
  if (ends.length < MIN_DIRECTION_VALUES) {
    return {
      ...base,
      direction: 'too_short',
      s: 0,
      z: 0,
      daysUp: 0,
      daysDown: 0,
      movesZ: 0,
      dailyPersistence: 0,
    }
  }
  const phi = dailyPersistence(days, slope)
  const { s, variance } = mannKendall(ends.map((end) => end.share))
  const factor = varianceFactor(ends.length, (lag) => periodMeanCorrelation(phi, step, lag))
  const z = s === 0 || variance <= 0 ? 0 : (s - Math.sign(s)) / Math.sqrt(variance * factor)
  const { daysUp, daysDown } = dayMoves(days)
  const movesZ = signZ(daysUp, daysDown)
  const up = z > Z_TREND || movesZ > Z_TREND
  const down = z < -Z_TREND || movesZ < -Z_TREND
  // Two tests pointing opposite ways call neither.
  const direction: Direction = up && !down ? 'rise' : down && !up ? 'fall' : 'no_clear_direction'
  return { ...base, direction, s, z, daysUp, daysDown, movesZ, dailyPersistence: phi }
}
