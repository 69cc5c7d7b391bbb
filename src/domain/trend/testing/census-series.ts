import fc from 'fast-check'
import { addDays } from '../../history/history.ts'

/**
 * Generated daily counts of one yes/no metric, as a census reads them (issue 24's property tests):
 * the same population counted day after day, so neighbouring days are strongly autocorrelated.
 * Each series carries its generator's truth, which the tests check the wording against.
 */

export interface CensusDay {
  date: string
  /** Undefined on a withheld day (a gap). */
  yesCount: number | undefined
  total: number
}

type Truth = 'rise' | 'fall' | 'none'

export interface CensusSeries {
  truth: Truth
  /** Percentage points the generator moved the share by over the period (0 for noise). */
  drift: number
  days: CensusDay[]
}

export const START_DAY = '2025-11-24'

/** A small seeded generator (mulberry32): fast-check draws the seed, the series follows. */
export function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A binomial draw: exact for small means (geometric waiting times, O(mean)), normal above. */
export function binomial(next: () => number, n: number, p: number): number {
  if (n <= 0 || p <= 0) return 0
  const mean = n * p
  if (mean > 30) {
    const u = Math.max(1e-12, next())
    const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next())
    return Math.min(n, Math.max(0, Math.round(mean + normal * Math.sqrt(mean * (1 - p)))))
  }
  if (p >= 1) return n
  const logMiss = Math.log(1 - p)
  let count = 0
  let position = 0
  for (;;) {
    position += Math.floor(Math.log(1 - next()) / logMiss) + 1
    if (position > n) return count
    count += 1
  }
}

/**
 * Pure noise around a constant: each of `total` pipelines keeps its yes or no and switches with
 * a small daily chance (a two-state Markov chain at its stationary share), so the share wanders
 * around `share` with an autocorrelation of (1 − turnover) from one day to the next.
 */
function censusNoise(
  seed: number,
  total: number,
  share: number,
  turnover: number,
  length: number,
): CensusDay[] {
  const next = random(seed)
  let yes = binomial(next, total, share)
  const days: CensusDay[] = []
  for (let day = 0; day < length; day += 1) {
    days.push({ date: addDays(START_DAY, day), yesCount: yes, total })
    const leaving = binomial(next, yes, turnover * (1 - share))
    const joining = binomial(next, total - yes, turnover * share)
    yes += joining - leaving
  }
  return days
}

/**
 * A steady move of `points` percentage points over the days: the counts follow the line, with a
 * daily wobble of −1, 0 or +1 pipelines (as the demo's history) or none (a smooth staircase).
 */
export function steadyMove(
  seed: number,
  total: number,
  share: number,
  points: number,
  length: number,
  wobbly = true,
): CensusDay[] {
  const next = random(seed)
  return Array.from({ length }, (_, day) => {
    const target = total * (share + (points / 100) * (day / (length - 1)))
    const wobble = !wobbly || day === 0 || day === length - 1 ? 0 : Math.floor(next() * 3) - 1
    const yesCount = Math.min(total, Math.max(0, Math.round(target) + wobble))
    return { date: addDays(START_DAY, day), yesCount, total }
  })
}

/** A constant share that jumps by `step` pipelines on one day and stays there. */
export function stepChange(
  total: number,
  yes: number,
  step: number,
  at: number,
  length: number,
): CensusDay[] {
  return Array.from({ length }, (_, day) => ({
    date: addDays(START_DAY, day),
    yesCount: Math.min(total, Math.max(0, yes + (day >= at ? step : 0))),
    total,
  }))
}

/** The same days with a withheld stretch (no counts) from `from` for `length` days. */
function withGap(days: readonly CensusDay[], from: number, length: number): CensusDay[] {
  return days.map((day, index) =>
    index >= from && index < from + length ? { ...day, yesCount: undefined } : day,
  )
}

const tinyOrLarge = fc.oneof(fc.integer({ min: 5, max: 30 }), fc.integer({ min: 100, max: 5000 }))

/** Pure noise: tiny and large populations, slow and fast turnover, 12 or 18 months. */
export const noiseSeries: fc.Arbitrary<CensusSeries> = fc
  .record({
    seed: fc.integer(),
    total: tinyOrLarge,
    share: fc.double({ min: 0.1, max: 0.9, noNaN: true }),
    // A pipeline keeps its answer for 15 to 200 days on average.
    turnover: fc.double({ min: 1 / 200, max: 1 / 15, noNaN: true }),
    length: fc.constantFrom(365, 548),
  })
  .map(({ seed, total, share, turnover, length }) => ({
    truth: 'none' as const,
    drift: 0,
    days: censusNoise(seed, total, share, turnover, length),
  }))

/**
 * A steady rise or fall of at least 5 points over 12 months: with the wobble, in a population
 * where 5 points are at least 3 pipelines; without it, at least 10 pipelines (a move of a few
 * pipelines, one at a time, is a few steps, not a trend).
 */
export const steadySeries: fc.Arbitrary<CensusSeries> = fc
  .record({
    seed: fc.integer(),
    wobbly: fc.boolean(),
    total: fc.integer({ min: 60, max: 5000 }),
    share: fc.double({ min: 0.1, max: 0.6, noNaN: true }),
    points: fc.double({ min: 5, max: 30, noNaN: true }),
    up: fc.boolean(),
  })
  .filter(({ wobbly, total }) => wobbly || total >= 200)
  .map(({ seed, wobbly, total, share, points, up }) => {
    const start = up ? share : share + points / 100
    const drift = up ? points : -points
    return {
      truth: up ? ('rise' as const) : ('fall' as const),
      drift,
      days: steadyMove(seed, total, start, drift, 365, wobbly),
    }
  })

/** A step of one or more pipelines, up or down, somewhere in the middle of 12 months. */
export const stepSeries: fc.Arbitrary<CensusSeries> = fc
  .record({
    total: tinyOrLarge,
    share: fc.double({ min: 0.2, max: 0.8, noNaN: true }),
    step: fc.integer({ min: 1, max: 20 }),
    up: fc.boolean(),
    at: fc.integer({ min: 30, max: 335 }),
  })
  .map(({ total, share, step, up, at }) => {
    const yes = Math.round(total * share)
    const signed = up ? step : -step
    return {
      truth: up ? ('rise' as const) : ('fall' as const),
      drift: (signed / total) * 100,
      days: stepChange(total, yes, signed, at, 365),
    }
  })

/** Any of the above, some with a withheld stretch (1 to 60 days) somewhere inside. */
export const anySeries: fc.Arbitrary<CensusSeries> = fc
  .tuple(
    fc.oneof(noiseSeries, steadySeries, stepSeries),
    fc.option(
      fc.record({
        from: fc.integer({ min: 1, max: 300 }),
        length: fc.integer({ min: 1, max: 60 }),
      }),
    ),
  )
  .map(([series, gap]) =>
    gap === null ? series : { ...series, days: withGap(series.days, gap.from, gap.length) },
  )
