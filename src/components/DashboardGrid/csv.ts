import type { OrganizationInfo } from '../../domain/organization-info.ts'
import { distributionShares } from '../../domain/percentages.ts'

/**
 * CSV of what the dashboard shows (RFC 4180: comma-separated, CRLF line ends, fields with a comma,
 * quote or line break quoted, quotes doubled). Text cells that a spreadsheet would run as a
 * formula (starting with = + - @ tab or CR) get a leading apostrophe (OWASP "CSV injection").
 * Withheld values are empty cells; the status column says why.
 */

export const CSV_HEADER = [
  'Metric',
  'Key',
  'Status',
  'Yes (%)',
  'No (%)',
  'Yes (count)',
  'No (count)',
  'Total',
  'Value (%)',
] as const

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

export function organizationInfoCsv(info: OrganizationInfo, options: { decimals?: number } = {}) {
  const rows: Cell[][] = [[...CSV_HEADER]]
  for (const distribution of info.distributions) {
    const shares = distributionShares(
      distribution,
      options.decimals === undefined ? {} : { decimals: options.decimals },
    )
    if (shares.status === 'ok') {
      rows.push([
        distribution.label,
        distribution.key,
        'ok',
        shares.yes,
        shares.no,
        shares.yesCount,
        shares.noCount,
        shares.total,
        null,
      ])
    } else {
      rows.push([
        distribution.label,
        distribution.key,
        shares.status,
        null,
        null,
        null,
        null,
        null,
        null,
      ])
    }
  }
  for (const percentage of info.percentages) {
    rows.push([
      percentage.label,
      percentage.key,
      'ok',
      null,
      null,
      null,
      null,
      null,
      percentage.value,
    ])
  }
  return toCsv(rows)
}

export function csvFileName(info: OrganizationInfo): string {
  const day = info.fetchedAt.slice(0, 10)
  const region = info.region.replace(/[^a-z0-9-]/gi, '')
  return `pipeline-diversity-${region}-${day}.csv`
}

/**
 * Saves the CSV through a Blob and an object URL (no data: URL, no server round trip). The UTF-8
 * byte order mark makes spreadsheet programs read non-ASCII labels correctly.
 */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Revoke after the click has been handled, so the download can start.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
