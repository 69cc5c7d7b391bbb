import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { isRegionId } from '../../domain/regions/regions.ts'
import type { TrendEvent } from '../../domain/annotations/annotations.ts'
import type { EventInput } from '../../domain/annotations/annotation-checks.ts'
import { EditConflictError, recordChange, runEdit, touched } from './audit-log.ts'
import type { Actor } from './audit-log.ts'
import type { EventsTable, StoreSchema } from './schema.ts'
import type { Store } from './store.ts'

/** Events of one region or of every region, read from the store on every request (no cache). */
export interface Events {
  /** The region's events and those of every region, oldest first. */
  list(region: string): Promise<TrendEvent[]>
  add(region: string, input: EventInput, actor: Actor): Promise<TrendEvent>
  /** Changes an event `region` sees; EditConflictError when `version` is stale or it is gone. */
  put(
    region: string,
    id: string,
    input: EventInput,
    version: number,
    actor: Actor,
  ): Promise<TrendEvent>
  remove(region: string, id: string, version: number, actor: Actor): Promise<void>
}

type EventRow = Pick<EventsTable, 'id' | 'region' | 'day' | 'title' | 'note' | 'version'>

const COLUMNS = ['id', 'region', 'day', 'title', 'note', 'version'] as const

function eventOf(row: EventRow): TrendEvent {
  return {
    id: row.id,
    region: isRegionId(row.region) ? row.region : null,
    date: row.day,
    title: row.title,
    note: row.note,
    version: Number(row.version),
  }
}

function rowOf(id: string, region: string, input: EventInput, version: number, nowMs: number) {
  return {
    id,
    region: input.allRegions ? null : region,
    day: input.date,
    title: input.title,
    note: input.note,
    version,
    updated_at: nowMs,
  }
}

/** The event `id` as `region` sees it (its own or every region's), if any. */
function visible(transaction: Kysely<StoreSchema>, region: string, id: string) {
  return transaction
    .selectFrom('events')
    .select(COLUMNS)
    .where('id', '=', id)
    .where((where) => where.or([where('region', '=', region), where('region', 'is', null)]))
    .executeTakeFirst()
}

export function createEvents(store: Store): Events {
  const { db } = store
  return {
    list: (region) =>
      store.run('events_list', async () => {
        const rows = await db
          .selectFrom('events')
          .select(COLUMNS)
          .where((where) => where.or([where('region', '=', region), where('region', 'is', null)]))
          .orderBy('day')
          .orderBy('id')
          .execute()
        return rows.map(eventOf)
      }),
    add: (region, input, actor) =>
      runEdit(store, 'event_add', async (transaction) => {
        const row = rowOf(randomUUID(), region, input, 1, actor.nowMs)
        await transaction.insertInto('events').values(row).execute()
        const after = eventOf(row)
        await recordChange(transaction, actor, {
          kind: 'event',
          region: row.region,
          subject: row.id,
          before: null,
          after,
        })
        return after
      }),
    put: (region, id, input, version, actor) =>
      runEdit(store, 'event_put', async (transaction) => {
        const found = await visible(transaction, region, id)
        const row = rowOf(id, region, input, version + 1, actor.nowMs)
        const result = await transaction
          .updateTable('events')
          .set(row)
          .where('id', '=', id)
          .where('version', '=', version)
          .executeTakeFirst()
        if (found === undefined || touched(result) !== 1) throw new EditConflictError()
        const after = eventOf(row)
        await recordChange(transaction, actor, {
          kind: 'event',
          // Made an event of every region, or one no longer: the log of every region shows it.
          region: found.region === row.region ? row.region : null,
          subject: id,
          before: eventOf(found),
          after,
        })
        return after
      }),
    remove: (region, id, version, actor) =>
      runEdit(store, 'event_delete', async (transaction) => {
        const found = await visible(transaction, region, id)
        const result = await transaction
          .deleteFrom('events')
          .where('id', '=', id)
          .where('version', '=', version)
          .executeTakeFirst()
        if (found === undefined || touched(result) !== 1) throw new EditConflictError()
        await recordChange(transaction, actor, {
          kind: 'event',
          region: found.region,
          subject: id,
          before: eventOf(found),
          after: null,
        })
      }),
  }
}
