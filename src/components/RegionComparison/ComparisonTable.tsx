import { useLingui } from '@lingui/react/macro'
import type { ComparedMetric, ComparedRegion, CompareSort } from './comparison-model.ts'
import { sortRows } from './comparison-model.ts'
import { rowText } from './comparison-text.ts'

export interface ComparisonTableProps {
  metrics: readonly ComparedMetric[]
  regions: readonly ComparedRegion[]
  sort: CompareSort
  locale?: string | undefined
}

/** The comparison as one table: a row per region, a column per metric. */
export function ComparisonTable({ metrics, regions, sort, locale }: ComparisonTableProps) {
  const { i18n } = useLingui()
  // By value sorts on the first metric; each cell still reads on its own.
  const first = metrics[0]
  const order =
    first === undefined ? [...regions] : sortRows(first.rows, sort).map((row) => row.region)
  return (
    <div className="data-table-scroll" role="region" aria-label="Comparison table" tabIndex={0}>
      <table className="data-table" data-testid="compare-table">
        <caption>
          Share answering yes in each region (yes count of total)
          {sort === 'value' && first !== undefined
            ? `, sorted by ${first.label.toLowerCase()}`
            : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">Region</th>
            {metrics.map((metric) => (
              <th key={metric.key} scope="col">
                {metric.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.map((region) => (
            <tr key={region.id}>
              <th scope="row">{region.label}</th>
              {metrics.map((metric) => {
                const row = metric.rows.find((entry) => entry.region.id === region.id)
                return (
                  <td key={metric.key}>{row === undefined ? '—' : rowText(i18n, row, locale)}</td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
