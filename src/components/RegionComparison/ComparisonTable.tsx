import { Trans, useLingui } from '@lingui/react/macro'
import type {
  ComparedMetric,
  ComparedRegion,
  CompareSort,
  RegionNamer,
} from './comparison-model.ts'
import { sortRows } from './comparison-model.ts'
import { rowText } from './comparison-text.ts'
import { metricName } from '../../domain/metric-texts.ts'

export interface ComparisonTableProps {
  metrics: readonly ComparedMetric[]
  regions: readonly ComparedRegion[]
  sort: CompareSort
  nameOf: RegionNamer
  locale?: string | undefined
}

/** The comparison as one table: a row per region, a column per metric. */
export function ComparisonTable({ metrics, regions, sort, nameOf, locale }: ComparisonTableProps) {
  const { i18n, t } = useLingui()
  // By value sorts on the first metric; each cell still reads on its own.
  const first = metrics[0]
  const order =
    first === undefined
      ? [...regions]
      : sortRows(first.rows, sort, nameOf, locale).map((row) => row.region)
  const metric = first === undefined ? '' : metricName(i18n, first.key, first.label)
  return (
    <div className="data-table-scroll" role="region" aria-label={t`Comparison table`} tabIndex={0}>
      <table className="data-table" data-testid="compare-table">
        <caption>
          {sort === 'value' && first !== undefined ? (
            <Trans comment="Caption of a table; {metric} names the metric the rows are sorted by">
              Share answering yes in each region (yes count of total), sorted by {metric}
            </Trans>
          ) : (
            <Trans>Share answering yes in each region (yes count of total)</Trans>
          )}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans comment="Column of Talent Platform regions">Region</Trans>
            </th>
            {metrics.map((entry) => (
              <th key={entry.key} scope="col">
                {metricName(i18n, entry.key, entry.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.map((region) => (
            <tr key={region.id}>
              <th scope="row">{nameOf(region.id)}</th>
              {metrics.map((entry) => {
                const row = entry.rows.find((candidate) => candidate.region.id === region.id)
                return (
                  <td key={entry.key}>{row === undefined ? '—' : rowText(i18n, row, locale)}</td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
