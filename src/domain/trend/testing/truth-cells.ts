import { addDays } from '../../history/history.ts'
import { random, START_DAY, steadyMove, stepChange, type CensusDay } from './census-series.ts'
import {
  constantShare,
  MIXED_TURNOVER,
  movingShare,
  oneClass,
  turnoverDays,
  turningShare,
  withJump,
  type TurnoverModel,
} from './turnover-series.ts'

/**
 * The cells of issue 34's truth tests (decision 0230): each makes one kind of series from a seed,
 * with its truth. The property tests (src/domain/trend/trend-truth.test.ts) draw a few series per cell;
 * `npm run bench:truth` draws many and prints the rates.
 */

type CellTruth =
  /** No trend: a "steady" call is false. */
  | 'none'
  /** A true rise or fall, made by pipelines turning over towards a moving share. */
  | 'trend'
  /** A noise-free staircase: must be called steady, as before. */
  | 'staircase'
  /** A one-day step or a V: never steady. */
  | 'step'
  | 'v'

/** A generated series and the sign of its true change (+1 a rise, −1 a fall, 0 none). */
interface TruthSeries {
  days: CensusDay[]
  sign: number
}

export interface TruthCell {
  family: string
  name: string
  truth: CellTruth
  series: (seed: number) => TruthSeries
  /**
   * False for a stress cell: printed by bench:truth to show where the judgement's reach ends
   * (decision 0230), not one of the goals the property tests assert.
   */
  goal?: false
}

const MONTH_DAYS: Readonly<Record<number, number>> = { 3: 91, 6: 182, 12: 365, 24: 730 }

/** A share between 10 % and 60 %, and a coin, drawn from the seed (apart from the series). */
function drawn(seed: number): { share: number; up: boolean } {
  const next = random(seed ^ 0x5bd1e995)
  return { share: 0.1 + 0.5 * next(), up: next() < 0.5 }
}

/** No trend: pipelines turning over towards a constant share. */
function flat(seed: number, parts: Omit<TurnoverModel, 'seed' | 'share'>): TruthSeries {
  const { share } = drawn(seed)
  return { days: turnoverDays({ ...parts, seed, share: constantShare(share) }), sign: 0 }
}

const months = (list: readonly number[]): [number, number][] =>
  list.map((count) => [count, MONTH_DAYS[count] ?? 365])

/** No trend, five ways (the "Done when"). */
export function nullCells(): TruthCell[] {
  const cells: TruthCell[] = []
  for (const total of [5, 30, 300, 2000]) {
    for (const dwell of [20, 60, 180]) {
      for (const [count, length] of months([3, 6, 12, 24])) {
        cells.push({
          family: 'census turnover',
          name: `n=${total}, keeping ${dwell} days, ${count} months`,
          truth: 'none',
          series: (seed) => flat(seed, { total, length, classes: oneClass(dwell) }),
        })
      }
    }
  }
  for (const flicker of [0.002, 0.01]) {
    for (const total of [300, 2000]) {
      for (const dwell of [60, 180]) {
        for (const [count, length] of months([3, 12])) {
          cells.push({
            family: 'reporting flicker',
            name: `${flicker * 100}% misreport, n=${total}, keeping ${dwell} days, ${count} months`,
            truth: 'none',
            series: (seed) => flat(seed, { total, length, classes: oneClass(dwell), flicker }),
          })
        }
      }
    }
  }
  for (const total of [50, 300, 2000]) {
    for (const [count, length] of months([3, 6, 12, 24])) {
      cells.push({
        family: 'mixed turnover',
        name: `10% weekly, 90% yearly, n=${total}, ${count} months`,
        truth: 'none',
        series: (seed) => flat(seed, { total, length, classes: MIXED_TURNOVER }),
      })
    }
  }
  for (const [total, points, views] of [
    [300, 2, [3, 12, 24]],
    [2000, 1, [12, 24]],
  ] as const) {
    for (const days of [14, 30]) {
      for (const [count, length] of months(views)) {
        cells.push({
          family: 'organization-wide drift',
          name: `±${points} points over ${days} days, n=${total}, keeping 30 days, ${count} months`,
          truth: 'none',
          series: (seed) =>
            flat(seed, { total, length, classes: oneClass(30), drift: { points, days } }),
        })
      }
    }
  }
  for (const total of [50, 300, 2000]) {
    for (const [count, length] of months([3, 12])) {
      cells.push({
        family: 'growing total',
        name: `n=${total} doubling, keeping 60 days, ${count} months`,
        truth: 'none',
        series: (seed) => flat(seed, { total, length, classes: oneClass(60), growth: 2 }),
      })
    }
  }
  return cells
}

/**
 * Stress cells (not goals): an organization-wide wander as large as the census's own noise, in
 * views that hold only a few of its swings, which no test on one series can tell from a trend.
 */
export function driftStressCells(): TruthCell[] {
  const cells: TruthCell[] = []
  for (const days of [14, 30]) {
    for (const [count, length] of months([3, 12])) {
      cells.push({
        family: 'organization-wide drift (stress)',
        name: `±2 points over ${days} days, n=2000, keeping 30 days, ${count} months`,
        truth: 'none',
        goal: false,
        series: (seed) =>
          flat(seed, { total: 2000, length, classes: oneClass(30), drift: { points: 2, days } }),
      })
    }
  }
  return cells
}

/** A rise or fall of `points` over `length` days, pipelines turning over towards it. */
function trend(
  seed: number,
  total: number,
  dwell: number,
  points: number,
  length: number,
): TruthSeries {
  const { share, up } = drawn(seed)
  const start = up ? share : share + points / 100
  const days = turnoverDays({
    seed,
    total,
    length,
    classes: oneClass(dwell),
    share: movingShare(start, up ? points : -points, length),
    warmUp: 3 * dwell,
  })
  return { days, sign: up ? 1 : -1 }
}

/** True trends: the detection cell of the issue, and rises and falls of 5–20 points. */
export function trendCells(): TruthCell[] {
  const cells: TruthCell[] = [
    {
      family: 'detection',
      name: '±10 points over 12 months, n=2000, keeping 60 days',
      truth: 'trend',
      series: (seed) => trend(seed, 2000, 60, 10, 365),
    },
  ]
  for (const points of [5, 10, 20]) {
    for (const total of [50, 300, 2000]) {
      for (const dwell of [20, 60, 180]) {
        for (const [count, length] of months([3, 12])) {
          cells.push({
            family: 'true trend',
            name: `±${points} points over ${count} months, n=${total}, keeping ${dwell} days`,
            truth: 'trend',
            series: (seed) => trend(seed, total, dwell, points, length),
          })
        }
      }
    }
  }
  return cells
}

/** A share that moves by `points` to day `turn`, then back, as exact counts (no noise). */
function exactV(total: number, share: number, points: number, turn: number, length: number) {
  const line = turningShare(share, points, -points, turn, length)
  return Array.from({ length }, (_, day) => ({
    date: addDays(START_DAY, day),
    yesCount: Math.round(total * line(day)),
    total,
  }))
}

/** Staircases that must stay steady, and steps and V shapes that must never be called steady. */
export function shapeCells(): TruthCell[] {
  const cells: TruthCell[] = []
  for (const total of [300, 2000]) {
    for (const [count, length] of months([3, 6, 12])) {
      cells.push({
        family: 'noise-free staircase',
        name: `±10 points, n=${total}, ${count} months`,
        truth: 'staircase',
        series: (seed) => {
          const { share, up } = drawn(seed)
          const start = up ? share : share + 0.1
          const days = steadyMove(seed, total, start, up ? 10 : -10, length, false)
          return { days, sign: up ? 1 : -1 }
        },
      })
    }
  }
  const at = (seed: number, length: number, from: number, width: number) =>
    Math.floor(length * (from + width * random(seed)()))
  for (const total of [300, 2000]) {
    for (const [count, length] of months([3, 6, 12])) {
      cells.push({
        family: 'noise-free step',
        name: `±2–20 points in one day, n=${total}, ${count} months`,
        truth: 'step',
        series: (seed) => {
          const { share, up } = drawn(seed)
          const points = 2 + 18 * random(seed ^ 0x9e3779b9)()
          const step = Math.round(((up ? points : -points) / 100) * total)
          const days = stepChange(
            total,
            Math.round(share * total),
            step,
            at(seed, length, 0.1, 0.8),
            length,
          )
          return { days, sign: up ? 1 : -1 }
        },
      })
      cells.push({
        family: 'noise-free V',
        name: `5–20 points down then up (or up then down), n=${total}, ${count} months`,
        truth: 'v',
        series: (seed) => {
          const { share, up } = drawn(seed)
          const points = 5 + 15 * random(seed ^ 0x9e3779b9)()
          const start = up ? share : share + points / 100
          const days = exactV(
            total,
            start,
            up ? points : -points,
            at(seed, length, 0.3, 0.4),
            length,
          )
          return { days, sign: 0 }
        },
      })
    }
  }
  const noisy: [number, number, number, number][] = [
    // total, step points, months, and whether a goal (1) or a stress cell (0)
    [2000, 5, 3, 1],
    [2000, 5, 12, 1],
    [300, 10, 12, 1],
    [300, 10, 3, 0],
  ]
  for (const [total, points, count, goal] of noisy) {
    const length = MONTH_DAYS[count] ?? 365
    const stress = goal === 0 ? { goal: false as const } : {}
    cells.push({
      family: goal === 0 ? 'one-day step (stress)' : 'one-day step',
      name: `±${points} points in one day, n=${total}, keeping 60 days, ${count} months`,
      truth: 'step',
      ...stress,
      series: (seed) => {
        const { days } = flat(seed, { total, length, classes: oneClass(60) })
        const { up } = drawn(seed)
        const count = Math.round(((up ? points : -points) / 100) * total)
        return { days: withJump(days, at(seed, length, 0.2, 0.6), count), sign: up ? 1 : -1 }
      },
    })
    cells.push({
      family: goal === 0 ? 'V shape (stress)' : 'V shape',
      name: `10 points down then up (or up then down), n=${total}, keeping 7 days, ${count} months`,
      truth: 'v',
      ...stress,
      series: (seed) => {
        const { share, up } = drawn(seed)
        const first = up ? 10 : -10
        const days = turnoverDays({
          seed,
          total,
          length,
          classes: oneClass(7),
          share: turningShare(
            up ? share : share + 0.1,
            first,
            -first,
            at(seed, length, 0.3, 0.4),
            length,
          ),
          warmUp: 21,
        })
        return { days, sign: 0 }
      },
    })
  }
  return cells
}
