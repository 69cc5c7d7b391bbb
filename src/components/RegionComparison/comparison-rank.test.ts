import { describe, expect, it } from 'vitest'
import { distributionShares } from '../../domain/metrics/percentages.ts'
import { pooledShare, rankRows } from './comparison-rank.ts'

const shares = (yesCount: number, noCount: number) =>
  distributionShares({ yesCount, noCount, status: 'ok' })
/** A distribution withheld by MIN_CELL_SIZE (no group size) or MIN_GROUP_SIZE. */
const withheld = distributionShares({ yesCount: null, noCount: null, status: 'suppressed' })
/** A distribution that counted nothing (0 and 0). */
const none = distributionShares({ yesCount: 0, noCount: 0, status: 'no_data' })

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
  const loaded = { kind: 'ok' }
  it('adds up the counts of the regions that show a share, never a withheld one, and says why each other is left out', () => {
    const pooled = pooledShare(
      [
        { region: { id: 'us', state: loaded }, shares: shares(40, 60) },
        { region: { id: 'eu', state: loaded }, shares: shares(10, 15) },
        { region: { id: 'gov', state: loaded }, shares: withheld },
        { region: { id: 'ca', state: { kind: 'loading' } }, shares: undefined },
        { region: { id: 'ap', state: loaded }, shares: none },
      ],
      [{ id: 'uae' }],
    )
    expect(pooled).toMatchObject({
      regions: 2,
      held: ['us', 'eu'],
      signedIn: 6,
      leftOut: [
        { id: 'gov', reason: 'withheld' },
        { id: 'ca', reason: 'loading' },
        { id: 'ap', reason: 'no_data' },
        { id: 'uae', reason: 'not_reported' },
      ],
      dominant: { id: 'us', part: 0.8 },
      yesCount: 50,
      total: 125,
      yes: 40,
    })
    expect(
      pooledShare([
        { region: { id: 'us', state: loaded }, shares: shares(40, 60) },
        { region: { id: 'gov', state: loaded }, shares: withheld },
      ]),
    ).toBeUndefined()
  })

  it('warns of no region when none makes up more than half', () => {
    const pooled = pooledShare([
      { region: { id: 'us', state: loaded }, shares: shares(25, 25) },
      { region: { id: 'eu', state: loaded }, shares: shares(25, 25) },
    ])
    expect(pooled?.dominant).toBeUndefined()
  })
})
