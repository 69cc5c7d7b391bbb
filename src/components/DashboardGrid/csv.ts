import type { OrganizationWording } from '../../domain/organization-definitions.ts'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  distributionDefinition,
  hiddenShortText,
  metricName,
  percentageDefinition,
  STATUS_TEXTS,
} from '../../domain/metric-texts.ts'
import type { OrganizationInfo } from '../../domain/organization-info.ts'
import { percentageItems, roundedPercentageText } from '../../domain/percentage-figures.ts'
import { distributionShares } from '../../domain/percentages.ts'
import { downloadBlob } from './download.ts'

/**
 * CSV of what the dashboard shows (RFC 4180: comma-separated, CRLF line ends, fields with a comma,
 * quote or line break quoted, quotes doubled). Text cells that a spreadsheet would run as a
 * formula (starting with = + - @ tab or CR) get a leading apostrophe (OWASP "CSV injection").
 * Every row carries its region and as-of time, so a row pasted elsewhere keeps its context; the
 * numbers are rounded as on screen; a withheld value is an empty cell and the status says why.
 */

/** The columns, in the reader's language (the file is what they read on screen, as a table). */
export const CSV_HEADER: readonly MessageDescriptor[] = [
  msg({ comment: 'CSV column: the region’s name', message: 'Region' }),
  msg({
    comment: 'CSV column: the date and time the figures were read, in UTC',
    message: 'As of (UTC)',
  }),
  msg({ comment: 'CSV column: the metric’s name', message: 'Metric' }),
  msg({ comment: 'CSV column: the metric’s key, an identifier', message: 'Key' }),
  msg({ comment: 'CSV column: reported, hidden or not reported', message: 'Status' }),
  msg({ comment: 'CSV column: share of yes, in percent', message: 'Yes (%)' }),
  msg({ comment: 'CSV column: share of no, in percent', message: 'No (%)' }),
  msg`Yes (count)`,
  msg`No (count)`,
  msg({ comment: 'CSV column: yes + no', message: 'Total' }),
  msg({ comment: 'CSV column: a percentage figure, in percent', message: 'Value (%)' }),
  msg({ comment: 'CSV column: what the metric means', message: 'Definition' }),
]

type Cell = string | number | null

export function escapeCsvCell(cell: Cell): string {
  if (cell === null) return ''
  let text = typeof cell === 'number' ? (Number.isFinite(cell) ? String(cell) : '') : cell
  if (typeof cell === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => row.map(escapeCsvCell).join(',')).join('\r\n') + '\r\n'
}

/** "2026-11-21T10:00:00.000Z" → "2026-11-21 10:00:00": what spreadsheets read as a date-time. */
function asOfCell(fetchedAt: string): string {
  return fetchedAt.replace('T', ' ').replace(/(\.\d+)?Z$/, '')
}

export interface CsvOptions {
  /** The region's display name ("United States"), written in every row. */
  regionLabel: string
  /** Decimal places of the yes/no shares, as on screen (default 0). */
  decimals?: number | undefined
  /** The organization's own definitions, written instead of the built-in ones where it has one. */
  wording?: OrganizationWording | undefined
}

/** The dashboard as CSV, its words (columns, names, statuses, definitions) in `i18n`'s language. */
export function organizationInfoCsv(
  i18n: I18n,
  info: OrganizationInfo,
  options: CsvOptions,
): string {
  const context = [options.regionLabel, asOfCell(info.fetchedAt)]
  const rows: Cell[][] = [CSV_HEADER.map((column) => i18n._(column))]
  for (const distribution of info.distributions) {
    const definition =
      options.wording?.(distribution.key) ??
      i18n._(distributionDefinition(distribution.key, distribution.label).definition)
    const shares = distributionShares(
      distribution,
      options.decimals === undefined ? {} : { decimals: options.decimals },
    )
    const metric = [metricName(i18n, distribution.key, distribution.label), distribution.key]
    if (shares.status === 'ok') {
      const percent = (value: number) => value.toFixed(shares.decimals)
      rows.push([
        ...context,
        ...metric,
        i18n._(STATUS_TEXTS.reported),
        percent(shares.yes),
        percent(shares.no),
        shares.yesCount,
        shares.noCount,
        shares.total,
        null,
        definition,
      ])
    } else if (shares.status === 'suppressed') {
      const status = hiddenShortText(i18n, shares.minGroupSize, 'en-US')
      rows.push([...context, ...metric, status, null, null, null, null, null, null, definition])
    } else if (shares.reason === 'none_counted') {
      const status = i18n._(STATUS_TEXTS.noneCounted)
      rows.push([...context, ...metric, status, null, null, 0, 0, 0, null, definition])
    } else {
      const status = i18n._(STATUS_TEXTS.notReported)
      rows.push([...context, ...metric, status, null, null, null, null, null, null, definition])
    }
  }
  for (const item of percentageItems(info)) {
    const definition =
      options.wording?.(item.key) ?? i18n._(percentageDefinition(item.key, item.label).definition)
    const reported = item.value !== null
    rows.push([
      ...context,
      metricName(i18n, item.key, item.label),
      item.key,
      i18n._(reported ? STATUS_TEXTS.reported : STATUS_TEXTS.notReported),
      null,
      null,
      null,
      null,
      null,
      item.value === null ? null : roundedPercentageText(item.value),
      definition,
    ])
  }
  return toCsv(rows)
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
