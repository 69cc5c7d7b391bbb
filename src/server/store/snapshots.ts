import * as z from 'zod/mini'
import { addDays, isoDay } from '../../domain/history/history.ts'
import type { HistorySnapshot } from '../../domain/history/history.ts'
import { distributionSchema, percentageSchema } from '../../domain/metrics/organization-info.ts'
import type { Store } from './store.ts'

/**
 * Daily snapshots of each region's normalized Organization Info (docs/decisions/0090). At most
 * one per region per day: writes are "insert if absent" on the (region, day) key, so replicas
 * racing to record the same day leave exactly one row, and the first one wins.
 */
export interface StoredSnapshot extends HistorySnapshot {
  readonly region: string
  readonly demo: boolean
}

export interface Snapshots {
  /** Inserts the rows whose (region, day) is absent, in one transaction; returns how many were new. */
  insertIfAbsent(rows: readonly StoredSnapshot[], nowMs: number): Promise<number>
  /** Whether `region` has a snapshot of `day`. */
  has(region: string, day: string): Promise<boolean>
  /** The snapshots of `region` from `from` to `to` (both included), oldest first. */
  range(region: string, from: string, to: string): Promise<StoredSnapshot[]>
  /**
   * What identifies the rows `range` would read (their count, first and last day): rows are only
   * ever added (one per day) or purged, so an answer prepared for one stamp holds for it.
   */
  stamp(region: string, from: string, to: string): Promise<string>
  /** Deletes the snapshots of days before `day`; returns how many. */
  purgeBefore(day: string): Promise<number>
}

/** The first day kept under HISTORY_RETENTION_DAYS: days before it are purged. */
export function retentionCutoff(nowMs: number, retentionDays: number): string {
  return addDays(isoDay(nowMs), -retentionDays)
}

/** Rows per INSERT statement: far below either engine's limit of bound parameters. */
export const INSERT_BATCH_ROWS = 500

const distributionsSchema = z.array(distributionSchema)
const percentagesSchema = z.array(percentageSchema)

export function createSnapshots(store: Store): Snapshots {
  const { db } = store
  return {
    insertIfAbsent(rows, nowMs) {
      if (rows.length === 0) return Promise.resolve(0)
      return store.transaction('snapshot_insert', async (transaction) => {
        let inserted = 0
        for (let start = 0; start < rows.length; start += INSERT_BATCH_ROWS) {
          const values = rows.slice(start, start + INSERT_BATCH_ROWS).map((row) => ({
            region: row.region,
            day: row.date,
            distributions: JSON.stringify(row.distributions),
            percentages: JSON.stringify(row.percentages),
            demo: row.demo ? 1 : 0,
            created_at: nowMs,
          }))
          const result = await transaction
            .insertInto('snapshots')
            .values(values)
            .onConflict((conflict) => conflict.columns(['region', 'day']).doNothing())
            .executeTakeFirst()
          inserted += Number(result.numInsertedOrUpdatedRows ?? 0n)
        }
        return inserted
      })
    },
    has: (region, day) =>
      store.run('snapshot_has', async () => {
        const row = await db
          .selectFrom('snapshots')
          .select('day')
          .where('region', '=', region)
          .where('day', '=', day)
          .executeTakeFirst()
        return row !== undefined
      }),
    range: (region, from, to) =>
      store.run('snapshot_range', async () => {
        const rows = await db
          .selectFrom('snapshots')
          .select(['region', 'day', 'distributions', 'percentages', 'demo'])
          .where('region', '=', region)
          .where('day', '>=', from)
          .where('day', '<=', to)
          .orderBy('day')
          .execute()
        return rows.map((row) => ({
          region: row.region,
          date: row.day,
          distributions: distributionsSchema.parse(JSON.parse(row.distributions)),
          percentages: percentagesSchema.parse(JSON.parse(row.percentages)),
          demo: Number(row.demo) === 1,
        }))
      }),
    stamp: (region, from, to) =>
      store.run('snapshot_stamp', async () => {
        const row = await db
          .selectFrom('snapshots')
          .select((eb) => [
            eb.fn.countAll<number | string>().as('rows'),
            eb.fn.min('day').as('first'),
            eb.fn.max('day').as('last'),
          ])
          .where('region', '=', region)
          .where('day', '>=', from)
          .where('day', '<=', to)
          .executeTakeFirst()
        return `${Number(row?.rows ?? 0)}:${row?.first ?? ''}:${row?.last ?? ''}`
      }),
    purgeBefore: (day) =>
      store.run('snapshot_purge', async () => {
        const result = await db.deleteFrom('snapshots').where('day', '<', day).executeTakeFirst()
        return Number(result.numDeletedRows)
      }),
  }
}
