import * as z from 'zod/mini'
import { regionIdSchema } from '../http/contract.ts'
import { distributionSchema, percentageSchema } from '../metrics/organization-info.ts'

/**
 * The history contract (docs/api.md, "Organization Info history"): daily snapshots of a region's
 * normalized Organization Info, kept by the BFF because the upstream has none. A snapshot holds
 * the same distributions and percentages as today's answer, after suppression: a withheld
 * distribution is stored withheld, never with its counts.
 */

/** A calendar day in UTC, `YYYY-MM-DD`. */
const isoDateSchema = z.iso.date()

/** The longest range one history request may ask for, in days (both ends included). */
export const HISTORY_MAX_RANGE_DAYS = 1100

const historySnapshotSchema = z.object({
  date: isoDateSchema,
  distributions: z.array(distributionSchema),
  percentages: z.array(percentageSchema),
})
export type HistorySnapshot = z.infer<typeof historySnapshotSchema>

export const historyResponseSchema = z.object({
  region: regionIdSchema,
  /** True when the snapshots are the demo mode's generated history, not recorded data. */
  demo: z.boolean(),
  snapshots: z.array(historySnapshotSchema),
})
export type HistoryResponse = z.infer<typeof historyResponseSchema>

export interface HistoryRange {
  /** First day, `YYYY-MM-DD`, included. */
  from: string
  /** Last day, `YYYY-MM-DD`, included. */
  to: string
}

const DAY_MS = 86_400_000

/** `YYYY-MM-DD` of an instant, in UTC. */
export function isoDay(instant: Date | number): string {
  return new Date(instant).toISOString().slice(0, 10)
}

/** The day `days` after (or, negative, before) a `YYYY-MM-DD` day. */
export function addDays(day: string, days: number): string {
  return isoDay(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS)
}

/** The digits of `text` from `start` to `end` as a number; NaN when one is not a digit. */
function digitsAt(text: string, start: number, end: number): number {
  let value = 0
  for (let index = start; index < end; index += 1) {
    const digit = text.charCodeAt(index) - 48
    if (digit < 0 || digit > 9) return Number.NaN
    value = value * 10 + digit
  }
  return value
}

/**
 * Milliseconds of a `YYYY-MM-DD` day's start, in UTC, as `Date.parse` reads it (a day past the
 * month's end rolls over, a month or day out of range is NaN), without building and parsing a
 * string: the trend statistics ask thousands of times per chart (a profile put a third of a
 * trend description's time here).
 */
function dayStart(day: string): number {
  if (day.length !== 10 || day[4] !== '-' || day[7] !== '-') {
    return Date.parse(`${day}T00:00:00.000Z`)
  }
  const month = digitsAt(day, 5, 7)
  const date = digitsAt(day, 8, 10)
  const year = digitsAt(day, 0, 4)
  if (!(month >= 1 && month <= 12 && date >= 1 && date <= 31)) return Number.NaN
  // Date.UTC reads years 0–99 as 1900–1999.
  if (!(year >= 100)) return Date.parse(`${day}T00:00:00.000Z`)
  return Date.UTC(year, month - 1, date)
}

/** Whole days from `from` to `to` (`to` − `from`); negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayStart(to) - dayStart(from)) / DAY_MS)
}

/** Path of the history endpoint, with its query. */
export function historyPath(region: string, range: HistoryRange): string {
  const query = new URLSearchParams({ from: range.from, to: range.to })
  return `/api/regions/${encodeURIComponent(region)}/organization-info/history?${query.toString()}`
}
