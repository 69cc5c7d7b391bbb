import { weekBack } from './weeks.ts'
import { daysBetween } from '../history/history.ts'
import {
  censusModel,
  dataModel,
  linearVariance,
  MAX_LAG_DAYS,
  semivariogram,
  type NoiseModel,
} from './trend-noise.ts'

/**
 * The direction of a yes share over a whole period (issue 34, docs/decisions/0230): the least-
 * squares slope of every shown day, tested against how much the share wanders with no trend.
 * That wander is the semivariogram of the series around its line, fitted by two models (see
 * trend-noise.ts): the census model, which knows the variance from the counts, and the data
 * model, which does not; the slope's variance is the larger of the two. A direction is called
 * at the two-sided 5 % level. The slope also sizes the change and the pace (target-pace.ts).
 */

/** One day's exact yes share (a fraction, 0–1), on a `YYYY-MM-DD` day. */
export interface DayShare {
  date: string
  share: number
  /** How many were counted that day (the share's n). */
  total: number
}

/** Fewer weeks with a shown day than this: too short to judge a direction. */
const MIN_DIRECTION_WEEKS = 6
/** The normal quantile of the two-sided 5 % level. */
const Z_TREND = 1.959963984540054

/**
 * The two-sided 5 % critical value of Student's t with `df` degrees of freedom (Cornish–Fisher
 * expansion about the normal quantile; within 0.01 of the exact value from 4 degrees of freedom).
 * The trend test takes the weeks shown, less two, as its degrees of freedom: the slope's variance
 * is estimated from a semivariogram fitted over a week's lags, about one independent piece of
 * information per week, and a short view has few.
 */
function criticalValue(df: number): number {
  if (!Number.isFinite(df) || df <= 0) return Infinity
  const z = Z_TREND
  return (
    z +
    (z ** 3 + z) / (4 * df) +
    (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2) +
    (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * df ** 3)
  )
}

type Direction = 'rise' | 'fall' | 'no_clear_direction' | 'too_short'

export interface DirectionTest {
  direction: Direction
  /** The slope over its standard error (0 when too short or flat). */
  z: number
  /** The value |z| must pass to call a direction (Student's t, weeks shown − 2 degrees). */
  critical: number
  /** The least-squares slope in percentage points per year, and its standard error. */
  pointsPerYear: number
  pointsPerYearError: number
  /** Weeks (counted back from the last shown day) with at least one shown day. */
  weeks: number
  /** The noise model the test used: the more conservative of the census and data models. */
  noise: NoiseModel
}

/** Weeks, counted back from the last day, with at least one shown day. */
function weeksShown(days: readonly DayShare[]): number {
  const last = days.at(-1)
  if (last === undefined) return 0
  return new Set(days.map((day) => weekBack(daysBetween(day.date, last.date)))).size
}

/** The least-squares line through (day, share): its slope per day, and each day's residual. */
function leastSquares(
  days: readonly number[],
  values: readonly number[],
): { slope: number; weights: number[]; residuals: number[] } {
  const n = days.length
  const meanDay = days.reduce((sum, day) => sum + day, 0) / n
  const meanValue = values.reduce((sum, value) => sum + value, 0) / n
  let sxx = 0
  let sxy = 0
  days.forEach((day, i) => {
    sxx += (day - meanDay) ** 2
    sxy += (day - meanDay) * ((values[i] ?? 0) - meanValue)
  })
  const slope = sxx > 0 ? sxy / sxx : 0
  return {
    slope,
    weights: days.map((day) => (sxx > 0 ? (day - meanDay) / sxx : 0)),
    residuals: days.map((day, i) => (values[i] ?? 0) - meanValue - slope * (day - meanDay)),
  }
}

/** The census variance of the share, p(1 − p)/n, averaged over the days. */
export function censusVariance(days: readonly DayShare[]): number {
  const mean = days.reduce((sum, day) => sum + day.share, 0) / Math.max(1, days.length)
  return (
    days.reduce((sum, day) => sum + (mean * (1 - mean)) / Math.max(1, day.total), 0) /
    Math.max(1, days.length)
  )
}

/** Rounds of the correction for the fitted line (see noiseAround). */
const CORRECTION_ROUNDS = 4
/** The census model is fitted to the first lags only, where a trend hardly shows. */
const CENSUS_LAG_DAYS = 7

/**
 * The variance of a least-squares slope (`line`, fitted to the shares on day numbers `days`)
 * under the more conservative of the census and data models, fitted to the semivariogram of the
 * line's residuals over 1–60 days (at most half the span). A fitted line takes up part of any
 * wander, so the residuals' semivariogram falls short of the series' by about h²·Var(slope)/2
 * at lag h; each model is refitted with that added back, a few rounds.
 */
export function slopeVariance(
  days: readonly number[],
  line: { weights: readonly number[]; residuals: readonly number[] },
  censusSill: number,
): { variance: number; model: NoiseModel } {
  const span = (days.at(-1) ?? 0) - (days[0] ?? 0)
  const measured = semivariogram(days, line.residuals, Math.min(MAX_LAG_DAYS, Math.floor(span / 2)))
  const short = (m: typeof measured) => ({
    gamma: m.gamma.slice(0, CENSUS_LAG_DAYS + 1),
    pairs: m.pairs.slice(0, CENSUS_LAG_DAYS + 1),
  })
  let best: { variance: number; model: NoiseModel } | undefined
  for (const fit of [(m: typeof measured) => censusModel(short(m), censusSill), dataModel]) {
    let model = fit(measured)
    let variance = linearVariance(days, line.weights, model)
    for (let round = 0; round < CORRECTION_ROUNDS; round += 1) {
      const gamma = measured.gamma.map((g, h) => g + (h * h * variance) / 2)
      model = fit({ gamma, pairs: measured.pairs })
      variance = linearVariance(days, line.weights, model)
    }
    if (best === undefined || variance > best.variance) best = { variance, model }
  }
  return best ?? { variance: 0, model: { kind: 'census', nugget: 0, scale: 0, persistence: 0 } }
}

/** The direction of the shares over every shown day (date order, withheld days left out). */
export function directionOf(days: readonly DayShare[]): DirectionTest {
  const first = days[0]
  const weeks = weeksShown(days)
  const flat: NoiseModel = { kind: 'census', nugget: 0, scale: 0, persistence: 0 }
  if (first === undefined || weeks < MIN_DIRECTION_WEEKS) {
    return {
      direction: 'too_short',
      z: 0,
      critical: Infinity,
      pointsPerYear: 0,
      pointsPerYearError: 0,
      weeks,
      noise: flat,
    }
  }
  const dayNumbers = days.map((day) => daysBetween(first.date, day.date))
  const shares = days.map((day) => day.share)
  const line = leastSquares(dayNumbers, shares)
  const { variance, model } = slopeVariance(dayNumbers, line, censusVariance(days))
  const error = Math.sqrt(variance)
  const z = line.slope === 0 ? 0 : error > 0 ? line.slope / error : Math.sign(line.slope) * Infinity
  const critical = criticalValue(weeks - 2)
  const direction: Direction = z > critical ? 'rise' : z < -critical ? 'fall' : 'no_clear_direction'
  return {
    direction,
    z,
    critical,
    pointsPerYear: line.slope * 365 * 100,
    pointsPerYearError: error * 365 * 100,
    weeks,
    noise: model,
  }
}
