import type { Target } from '../../domain/annotations/annotations.ts'
import type { TargetInput } from '../../domain/annotations/annotation-checks.ts'
import type { Actor } from './audit-log.ts'
import { putKeyed, removeKeyed, type KeyedRow } from './keyed-rows.ts'
import type { TargetsTable } from './schema.ts'
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

/** The target of `metric` in `region`, as a row of the keyed edits (./keyed-rows.ts). */
function targetRow(region: string, metric: string): KeyedRow<TargetRow, Target> {
  return {
    table: 'targets',
    key: { region, metric },
    kind: 'target',
    region,
    subject: metric,
    read: targetOf,
  }
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
      putKeyed(
        store,
        targetRow(region, metric),
        { yes_share: input.yesShare, target_date: input.targetDate, start_date: input.startDate },
        input.version,
        actor,
      ),
    remove: (region, metric, version, actor) =>
      removeKeyed(store, targetRow(region, metric), version, actor),
  }
}
