import { describe, expect, it } from 'vitest'
import { historyPath, historyResponseSchema } from '../../domain/history/history.ts'
import { portalClient } from '../../simulator/credentials.ts'
import { manualTimers } from '../testing/manual-timers.ts'
import { useBff, metricsText } from '../testing/harness.ts'
import { backoffMs, msUntilNext } from './collector.ts'

const bff = useBff()
const HOUR = 3_600_000
const DAY = 24 * HOUR
const START = Date.UTC(2026, 10, 24, 9, 30)
const FAST_RETRY = { attempts: 4, baseDelayMs: 20, maxDelayMs: 80 }

function collectorEnv(extra: Record<string, string> = {}) {
  const us = portalClient('us')
  return {
    TALENT_US_CLIENT_ID: us.clientId,
    TALENT_US_CLIENT_SECRET: us.clientSecret,
    MIN_GROUP_SIZE: '5',
    ...extra,
  }
}

async function collectorApp(extra: Record<string, string> = {}) {
  const clock = { now: START }
  const timers = manualTimers()
  const app = await bff.app(collectorEnv(extra), {
    nowMs: () => clock.now,
    collector: { collectorRetry: FAST_RETRY, collectorTimers: timers },
  })
  return { app, clock, timers }
}

async function metric(app: Awaited<ReturnType<typeof bff.app>>, name: string): Promise<string[]> {
  return (await metricsText(app)).split('\n').filter((line) => line.startsWith(name))
}

async function storedDays(app: Awaited<ReturnType<typeof bff.app>>, region: 'us' | 'eu') {
  const client = bff.client(app)
  const signIn = await client.signIn(region)
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status} ${signIn.body}`)
  const answer = await client.request({
    method: 'GET',
    url: historyPath(region, { from: '2026-01-01', to: '2027-12-31' }),
  })
  if (answer.status !== 200) throw new Error(`history answered ${answer.status} ${answer.body}`)
  return historyResponseSchema.parse(answer.json).snapshots
}

describe('the schedule', () => {
  it('waits until the next SNAPSHOT_TIME_UTC, a full day when it is that time now', () => {
    const at = { hour: 2, minute: 0 }
    expect(msUntilNext(Date.UTC(2026, 10, 24, 1, 0), at)).toBe(HOUR)
    expect(msUntilNext(Date.UTC(2026, 10, 24, 2, 0), at)).toBe(DAY)
    expect(msUntilNext(Date.UTC(2026, 10, 24, 9, 30), at)).toBe(16.5 * HOUR)
    expect(msUntilNext(Date.UTC(2026, 11, 31, 23, 59), { hour: 0, minute: 0 })).toBe(60_000)
  })

  it('backs off exponentially up to the cap, with at most 20 % jitter taken off', () => {
    const policy = { attempts: 7, baseDelayMs: 60_000, maxDelayMs: 1_800_000 }
    expect([1, 2, 3, 4, 5, 6].map((attempt) => backoffMs(policy, attempt, 0))).toEqual([
      60_000, 120_000, 240_000, 480_000, 960_000, 1_800_000,
    ])
    expect(backoffMs(policy, 1, 1)).toBe(48_000)
  })
})

describe('the collector', () => {
  it('records today at start-up when it is missing, then at SNAPSHOT_TIME_UTC each day', async () => {
    const { app, clock, timers } = await collectorApp()
    await expect.poll(() => timers.held()).toEqual([16.5 * HOUR])
    expect((await storedDays(app, 'us')).map((s) => s.date)).toEqual(['2026-11-24'])
    expect(await metric(app, 'history_snapshots_recorded_total')).toContain(
      'history_snapshots_recorded_total{region="us",source="collector"} 1',
    )

    // A user read the same day records nothing more; the next day, the schedule does.
    await bff.control('/regions/us/dataset', {
      organizationInfo: { pipelinesWithLeaders: { yesCount: 3, noCount: 1 } },
    })
    clock.now = Date.UTC(2026, 10, 25, 2, 0)
    timers.fireHeld()
    await expect.poll(() => timers.held()).toEqual([DAY])
    const days = await storedDays(app, 'us')
    expect(days.map((s) => s.date)).toEqual(['2026-11-24', '2026-11-25'])
    // Read with the service token, suppressed as a user would have seen it.
    expect(days[1]?.distributions[0]).toMatchObject({ status: 'suppressed', yesCount: null })
  })

  it('does not collect at start-up when today is already recorded (another replica, a restart)', async () => {
    const first = await collectorApp()
    await expect.poll(() => first.timers.held()).toHaveLength(1)
    await first.app.close()
    const { app, timers } = await collectorApp()
    await expect.poll(() => timers.held()).toHaveLength(1)
    expect(await metric(app, 'history_snapshots_recorded_total{')).toEqual([])
    expect(await storedDays(app, 'us')).toHaveLength(1)
  })

  it('retries upstream faults with back-off, and gives up for the day after the last attempt', async () => {
    await bff.control('/faults', { mode: 'error', ratio: 1 })
    const { app, clock, timers } = await collectorApp()
    await expect.poll(() => timers.held(), { timeout: 10_000 }).toHaveLength(1)
    expect(await metric(app, 'history_snapshot_failures_total')).toEqual([
      `history_snapshot_failures_total{region="us",stage="collector_attempt"} ${FAST_RETRY.attempts}`,
      'history_snapshot_failures_total{region="us",stage="collector_gave_up"} 1',
    ])
    await bff.control('/faults', { mode: 'none' })
    expect(await storedDays(app, 'us')).toEqual([])

    // The next scheduled run, with the upstream back: recorded.
    clock.now = Date.UTC(2026, 10, 25, 2, 0)
    timers.fireHeld()
    await expect.poll(() => timers.held()).toHaveLength(1)
    expect((await storedDays(app, 'us')).map((s) => s.date)).toEqual(['2026-11-25'])
  })

  it('leaves regions without client credentials to user reads', async () => {
    const { app, timers } = await collectorApp()
    await expect.poll(() => timers.held()).toHaveLength(1)
    expect(await storedDays(app, 'eu')).toEqual([])
  })
})
