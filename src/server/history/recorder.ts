import type { FastifyBaseLogger } from 'fastify'
import { isoDay } from '../../domain/history/history.ts'
import type { OrganizationInfo } from '../../domain/metrics/organization-info.ts'
import type { RegionId } from '../../domain/regions/regions.ts'
import type { Metrics } from '../metrics.ts'
import type { Snapshots } from '../store/snapshots.ts'

/** Who recorded a snapshot: the daily collector (service token) or a user's first read of the day. */
type SnapshotSource = 'collector' | 'user' | 'demo'

/**
 * Records daily snapshots (docs/decisions/0090). The normalized answer is stored as the user got
 * it: suppression already applied, so a withheld distribution is stored without counts.
 */
export interface SnapshotRecorder {
  /**
   * The hot path of a user's successful Organization Info read: the first call of a day per
   * region starts a background write (never awaited); every other call costs a Map lookup.
   * Regions with a collector are left to it.
   */
  recordFromUser(region: RegionId, info: OrganizationInfo): void
  /** Writes today's snapshot of `region` if absent; true when this call recorded it. */
  record(region: RegionId, info: OrganizationInfo, source: SnapshotSource): Promise<boolean>
  /** Whether `region` has a snapshot of the current day. */
  hasToday(region: RegionId): Promise<boolean>
  /** Resolves when the background writes started so far have finished. */
  settled(): Promise<void>
}

export interface RecorderOptions {
  readonly snapshots: Snapshots
  readonly nowMs: () => number
  readonly log: FastifyBaseLogger
  readonly metrics: Pick<Metrics, 'snapshotsRecorded' | 'snapshotFailures'>
  /** Regions the collector records; user reads of these are not recorded. */
  readonly collected: ReadonlySet<RegionId>
}

const DAY_MS = 86_400_000

export function createSnapshotRecorder(options: RecorderOptions): SnapshotRecorder {
  const { snapshots, nowMs, log, metrics } = options
  /** The day each region was last attempted by a user read, in this process. */
  const attempted = new Map<RegionId, string>()
  const pending = new Set<Promise<unknown>>()
  // The current day and where it ends, so most calls compare two numbers instead of formatting.
  let day = ''
  let dayEndsMs = 0

  function today(): string {
    const now = nowMs()
    if (now >= dayEndsMs || now < dayEndsMs - DAY_MS) {
      day = isoDay(now)
      dayEndsMs = Date.parse(`${day}T00:00:00.000Z`) + DAY_MS
    }
    return day
  }

  async function record(
    region: RegionId,
    info: OrganizationInfo,
    source: SnapshotSource,
  ): Promise<boolean> {
    const date = today()
    const row = {
      region,
      date,
      demo: false,
      distributions: info.distributions,
      percentages: info.percentages,
    }
    const inserted = (await snapshots.insertIfAbsent([row], nowMs())) === 1
    if (inserted) {
      metrics.snapshotsRecorded.inc({ region, source })
      log.info({ region, day: date, source }, 'history: snapshot recorded')
    } else {
      log.debug({ region, day: date, source }, 'history: snapshot of the day already present')
    }
    return inserted
  }

  return {
    recordFromUser(region, info) {
      const date = today()
      if (attempted.get(region) === date) return
      attempted.set(region, date)
      if (options.collected.has(region)) return
      const write = record(region, info, 'user').catch((error: unknown) => {
        metrics.snapshotFailures.inc({ region, stage: 'store' })
        log.warn({ region, day: date, err: error }, 'history: recording a snapshot failed')
      })
      pending.add(write)
      void write.finally(() => pending.delete(write))
    },
    record,
    hasToday: (region) => snapshots.has(region, today()),
    async settled() {
      await Promise.all([...pending])
    },
  }
}
