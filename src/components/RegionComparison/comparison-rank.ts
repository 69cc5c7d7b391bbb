import { roundedPercentageText } from '../../domain/metrics/percentage-figures.ts'
import { distributionShares, type DistributionShares } from '../../domain/metrics/percentages.ts'
import type { LeftOutReason } from '../../domain/regions/left-out.ts'
import type { RegionId } from '../../domain/regions/regions.ts'
import { wilsonInterval, type ShareInterval } from '../../domain/trend/trends.ts'

/** What ranking reads of a comparison's row. */
interface Rankable {
  shares: DistributionShares | undefined
  value?: number | undefined
}

/**
 * Ranks and the pooled total of a comparison (issue 24). Regions are ranked by the value they
 * show, so two regions that both show 40 % are tied, said as tied, whatever their unrounded
 * shares; the pooled total adds up the counts of every region that shows a share, and says
 * which signed-in regions it leaves out and why, and which one makes up most of it (issue 34).
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
  /** How many regions' counts were added up, and which. */
  regions: number
  held: RegionId[]
  /** Signed-in regions, held or not. */
  signedIn: number
  /** The signed-in regions left out, each with why. */
  leftOut: { id: RegionId; reason: LeftOutReason }[]
  /** The region that makes up more than half of the pooled total, and its part (0–1). */
  dominant?: { id: RegionId; part: number }
  yes: number
  yesCount: number
  total: number
  interval: ShareInterval
}

/** What pooling reads of a comparison's row. */
interface Poolable extends Rankable {
  region: { id: RegionId; state: { kind: string } }
}

function leftOutReason(row: Poolable): LeftOutReason | undefined {
  const { kind } = row.region.state
  if (kind === 'loading' || kind === 'failed') return kind
  const shares = row.shares
  if (shares === undefined || shares.status === 'ok') return undefined
  if (shares.status === 'suppressed') return 'withheld'
  return shares.reason === 'none_counted' ? 'no_data' : 'not_reported'
}

/**
 * The counts of every row showing a share, added up, and which signed-in regions that leaves
 * out and why (`notReported`: the loaded regions that do not report the metric); undefined with
 * fewer than two regions to add up.
 */
export function pooledShare(
  rows: readonly Poolable[],
  notReported: readonly { id: RegionId }[] = [],
): PooledShare | undefined {
  let yesCount = 0
  let noCount = 0
  const held: { id: RegionId; total: number }[] = []
  const leftOut: PooledShare['leftOut'] = []
  for (const row of rows) {
    if (row.shares?.status === 'ok') {
      yesCount += row.shares.yesCount
      noCount += row.shares.noCount
      held.push({ id: row.region.id, total: row.shares.total })
      continue
    }
    const reason = leftOutReason(row)
    if (reason !== undefined) leftOut.push({ id: row.region.id, reason })
  }
  for (const { id } of notReported) leftOut.push({ id, reason: 'not_reported' })
  if (held.length < 2) return undefined
  const shares = distributionShares({ yesCount, noCount, status: 'ok' })
  if (shares.status !== 'ok') return undefined
  const largest = held.reduce((a, b) => (b.total > a.total ? b : a))
  const part = largest.total / shares.total
  return {
    regions: held.length,
    held: held.map(({ id }) => id),
    signedIn: rows.length + notReported.length,
    leftOut,
    ...(part > 0.5 ? { dominant: { id: largest.id, part } } : {}),
    yes: shares.yes,
    yesCount,
    total: shares.total,
    interval: wilsonInterval(yesCount, shares.total),
  }
}
