import { describe, expect, it } from 'vitest'
import { distributionShares } from '../../domain/percentages.ts'
import { pooledShare, rankRows } from './comparison-rank.ts'

const shares = (yesCount: number, noCount: number) =>
  distributionShares({ yesCount, noCount, status: 'ok' })
/** A distribution withheld by MIN_CELL_SIZE (no group size) or MIN_GROUP_SIZE. */
const withheld = distributionShares({ yesCount: null, noCount: null, status: 'suppressed' })

describe('rankRows', () => {
  it('gives regions showing the same value the same rank and calls them tied', () => {
    const rows = rankRows([
      { shares: shares(40, 60) },
      { shares: shares(2, 3) },
      { shares: shares(12, 30) },
      { shares: withheld },
      { shares: undefined, value: 41.5 },
      { shares: undefined, value: 41.46 },
    ])
    expect(rows.map((row) => [row.rank, row.tied])).toEqual([
      [3, true],
      [3, true],
      [5, false],
      [undefined, false],
      [1, true],
      [1, true],
    ])
  })
})

describe('pooledShare', () => {
  it('adds up the counts of the regions that show a share, never a withheld one', () => {
    const pooled = pooledShare([
      { shares: shares(40, 60) },
      { shares: shares(10, 15) },
      { shares: withheld },
      { shares: undefined },
    ])
    expect(pooled).toMatchObject({ regions: 2, yesCount: 50, total: 125, yes: 40 })
    expect(pooledShare([{ shares: shares(40, 60) }, { shares: withheld }])).toBeUndefined()
  })
})
