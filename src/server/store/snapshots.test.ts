import { describe, expect, it } from 'vitest'
import { INSERT_BATCH_ROWS, createSnapshots, retentionCutoff } from './snapshots.ts'
import { snapshotRow, WITHHELD_DISTRIBUTION } from './testing/snapshot-rows.ts'
import { ENGINES, useFreshStore } from './testing/test-store.ts'

describe('retention', () => {
  it('keeps HISTORY_RETENTION_DAYS days before today', () => {
    expect(retentionCutoff(Date.UTC(2026, 10, 24, 23, 0), 1095)).toBe('2023-11-25')
    expect(retentionCutoff(Date.UTC(2026, 10, 24, 0, 0), 1)).toBe('2026-11-23')
  })
})

describe.each(ENGINES)('snapshots on %s', (engine) => {
  const store = useFreshStore(engine)

  it('keeps the first snapshot of a region and day; later writes of that day change nothing', async () => {
    const [here, there] = [createSnapshots(store()), createSnapshots(store())]
    expect(await here.insertIfAbsent([snapshotRow('2026-11-24', 10)], 1)).toBe(1)
    expect(await there.insertIfAbsent([snapshotRow('2026-11-24', 99)], 2)).toBe(0)
    expect(await there.has('us', '2026-11-24')).toBe(true)
    expect(await there.has('eu', '2026-11-24')).toBe(false)
    const [stored] = await there.range('us', '2026-11-24', '2026-11-24')
    expect(stored).toEqual(snapshotRow('2026-11-24', 10))
  })

  it('records one row when replicas race on the same day', async () => {
    const writers = Array.from({ length: 6 }, () => createSnapshots(store()))
    const inserted = await Promise.all(
      writers.map((writer, index) =>
        writer.insertIfAbsent([snapshotRow('2026-11-24', index)], index),
      ),
    )
    expect(inserted.reduce((sum, count) => sum + count, 0)).toBe(1)
    expect(await writers[0]?.range('us', '2026-01-01', '2026-12-31')).toHaveLength(1)
  })

  it('reads a range in date order, both ends included, keeping WITHHELD_DISTRIBUTION distributions WITHHELD_DISTRIBUTION', async () => {
    const snapshots = createSnapshots(store())
    const days = ['2026-03-01', '2026-01-31', '2026-02-01', '2026-02-28', '2025-12-31']
    await snapshots.insertIfAbsent(
      days.map((day) => snapshotRow(day)),
      1,
    )
    await snapshots.insertIfAbsent([snapshotRow('2026-02-01', 1, { region: 'eu', demo: true })], 1)
    const range = await snapshots.range('us', '2026-01-31', '2026-02-28')
    expect(range.map((row) => row.date)).toEqual(['2026-01-31', '2026-02-01', '2026-02-28'])
    expect(range.every((row) => row.region === 'us' && !row.demo)).toBe(true)
    expect(range[0]?.distributions[1]).toEqual(WITHHELD_DISTRIBUTION)
    expect((await snapshots.range('eu', '2026-01-01', '2026-12-31'))[0]?.demo).toBe(true)
  })

  it('inserts many rows in batches, idempotently, and purges days before a cut-off', async () => {
    const snapshots = createSnapshots(store())
    const start = Date.UTC(2025, 0, 1)
    const rows = Array.from({ length: INSERT_BATCH_ROWS + 50 }, (_, index) =>
      snapshotRow(new Date(start + index * 86_400_000).toISOString().slice(0, 10)),
    )
    expect(await snapshots.insertIfAbsent(rows, 1)).toBe(rows.length)
    expect(await snapshots.insertIfAbsent(rows, 2)).toBe(0)
    expect(await snapshots.purgeBefore('2025-01-11')).toBe(10)
    const left = await snapshots.range('us', '2000-01-01', '2100-01-01')
    expect(left).toHaveLength(rows.length - 10)
    expect(left[0]?.date).toBe('2025-01-11')
  })
})
