import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { METHODOLOGY_COLUMN, toCsv } from '../../../../components/DashboardGrid/csv.ts'
import type { HistoryResponse } from '../../../../domain/history.ts'
import { shareEnd } from '../../../../domain/trends.ts'
import { metricName } from '../../../../domain/metric-texts.ts'

/**
 * CSV of a region's history, one row per day and metric, with the same rounding as the screen:
 * whole-percent shares (largest remainder) and intervals widened to whole percents. Withheld
 * days have empty number cells; the status column says why (the API's status code, like the key
 * column's metric key: values for spreadsheets to filter on). The header is in the UI's language.
 */
export const HISTORY_CSV_HEADER = [
  msg({ comment: 'CSV column: the day of a snapshot.', message: 'Date' }),
  msg({ comment: 'CSV column: the metric’s name.', message: 'Metric' }),
  msg({
    comment: 'CSV column: the metric’s id in the API (e.g. pipelineLeaders).',
    message: 'Key',
  }),
  msg({ comment: 'CSV column: whether the day has figures, or why not.', message: 'Status' }),
  msg({ comment: 'CSV column: the share answering yes, in percent.', message: 'Yes (%)' }),
  msg({ comment: 'CSV column: how many answered yes.', message: 'Yes (count)' }),
  msg({ comment: 'CSV column: how many were counted.', message: 'Total' }),
  msg`95% interval low (%)`,
  msg`95% interval high (%)`,
  METHODOLOGY_COLUMN,
] as const

/** `methodologyUrl`: the methodology page's absolute address, in every row's last cell. */
export function historyCsv(history: HistoryResponse, i18n: I18n, methodologyUrl: string): string {
  const header = HISTORY_CSV_HEADER.map((column) => i18n._(column))
  const rows: (string | number | null)[][] = [header]
  for (const snapshot of history.snapshots) {
    for (const distribution of snapshot.distributions) {
      const end = shareEnd(distribution)
      rows.push(
        end === undefined
          ? [
              snapshot.date,
              metricName(i18n, distribution.key, distribution.label),
              distribution.key,
              distribution.status,
              null,
              null,
              null,
              null,
              null,
              methodologyUrl,
            ]
          : [
              snapshot.date,
              metricName(i18n, distribution.key, distribution.label),
              distribution.key,
              'ok',
              end.yes,
              end.yesCount,
              end.total,
              Math.floor(end.interval.low),
              Math.ceil(end.interval.high),
              methodologyUrl,
            ],
      )
    }
  }
  return toCsv(rows)
}

export function historyCsvFileName(history: HistoryResponse): string {
  const last = history.snapshots.at(-1)?.date ?? 'empty'
  return `pipeline-diversity-history-${history.region}-${last}.csv`
}
