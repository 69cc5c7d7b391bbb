import { addDays } from '../../history/history.ts'
import { binomial, random, START_DAY, type CensusDay } from './census-series.ts'

/**
 * Generated daily counts of one yes/no metric as real HR data makes them (issue 34, decision
 * 0230): pipelines that keep their answer for a while and then answer afresh, towards a share
 * that may move. Unlike census-series.ts, the noise is not only the census's own: a few pipelines
 * may misreport on single days (reporting flicker), some may turn over weekly among many that turn
 * over yearly (mixed turnover), the share they answer towards may wander for everyone at once
 * (organization-wide drift), and the number counted may grow. True trends are made the same way:
 * pipelines turning over towards a share that moves, never a line with wobble added.
 */

/** Pipelines that answer afresh on average every `dwell` days. */
export interface TurnoverClass {
  /** The part of the pipelines in this class (the classes' parts add up to 1). */
  part: number
  /** Days a pipeline keeps its answer on average before it answers afresh (1/daily chance). */
  dwell: number
}

export interface TurnoverModel {
  seed: number
  /** Pipelines counted on the first day. */
  total: number
  /** Days generated (one a day from START_DAY). */
  length: number
  /** The share the pipelines answer towards on each day (0–1); constant for no trend. */
  share: (day: number) => number
  classes: readonly TurnoverClass[]
  /** Daily chance that a pipeline reports the wrong answer for that day only. */
  flicker?: number
  /** Pipelines counted on the last day, as a multiple of the first day's (1: constant). */
  growth?: number
  /**
   * Organization-wide drift: everyone's share moves together as a mean-reverting (Ornstein–
   * Uhlenbeck) wander of `points` percentage points' standard deviation, forgetting itself over
   * `days` days.
   */
  drift?: { points: number; days: number }
  /**
   * Days generated before the first day and left out, the share already moving as `share` says
   * (extended backwards): a trend that was under way before the period starts, its pipelines
   * already lagging it steadily, instead of one that starts from rest on the first day.
   */
  warmUp?: number
}

/** A normal draw (Box–Muller). */
function normal(next: () => number): number {
  return Math.sqrt(-2 * Math.log(Math.max(1e-12, next()))) * Math.cos(2 * Math.PI * next())
}

const clamp = (share: number) => Math.min(0.99, Math.max(0.01, share))

/**
 * Counts of a metric under `model`. Each day, each pipeline answers afresh with chance 1/dwell
 * (yes with the day's share, else no); the first day is drawn at the first day's share, so the
 * series starts at its steady state. New pipelines answer at the day's share. The reported count
 * is the day's true count with each pipeline's answer flipped with chance `flicker`.
 */
export function turnoverDays(model: TurnoverModel): CensusDay[] {
  const next = random(model.seed)
  const { total, length, classes, flicker = 0, growth = 1, drift, warmUp = 0 } = model
  let wander = drift === undefined ? 0 : (drift.points / 100) * normal(next)
  const keep = drift === undefined ? 1 : Math.exp(-1 / drift.days)
  const shareOn = (day: number) => clamp(model.share(day) + wander)
  const firstShare = shareOn(-warmUp)
  const groups = classes.map((group) => {
    const size = Math.round(total * group.part)
    const yes = binomial(next, size, firstShare)
    return { rate: 1 / group.dwell, part: group.part, yes, no: size - yes }
  })
  const added = (total * (growth - 1)) / Math.max(1, length - 1)
  let owed = 0
  const days: CensusDay[] = []
  for (let day = -warmUp; day < length; day += 1) {
    if (day > -warmUp) {
      if (drift !== undefined) {
        wander = wander * keep + (drift.points / 100) * Math.sqrt(1 - keep * keep) * normal(next)
      }
      const share = shareOn(day)
      owed += day > 0 ? added : 0
      const arriving = Math.floor(owed)
      owed -= arriving
      for (const group of groups) {
        const leaving = binomial(next, group.yes, group.rate * (1 - share))
        const joining = binomial(next, group.no, group.rate * share)
        group.yes += joining - leaving
        group.no += leaving - joining
        const newcomers = binomial(next, arriving, group.part)
        const newYes = binomial(next, newcomers, share)
        group.yes += newYes
        group.no += newcomers - newYes
      }
    }
    if (day < 0) continue
    const yes = groups.reduce((sum, group) => sum + group.yes, 0)
    const counted = groups.reduce((sum, group) => sum + group.yes + group.no, 0)
    const misreported = binomial(next, yes, flicker) - binomial(next, counted - yes, flicker)
    days.push({ date: addDays(START_DAY, day), yesCount: yes - misreported, total: counted })
  }
  return days
}

/** A constant share: no trend. */
export const constantShare =
  (share: number) =>
  (_day: number): number =>
    share

/** A share moving by `points` percentage points, evenly, over `length` days. */
export const movingShare =
  (share: number, points: number, length: number) =>
  (day: number): number =>
    share + ((points / 100) * day) / Math.max(1, length - 1)

/** A share that moves by `first` points until day `turn`, then by `second` points to the end. */
export const turningShare =
  (share: number, first: number, second: number, turn: number, length: number) =>
  (day: number): number =>
    day <= turn
      ? share + ((first / 100) * day) / Math.max(1, turn)
      : share + (first + (second * (day - turn)) / Math.max(1, length - 1 - turn)) / 100

/**
 * The same days with `count` more pipelines answering yes (fewer when negative) from day `at` on:
 * a one-day step, such as a reorganization, on top of whatever the days already do.
 */
export function withJump(days: readonly CensusDay[], at: number, count: number): CensusDay[] {
  return days.map((day, index) =>
    index < at || day.yesCount === undefined
      ? day
      : { ...day, yesCount: Math.min(day.total, Math.max(0, day.yesCount + count)) },
  )
}

/** Everyone in one class: pipelines keep their answer `dwell` days on average. */
export const oneClass = (dwell: number): TurnoverClass[] => [{ part: 1, dwell }]

/** Mixed turnover: 10 % of the pipelines answer afresh weekly, 90 % yearly. */
export const MIXED_TURNOVER: readonly TurnoverClass[] = [
  { part: 0.1, dwell: 7 },
  { part: 0.9, dwell: 365 },
]
