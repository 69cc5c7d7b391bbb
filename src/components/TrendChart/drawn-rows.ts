import type { TrendPoint } from '../../domain/trend/trend-series.ts'
import { weeksBack } from '../../domain/trend/weeks.ts'
import { trendRows, type TrendRow } from './trend-rows.ts'

/** A row as the plot draws it, with the index of the day it stands for (what hovering it reads). */
export interface DrawnRow extends TrendRow {
  day: number
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * What the trend plot draws (docs/decisions/0392): each day when the plot has at least a pixel
 * for each, otherwise the first and last days as they are and, between them, one row per 7-day
 * week counted back from the last day, at the middle of its days, with the mean share and the mean
 * interval ends of its shown days (a week with none is a gap, never a zero). Drawing only: the
 * sentences, the figures, the readout and the table all read the days.
 */
export function drawnRows(points: readonly TrendPoint[], plotWidthPx: number): DrawnRow[] {
  const days = trendRows(points).map((row, day) => ({ ...row, day }))
  const first = days[0]
  const last = days.at(-1)
  if (first === undefined || last === undefined || days.length <= 2 || days.length <= plotWidthPx) {
    return days
  }
  const middle = weeksBack(days.slice(1, -1), (row) => (last.time - row.time) / DAY_MS).map(
    ({ items }) => weekRow(items),
  )
  const rows = [first, ...middle, last]
  return rows.map((row, index) => ({
    ...row,
    lone: row.yes !== null && rows[index - 1]?.yes == null && rows[index + 1]?.yes == null,
  }))
}

function weekRow(rows: readonly DrawnRow[]): DrawnRow {
  const mean = (values: readonly number[]) =>
    values.reduce((sum, value) => sum + value, 0) / values.length
  const shown = rows.filter((row) => row.yes !== null && row.band !== null)
  const centre = rows[Math.floor(rows.length / 2)] ?? rows[0]!
  return {
    time: mean(rows.map((row) => row.time)),
    yes: shown.length === 0 ? null : mean(shown.map((row) => row.yes ?? 0)),
    band:
      shown.length === 0
        ? null
        : [
            mean(shown.map((row) => row.band?.[0] ?? 0)),
            mean(shown.map((row) => row.band?.[1] ?? 0)),
          ],
    lone: false,
    day: centre.day,
  }
}
