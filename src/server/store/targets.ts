import type { Target } from '../../domain/annotations.ts'
import type { TargetInput } from '../../domain/annotation-checks.ts'
import { EditConflictError, recordChange, runEdit, touched } from './audit-log.ts'
import type { Actor } from './audit-log.ts'
import type { Kysely } from 'kysely'
import type { StoreSchema, TargetsTable } from './schema.ts'
import type { Store } from './store.ts'

/** Each region's targets, one per metric, read from the store on every request (no cache). */
export interface Targets {
  list(region: string): Promise<Target[]>
  /** Creates (version 0) or changes the target; EditConflictError when the version is stale. */
  put(region: string, metric: string, input: TargetInput, actor: Actor): Promise<Target>
  remove(region: string, metric: string, version: number, actor: Actor): Promise<void>
}

type TargetRow = Pick<
  TargetsTable,
  'metric' | 'yes_share' | 'target_date' | 'start_date' | 'version'
>

const COLUMNS = ['metric', 'yes_share', 'target_date', 'start_date', 'version'] as const

function targetOf(row: TargetRow): Target {
  return {
    metric: row.metric,
    yesShare: Number(row.yes_share),
    targetDate: row.target_date,
    startDate: row.start_date,
    version: Number(row.version),
  }
}

function storedTarget(transaction: Kysely<StoreSchema>, region: string, metric: string) {
  return transaction
    .selectFrom('targets')
    .select(COLUMNS)
    .where('region', '=', region)
    .where('metric', '=', metric)
    .executeTakeFirst()
}

export function createTargets(store: Store): Targets {
  const { db } = store
  return {
    list: (region) =>
      store.run('targets_list', async () => {
        const rows = await db
          .selectFrom('targets')
          .select(COLUMNS)
          .where('region', '=', region)
          .orderBy('metric')
          .execute()
        return rows.map(targetOf)
      }),
    put: (region, metric, input, actor) =>
      runEdit(store, 'target_put', async (transaction) => {
        const found = await storedTarget(transaction, region, metric)
        const stored = found === undefined ? 0 : Number(found.version)
        if (stored !== input.version) throw new EditConflictError()
        const values = {
          yes_share: input.yesShare,
          target_date: input.targetDate,
          start_date: input.startDate,
          version: input.version + 1,
          updated_at: actor.nowMs,
        }
        // The write is conditional too: of two replicas racing from one version, one wins.
        const written =
          found === undefined
            ? await transaction
                .insertInto('targets')
                .values({ region, metric, ...values })
                .onConflict((conflict) => conflict.columns(['region', 'metric']).doNothing())
                .executeTakeFirst()
                .then((result) => Number(result.numInsertedOrUpdatedRows ?? 0n))
            : await transaction
                .updateTable('targets')
                .set(values)
                .where('region', '=', region)
                .where('metric', '=', metric)
                .where('version', '=', input.version)
                .executeTakeFirst()
                .then(touched)
        if (written !== 1) throw new EditConflictError()
        const after = targetOf({ metric, ...values })
        const before = found === undefined ? null : targetOf(found)
        await recordChange(transaction, actor, {
          kind: 'target',
          region,
          subject: metric,
          before,
          after,
        })
        return after
      }),
    remove: (region, metric, version, actor) =>
      runEdit(store, 'target_delete', async (transaction) => {
        const found = await storedTarget(transaction, region, metric)
        const result = await transaction
          .deleteFrom('targets')
          .where('region', '=', region)
          .where('metric', '=', metric)
          .where('version', '=', version)
          .executeTakeFirst()
        if (found === undefined || touched(result) !== 1) throw new EditConflictError()
        await recordChange(transaction, actor, {
          kind: 'target',
          region,
          subject: metric,
          before: targetOf(found),
          after: null,
        })
      }),
  }
}
