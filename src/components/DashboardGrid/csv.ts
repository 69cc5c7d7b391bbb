import type { I18n } from '@lingui/core'
import type { OrganizationWording } from '../../domain/annotations/organization-definitions.ts'
import {
  asOfCell,
  distributionRow,
  exportCsv,
  percentageRow,
  type RowContext,
} from '../../domain/board-pack/export-csv.ts'
import type { OrganizationInfo } from '../../domain/metrics/organization-info.ts'
import { percentageItems } from '../../domain/metrics/percentage-figures.ts'
import { downloadBlob } from './download.ts'

/**
 * CSV of what the dashboard shows, in the columns every export shares (src/domain/board-pack/export-csv.ts,
 * docs/exports.md): every row carries its region and as-of time, so a row pasted elsewhere keeps
 * its context; the numbers are rounded as on screen; a withheld value is an empty cell and the
 * status says why.
 */

export interface CsvOptions {
  /** The region's display name ("United States"), written in every row. */
  regionLabel: string
  /** Decimal places of the yes/no shares, as on screen (default 0). */
  decimals?: number | undefined
  /** The methodology page's absolute address, in every row. */
  methodologyUrl?: string | undefined
  /** The organization's own definitions, written instead of the built-in ones where it has one. */
  wording?: OrganizationWording | undefined
  /** The region's targets (issue 26), in the `target_` columns. */
  targetOf?: RowContext['targetOf']
}

/** The rows of one region's dashboard (shared with the comparison's CSV). */
export function organizationInfoRows(i18n: I18n, info: OrganizationInfo, options: CsvOptions) {
  const context: RowContext = {
    regionId: info.region,
    regionName: options.regionLabel,
    asOf: asOfCell(info.fetchedAt),
    methodologyUrl: options.methodologyUrl,
    wording: options.wording,
    targetOf: options.targetOf,
  }
  return [
    ...info.distributions.map((distribution) =>
      distributionRow(i18n, context, distribution, { decimals: options.decimals }),
    ),
    ...percentageItems(info).map((item) => percentageRow(i18n, context, item)),
  ]
}

/** The dashboard as CSV, its words (names, statuses, definitions) in `i18n`'s language. */
export function organizationInfoCsv(
  i18n: I18n,
  info: OrganizationInfo,
  options: CsvOptions,
): string {
  return exportCsv(organizationInfoRows(i18n, info, options))
}

/**
 * `pipeline-diversity-us-2026-11-21`: the region and the day of the data, the stem of every
 * download's file name (the CSV, and the chart images with the metric's key appended).
 */
export function downloadStem(info: Pick<OrganizationInfo, 'region' | 'fetchedAt'>): string {
  const day = info.fetchedAt.slice(0, 10)
  const region = info.region.replace(/[^a-z0-9-]/gi, '')
  return `pipeline-diversity-${region}-${day}`
}

/** `pipeline-diversity-us-2026-11-21.csv`. */
export function csvFileName(info: OrganizationInfo): string {
  return `${downloadStem(info)}.csv`
}

/** Saves the CSV; the UTF-8 byte order mark makes spreadsheet programs read non-ASCII labels correctly. */
export function downloadCsv(csv: string, fileName: string): void {
  downloadBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName)
}
