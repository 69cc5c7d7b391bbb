import { roundedPercentageText } from '../../domain/percentage-figures.ts'
import { distributionShares, type DistributionShares } from '../../domain/percentages.ts'
import { wilsonInterval, type ShareInterval } from '../../domain/trends.ts'

/** What ranking reads of a comparison's row. */
interface Rankable {
  shares: DistributionShares | undefined
  value?: number | undefined
}

/**
 * Ranks and the pooled total of a comparison (issue 24). Regions are ranked by the value they
 * show, so two regions that both show 40 % are tied, said as tied, whatever their unrounded
 * shares; the pooled total adds up the counts of every region that shows a share.
 */

/** The value a row shows, as text (ties compare what the reader sees), or undefined. */
function shownValue(row: Rankable): string | undefined {
  if (row.shares?.status === 'ok') return String(row.shares.yes)
  if (row.value !== undefined) return roundedPercentageText(row.value)
  return undefined
}

/** The same rows with `rank` (1 = highest shown value, equal values share one) and `tied`. */
export function rankRows<T extends Rankable>(
  rows: readonly T[],
): (T & { rank: number | undefined; tied: boolean })[] {
  const values = rows.flatMap((row) => {
    const shown = shownValue(row)
    return shown === undefined ? [] : [Number(shown)]
  })
  const counts = new Map<number, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return rows.map((row) => {
    const shown = shownValue(row)
    if (shown === undefined) return { ...row, rank: undefined, tied: false }
    const value = Number(shown)
    const rank = 1 + values.filter((other) => other > value).length
    return { ...row, rank, tied: (counts.get(value) ?? 0) > 1 }
  })
}

export interface PooledShare {
  /** How many regions' counts were added up. */
  regions: number
  yes: number
  yesCount: number
  total: number
  interval: ShareInterval
}

/** The counts of every row showing a share, added up; undefined with fewer than two. */
export function pooledShare(rows: readonly Rankable[]): PooledShare | undefined {
  let yesCount = 0
  let noCount = 0
  let regions = 0
  for (const row of rows) {
    if (row.shares?.status !== 'ok') continue
    yesCount += row.shares.yesCount
    noCount += row.shares.noCount
    regions += 1
  }
  if (regions < 2) return undefined
  const shares = distributionShares({ yesCount, noCount, status: 'ok' })
  if (shares.status !== 'ok') return undefined
  return {
    regions,
    yes: shares.yes,
    yesCount,
    total: shares.total,
    interval: wilsonInterval(yesCount, shares.total),
  }
}
