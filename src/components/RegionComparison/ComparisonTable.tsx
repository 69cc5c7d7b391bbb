import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type {
  ComparedMetric,
  ComparedRegion,
  CompareSort,
  RegionNamer,
} from './comparison-model.ts'
import { sortRows } from './comparison-model.ts'
import { pooledText, rowTargetText, rowText, tiedText } from './comparison-text.ts'
import { metricName } from '../../domain/metrics/metric-texts.ts'
import { ScrollRegion } from '../ScrollRegion/ScrollRegion.tsx'
import { TableHead } from '../TableHead/TableHead.tsx'

export interface ComparisonTableProps {
  metrics: readonly ComparedMetric[]
  regions: readonly ComparedRegion[]
  sort: CompareSort
  nameOf: RegionNamer
  locale?: string | undefined
  /** The one "Sign in to N more regions" line, under the table. */
  signInMore: ReactNode
}

/**
 * The comparison as one table: a row per signed-in region, a column per metric, then the
 * regions' counts added up. A metric a region does not report is an empty cell.
 */
export function ComparisonTable({
  metrics,
  regions,
  sort,
  nameOf,
  locale,
  signInMore,
}: ComparisonTableProps) {
  const { i18n, t } = useLingui()
  // By value sorts on the first metric; each cell still reads on its own.
  const first = metrics[0]
  const signedIn = regions.filter((region) => region.state.kind !== 'signed_out')
  const ranked =
    first === undefined ? [] : sortRows(first.rows, sort, nameOf, locale).map((row) => row.region)
  const order = [...ranked, ...signedIn.filter((region) => !ranked.includes(region))]
  const metric = first === undefined ? '' : metricName(i18n, first.key, first.label)
  return (
    <>
      <ScrollRegion className="data-table-scroll" label={t`Comparison table`}>
        <table className="data-table" data-testid="compare-table">
          <TableHead
            caption={
              sort === 'value' && first !== undefined ? (
                <Trans comment="Caption of a table; {metric} names the metric the rows are sorted by">
                  Share answering yes in each region (yes count of total; 95% interval), sorted by{' '}
                  {metric}
                </Trans>
              ) : (
                <Trans>Share answering yes in each region (yes count of total; 95% interval)</Trans>
              )
            }
            columns={[
              t({ comment: 'Column of Talent Platform regions', message: 'Region' }),
              ...metrics.map((entry) => metricName(i18n, entry.key, entry.label)),
            ]}
          />
          <tbody>
            {order.map((region) => (
              <tr key={region.id}>
                <th scope="row">{nameOf(region.id)}</th>
                {metrics.map((entry) => {
                  const row = entry.rows.find((candidate) => candidate.region.id === region.id)
                  return (
                    <td key={entry.key}>
                      {row === undefined ? '' : rowText(i18n, row, locale)}
                      {row === undefined ? '' : rowTargetText(i18n, row, entry.key, locale)}
                      {row?.tied === true ? ` · ${tiedText(i18n)}` : null}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-testid="compare-table-pooled">
              <th scope="row">
                <Trans comment="Row of a table: the counts of every signed-in region added up">
                  Signed-in regions together
                </Trans>
              </th>
              {metrics.map((entry) => (
                <td key={entry.key}>
                  {entry.pooled === undefined ? '' : pooledText(i18n, entry.pooled, nameOf, locale)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      {signInMore}
    </>
  )
}
