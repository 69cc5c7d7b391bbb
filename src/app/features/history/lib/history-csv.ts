import { toCsv } from '../../../../components/DashboardGrid/csv.ts'
import type { HistoryResponse } from '../../../../domain/history.ts'
import { shareEnd } from '../../../../domain/trends.ts'

/**
 * CSV of a region's history, one row per day and metric, with the same rounding as the screen:
 * whole-percent shares (largest remainder) and intervals widened to whole percents. Withheld
 * days have empty number cells; the status column says why.
 */
export const HISTORY_CSV_HEADER = [
  'Date',
  'Metric',
  'Key',
  'Status',
  'Yes (%)',
  'Yes (count)',
  'Total',
  '95% interval low (%)',
  '95% interval high (%)',
] as const

export function historyCsv(history: HistoryResponse): string {
  const rows: (string | number | null)[][] = [[...HISTORY_CSV_HEADER]]
  for (const snapshot of history.snapshots) {
    for (const distribution of snapshot.distributions) {
      const end = shareEnd(distribution)
      rows.push(
        end === undefined
          ? [
              snapshot.date,
              distribution.label,
              distribution.key,
              distribution.status,
              null,
              null,
              null,
              null,
              null,
            ]
          : [
              snapshot.date,
              distribution.label,
              distribution.key,
              'ok',
              end.yes,
              end.yesCount,
              end.total,
              Math.floor(end.interval.low),
              Math.ceil(end.interval.high),
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
