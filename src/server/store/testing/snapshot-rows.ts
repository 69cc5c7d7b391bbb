import type { Distribution } from '../../../domain/metrics/organization-info.ts'
import type { StoredSnapshot } from '../snapshots.ts'

/** A distribution stored withheld (below the minimum group size): no counts. */
export const WITHHELD_DISTRIBUTION: Distribution = {
  key: 'superstar',
  label: 'Superstars',
  yesCount: null,
  noCount: null,
  status: 'suppressed',
  minGroupSize: 5,
}

/** A stored snapshot of `us` on `date`: women `yes` of `yes + 30`, superstars withheld. */
export function snapshotRow(
  date: string,
  yes = 10,
  extra: Partial<StoredSnapshot> = {},
): StoredSnapshot {
  return {
    region: 'us',
    date,
    demo: false,
    distributions: [
      {
        key: 'pipelinesWithWomen',
        label: 'Pipelines with women',
        yesCount: yes,
        noCount: 30,
        status: 'ok',
      },
      WITHHELD_DISTRIBUTION,
    ],
    percentages: [{ key: 'genderDiversity', label: 'Gender diversity', value: 41.5 }],
    ...extra,
  }
}
