import type { I18n } from '@lingui/core'
import {
  distributionRow,
  exportCsv,
  type RowContext,
} from '../../../../domain/board-pack/export-csv.ts'
import type { HistoryResponse } from '../../../../domain/history/history.ts'
import type { OrganizationWording } from '../../../../domain/annotations/organization-definitions.ts'
import { regionName } from '../../../../domain/regions/region-names.ts'

/**
 * CSV of a region's history, one row per day and metric, in the columns every export shares
 * (src/domain/board-pack/export-csv.ts): `as_of_utc` is the snapshot's day, shares are whole percents
 * (largest remainder) and intervals widened to whole percents, as on screen. Withheld days have
 * empty number cells; the status says why, in the UI's language.
 */
/**
 * `methodologyUrl`: the methodology page's absolute address, in every row; `targetOf`: the
 * region's targets, in the `target_` columns of their metric's rows; `wording`: the
 * organization's own definitions, written instead of the built-in ones (decision 0210).
 */
export function historyCsv(
  history: HistoryResponse,
  i18n: I18n,
  methodologyUrl?: string,
  targetOf?: RowContext['targetOf'],
  wording?: OrganizationWording,
): string {
  const name = regionName(i18n, history.region)
  return exportCsv(
    history.snapshots.flatMap((snapshot) =>
      snapshot.distributions.map((distribution) =>
        distributionRow(
          i18n,
          {
            regionId: history.region,
            regionName: name,
            asOf: snapshot.date,
            methodologyUrl,
            targetOf,
            wording,
          },
          distribution,
          { interval: true },
        ),
      ),
    ),
  )
}

export function historyCsvFileName(history: HistoryResponse): string {
  const last = history.snapshots.at(-1)?.date ?? 'empty'
  return `pipeline-diversity-history-${history.region}-${last}.csv`
}
