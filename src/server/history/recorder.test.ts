import { describe, expect, it } from 'vitest'
import type { OrganizationInfo } from '../../domain/metrics/organization-info.ts'
import type { RegionId } from '../../domain/regions/regions.ts'
import { createLogger } from '../logging.ts'
import { createMetrics } from '../metrics.ts'
import type { Snapshots, StoredSnapshot } from '../store/snapshots.ts'
import { WITHHELD_DISTRIBUTION } from '../store/testing/snapshot-rows.ts'
import { createSnapshotRecorder } from './recorder.ts'

const info: OrganizationInfo = {
  region: 'us',
  fetchedAt: '2026-11-24T09:30:00.000Z',
  distributions: [WITHHELD_DISTRIBUTION],
  percentages: [],
}

/** A store that records the calls and answers when the test says so. */
function fakeSnapshots(outcome: 'ok' | 'fail' | 'hang' = 'ok') {
  const inserts: StoredSnapshot[][] = []
  const snapshots: Snapshots = {
    insertIfAbsent(rows) {
      inserts.push([...rows])
      if (outcome === 'hang') return new Promise(() => undefined)
      return outcome === 'fail' ? Promise.reject(new Error('down')) : Promise.resolve(rows.length)
    },
    has: async () => false,
    range: async () => [],
    stamp: async () => '0::',
    purgeBefore: async () => 0,
  }
  return { snapshots, inserts }
}

function recorder(snapshots: Snapshots, clock: { now: number }, collected: RegionId[] = []) {
  const metrics = createMetrics()
  return {
    metrics,
    recorder: createSnapshotRecorder({
      snapshots,
      nowMs: () => clock.now,
      log: createLogger('silent'),
      metrics,
      collected: new Set(collected),
    }),
  }
}

describe('the snapshot recorder', () => {
  it('attempts once per region per day, without waiting for the store', async () => {
    const clock = { now: Date.UTC(2026, 10, 24, 0, 0) }
    const { snapshots, inserts } = fakeSnapshots('hang')
    const { recorder: r } = recorder(snapshots, clock)
    for (let i = 0; i < 5; i += 1) expect(r.recordFromUser('us', info)).toBeUndefined()
    r.recordFromUser('eu', info)
    clock.now = Date.UTC(2026, 10, 24, 23, 59, 59, 999)
    r.recordFromUser('us', info)
    clock.now += 1
    r.recordFromUser('us', info)
    expect(inserts.map(([row]) => [row?.region, row?.date])).toEqual([
      ['us', '2026-11-24'],
      ['eu', '2026-11-24'],
      ['us', '2026-11-25'],
    ])
    // Stored as served: the withheld distribution without counts, not demo.
    expect(inserts[0]?.[0]).toEqual({
      region: 'us',
      date: '2026-11-24',
      demo: false,
      distributions: info.distributions,
      percentages: [],
    })
  })

  it('leaves regions with a collector alone', () => {
    const { snapshots, inserts } = fakeSnapshots()
    const { recorder: r } = recorder(snapshots, { now: Date.UTC(2026, 10, 24) }, ['us'])
    r.recordFromUser('us', info)
    expect(inserts).toEqual([])
  })

  it('counts a failed write and does not retry it that day', async () => {
    const { snapshots, inserts } = fakeSnapshots('fail')
    const { recorder: r, metrics } = recorder(snapshots, { now: Date.UTC(2026, 10, 24) })
    r.recordFromUser('us', info)
    await r.settled()
    r.recordFromUser('us', info)
    expect(inserts).toHaveLength(1)
    const failures = await metrics.snapshotFailures.get()
    expect(failures.values).toEqual([{ value: 1, labels: { region: 'us', stage: 'store' } }])
  })
})
