import { describe, expect, it } from 'vitest'
import { addDays } from '../../domain/history.ts'
import { shareChange } from '../../domain/trends.ts'
import { DEMO_DATASETS } from '../../simulator/datasets.ts'
import { normalizeOrganizationInfo } from '../organization-info/normalize.ts'
import { createSnapshots } from '../store/snapshots.ts'
import { useFreshStore } from '../store/testing/test-store.ts'
import {
  DEMO_DIP,
  DEMO_HISTORY_DAYS,
  fillDemoHistory,
  generateDemoHistory,
} from './demo-history.ts'

const TODAY = '2026-11-24'
const rows = generateDemoHistory(DEMO_DATASETS, TODAY, 5)
const of = (region: string) => rows.filter((row) => row.region === region)

describe('demo history', () => {
  it('has 18 months of daily snapshots per region, marked demo, and none for the new region', () => {
    const us = of('us')
    expect(DEMO_HISTORY_DAYS).toBeGreaterThanOrEqual(547)
    expect(us).toHaveLength(DEMO_HISTORY_DAYS)
    expect(us[0]?.date).toBe(addDays(TODAY, 1 - DEMO_HISTORY_DAYS))
    expect(us.map((row) => row.date)).toEqual(
      Array.from({ length: DEMO_HISTORY_DAYS }, (_, i) => addDays(us[0]?.date ?? TODAY, i)),
    )
    expect(rows.every((row) => row.demo)).toBe(true)
    expect(of('ap')).toEqual([])
    expect(new Set(rows.map((row) => row.region)).size).toBe(7)
  })

  it('ends today with exactly what the simulator serves, normalized', () => {
    for (const region of ['us', 'eu', 'gov', 'ca', 'uae', 'us2', 'phx'] as const) {
      const served = normalizeOrganizationInfo(DEMO_DATASETS[region].organizationInfo, {
        region,
        fetchedAt: new Date(),
        minGroupSize: 5,
      })
      const last = of(region).at(-1)
      expect(last?.date).toBe(TODAY)
      expect(last?.distributions).toEqual(served.distributions)
      expect(last?.percentages).toEqual(served.percentages)
    }
  })

  it('stores the dip withheld, without counts, and only on its days', () => {
    const us = of('us')
    const dipped = us.filter(
      (row) => row.distributions.find((d) => d.key === DEMO_DIP.key)?.status === 'suppressed',
    )
    expect(dipped.map((row) => row.date)).toEqual(
      Array.from({ length: DEMO_DIP.fromDaysAgo - DEMO_DIP.toDaysAgo + 1 }, (_, i) =>
        addDays(TODAY, i - DEMO_DIP.fromDaysAgo),
      ),
    )
    for (const row of dipped) {
      expect(row.distributions.find((d) => d.key === DEMO_DIP.key)).toEqual({
        key: DEMO_DIP.key,
        label: 'Pipelines with diverse ethnicity',
        yesCount: null,
        noCount: null,
        status: 'suppressed',
        minGroupSize: 5,
      })
    }
  })

  it('has metrics that clearly rose and metrics that clearly fell over the year (us2, large counts)', () => {
    const us2 = of('us2')
    const yearAgo = us2.find((row) => row.date === addDays(TODAY, -365))
    const today = us2.at(-1)
    const direction = (key: string) => {
      const before = yearAgo?.distributions.find((d) => d.key === key)
      const after = today?.distributions.find((d) => d.key === key)
      if (before === undefined || after === undefined) throw new Error(`no ${key}`)
      const change = shareChange(before, after)
      return change.status === 'ok' ? change.direction : change.status
    }
    expect(direction('pipelinesWithLeaders')).toBe('up')
    expect(direction('rolesWithSuccessorsReady')).toBe('down')
  })

  it('is the same on every start', () => {
    expect(generateDemoHistory(DEMO_DATASETS, TODAY, 5)).toEqual(rows)
  })

  describe('filling the store', () => {
    const store = useFreshStore('sqlite')

    it('inserts every day once; a restart keeps what is there', async () => {
      const snapshots = createSnapshots(store())
      const now = Date.parse(`${TODAY}T08:00:00.000Z`)
      const first = await fillDemoHistory(snapshots, DEMO_DATASETS, now, 5)
      expect(first).toMatchObject({ generated: rows.length, inserted: rows.length })
      const again = await fillDemoHistory(snapshots, DEMO_DATASETS, now + 3_600_000, 5)
      expect(again).toMatchObject({ generated: 0, inserted: 0 })
      // A restart the next day adds that day and keeps every earlier one as it was.
      const earlier = await snapshots.range('us', '2000-01-01', TODAY)
      const nextDay = await fillDemoHistory(snapshots, DEMO_DATASETS, now + 86_400_000, 5)
      expect(nextDay).toMatchObject({ generated: rows.length, inserted: 7 })
      const after = await snapshots.range('us', '2000-01-01', addDays(TODAY, 1))
      expect(after.slice(0, earlier.length)).toEqual(earlier)
      expect(after).toHaveLength(DEMO_HISTORY_DAYS + 1)
    })
  })
})
