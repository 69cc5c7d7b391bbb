import * as z from 'zod/mini'
import { regionIdSchema } from './contract.ts'
import { distributionSchema, percentageSchema } from './organization-info.ts'

/**
 * The history contract (docs/api.md, "Organization Info history"): daily snapshots of a region's
 * normalized Organization Info, kept by the BFF because the upstream has none. A snapshot holds
 * the same distributions and percentages as today's answer, after suppression: a withheld
 * distribution is stored withheld, never with its counts.
 */

/** A calendar day in UTC, `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date()

/** The longest range one history request may ask for, in days (both ends included). */
export const HISTORY_MAX_RANGE_DAYS = 1100

export const historySnapshotSchema = z.object({
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

/** Whole days from `from` to `to` (`to` − `from`); negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS,
  )
}

/** Path of the history endpoint, with its query. */
export function historyPath(region: string, range: HistoryRange): string {
  const query = new URLSearchParams({ from: range.from, to: range.to })
  return `/api/regions/${encodeURIComponent(region)}/organization-info/history?${query.toString()}`
}
