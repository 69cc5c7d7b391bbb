import type { I18n } from '@lingui/core'
import {
  distributionDefinition,
  hiddenShortText,
  metricName,
  percentageDefinition,
  percentageStatusText,
  STATUS_TEXTS,
} from '../metrics/metric-texts.ts'
import type { OrganizationWording } from '../annotations/organization-definitions.ts'
import type { Target, TrendEvent } from '../annotations/annotations.ts'
import type { Distribution } from '../metrics/organization-info.ts'
import { roundedPercentageText, type PercentageItem } from '../metrics/percentage-figures.ts'
import { distributionShares } from '../metrics/percentages.ts'
import { wilsonInterval } from '../trend/trends.ts'

/**
 * The one set of CSV columns of every export (dashboard, trends, compare): the same names in
 * every language, so files downloaded in several languages and views stack into one table
 * (docs/exports.md, decision 0191). Values (region and metric names, statuses, definitions) are
 * in the UI's language; numbers are plain digits rounded as on screen. RFC 4180: comma-separated,
 * CRLF line ends, fields with a comma, quote or line break quoted, quotes doubled. Text cells a
 * spreadsheet would run as a formula (starting with = + - @, ASCII or full width, a tab or a line
 * break, after any white space or invisible mark) get a leading apostrophe (OWASP "CSV injection").
 */
const EXPORT_COLUMNS = [
  'region_id',
  'region',
  'as_of_utc',
  'metric_key',
  'metric',
  'status',
  'yes_percent',
  'no_percent',
  'yes_count',
  'no_count',
  'total',
  'value_percent',
  'interval_low_percent',
  'interval_high_percent',
  'target_percent',
  'target_date',
  'target_start_date',
  'definition',
  'methodology_url',
] as const

type ExportColumn = (typeof EXPORT_COLUMNS)[number]
export type Cell = string | number | null
export type ExportRow = Partial<Record<ExportColumn, Cell>>

/**
 * What a spreadsheet may skip before it looks for a formula: white space (it trims cells on import)
 * and characters that draw nothing (a byte-order mark, a bidi mark, a zero-width space).
 */
const SKIPPED_LEAD = /^[\s\p{Default_Ignorable_Code_Point}\p{Cf}]+/u
/**
 * A formula's first character: = + - @ in ASCII or full width (what a Japanese or Chinese input
 * method types, and what some spreadsheets read as the ASCII sign), a tab or a line break.
 */
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r\n]/u

/** Whether a spreadsheet could run `text` as a formula (OWASP "CSV injection"). */
function startsFormula(text: string): boolean {
  return FORMULA_START.test(text) || FORMULA_START.test(text.replace(SKIPPED_LEAD, ''))
}

export function escapeCsvCell(cell: Cell): string {
  if (cell === null) return ''
  let text = typeof cell === 'number' ? (Number.isFinite(cell) ? String(cell) : '') : cell
  if (typeof cell === 'string' && startsFormula(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => row.map(escapeCsvCell).join(',')).join('\r\n') + '\r\n'
}

/** The header and the rows, each in EXPORT_COLUMNS order (a missing cell is empty). */
export function exportCsv(rows: readonly ExportRow[]): string {
  return toCsv([EXPORT_COLUMNS, ...rows.map((row) => EXPORT_COLUMNS.map((c) => row[c] ?? null))])
}

/** "2026-11-21T10:00:00.000Z" → "2026-11-21 10:00:00": what spreadsheets read as a date-time. */
export function asOfCell(fetchedAt: string): string {
  return fetchedAt.replace('T', ' ').replace(/(\.\d+)?Z$/, '')
}

/** Where a row comes from: the region (id and name in the UI's language) and the as-of time. */
export interface RowContext {
  regionId: string
  regionName: string
  /** `2026-11-21 10:00:00` (today's figures) or `2026-11-21` (a day of the history). */
  asOf: string
  /** The methodology page's absolute address (how the figures are made), in every row. */
  methodologyUrl?: string | undefined
  /** The organization's own definitions (decision 0210), written instead of the built-in ones. */
  wording?: OrganizationWording | undefined
  /** The region's target of a metric (issue 26), written in the `target_` columns. */
  targetOf?: ((metric: string) => TargetCells | undefined) | undefined
}

/** What the `target_` columns hold: the share to reach, its date and where the line starts. */
type TargetCells = Pick<Target, 'yesShare' | 'targetDate' | 'startDate'>

function targetCells(target: TargetCells | undefined): ExportRow {
  if (target === undefined) return {}
  return {
    target_percent: target.yesShare,
    target_date: target.targetDate,
    target_start_date: target.startDate,
  }
}

function contextCells(context: RowContext): ExportRow {
  return {
    region_id: context.regionId,
    region: context.regionName,
    as_of_utc: context.asOf,
    methodology_url: context.methodologyUrl ?? null,
  }
}

export interface DistributionRowOptions {
  /** Decimal places of the yes/no shares, as on screen (default 0). */
  decimals?: number | undefined
  /** Add the 95 % interval of the yes share, widened to whole percents (the trends). */
  interval?: boolean
}

/** A yes/no metric's row: status in words, shares rounded as on screen, empty when withheld. */
export function distributionRow(
  i18n: I18n,
  context: RowContext,
  distribution: Distribution,
  options: DistributionRowOptions = {},
): ExportRow {
  const shares = distributionShares(
    distribution,
    options.decimals === undefined ? {} : { decimals: options.decimals },
  )
  const row: ExportRow = {
    ...contextCells(context),
    metric_key: distribution.key,
    metric: metricName(i18n, distribution.key, distribution.label),
    ...targetCells(context.targetOf?.(distribution.key)),
    definition:
      context.wording?.(distribution.key) ??
      i18n._(distributionDefinition(distribution.key, distribution.label).definition),
  }
  if (shares.status === 'ok') {
    const interval = options.interval ? wilsonInterval(shares.yesCount, shares.total) : undefined
    return {
      ...row,
      status: i18n._(STATUS_TEXTS.reported),
      yes_percent: shares.yes.toFixed(shares.decimals),
      no_percent: shares.no.toFixed(shares.decimals),
      yes_count: shares.yesCount,
      no_count: shares.noCount,
      total: shares.total,
      interval_low_percent: interval === undefined ? null : Math.floor(interval.low),
      interval_high_percent: interval === undefined ? null : Math.ceil(interval.high),
    }
  }
  if (shares.status === 'suppressed') {
    return { ...row, status: hiddenShortText(i18n, shares.minGroupSize, 'en-US') }
  }
  if (shares.reason === 'none_counted') {
    return { ...row, status: i18n._(STATUS_TEXTS.noneCounted), yes_count: 0, no_count: 0, total: 0 }
  }
  return { ...row, status: i18n._(STATUS_TEXTS.notReported) }
}

/** A percentage figure's row: the value rounded as on screen, "Not reported" or "No data". */
export function percentageRow(i18n: I18n, context: RowContext, item: PercentageItem): ExportRow {
  return {
    ...contextCells(context),
    metric_key: item.key,
    metric: metricName(i18n, item.key, item.label),
    status: item.value === null ? percentageStatusText(i18n, item) : i18n._(STATUS_TEXTS.reported),
    value_percent: item.value === null ? null : roundedPercentageText(item.value),
    definition:
      context.wording?.(item.key) ?? i18n._(percentageDefinition(item.key, item.label).definition),
  }
}

/**
 * The events' own CSV (issue 35): one row per event of the period, with columns of their own that
 * are the same in every language (identifiers, never translated), so events files downloaded in
 * several languages stack into one table as the figures' files do (decision 0191). The title and
 * note are what an administrator typed; `all_regions` is `true` for an event of every region.
 */
export const EVENT_COLUMNS = [
  'region_id',
  'region',
  'event_number',
  'date',
  'title',
  'note',
  'all_regions',
  'event_id',
] as const

export interface EventRowContext {
  regionId: string
  regionName: string
}

/** The header and a row per event, oldest first, numbered as the charts' marks and the list. */
export function eventsCsv(
  context: EventRowContext,
  events: readonly Pick<TrendEvent, 'id' | 'date' | 'title' | 'note' | 'region'>[],
): string {
  const sorted = events.toSorted((a, b) => a.date.localeCompare(b.date))
  return toCsv([
    EVENT_COLUMNS,
    ...sorted.map((event, index) => [
      context.regionId,
      context.regionName,
      index + 1,
      event.date,
      event.title,
      event.note,
      event.region === null ? 'true' : 'false',
      event.id,
    ]),
  ])
}
