import type { FastifyBaseLogger } from 'fastify'
import type { OrganizationInfo } from '../../domain/metrics/organization-info.ts'
import type { RegionConfig } from '../config.ts'
import type { HistoryConfig } from '../config-history.ts'
import { ClientRefusedError } from '../upstream/talent-client.ts'
import type { Metrics } from '../metrics.ts'
import type { SnapshotRecorder } from './recorder.ts'

/**
 * The daily collector (docs/decisions/0091): for each region with client credentials, fetches
 * Organization Info with the service token once a day at SNAPSHOT_TIME_UTC, and once at start-up
 * when the day's snapshot is missing; upstream faults are retried with exponential back-off. Days
 * come from the app's clock; waiting uses timers, so tests drive both.
 */
export interface Collector {
  /** Start-up catch-up, then the daily schedule. */
  start(): void
  /** One round: every region whose snapshot of the day is missing. */
  collectMissing(): Promise<void>
  /** Stops the schedule and any back-off; resolves when the round in flight has ended. */
  stop(): Promise<void>
}

export interface RetryPolicy {
  /** Attempts per region per round, the first included. */
  readonly attempts: number
  readonly baseDelayMs: number
  readonly maxDelayMs: number
}

/** About an hour of retries: 1, 2, 4, 8, 16 and 30 minutes. */
const DEFAULT_RETRY: RetryPolicy = {
  attempts: 7,
  baseDelayMs: 60_000,
  maxDelayMs: 1_800_000,
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
}

export interface CollectorOptions {
  readonly regions: readonly RegionConfig[]
  /** Today's normalized Organization Info of a region, read with the service token. */
  readonly fetch: (region: RegionConfig) => Promise<OrganizationInfo>
  readonly recorder: SnapshotRecorder
  readonly nowMs: () => number
  readonly at: HistoryConfig['snapshotTimeUtc']
  readonly log: FastifyBaseLogger
  readonly metrics: Pick<Metrics, 'snapshotFailures'>
  readonly retry?: RetryPolicy
  readonly timers?: Timers
  /** 0..1, for the jitter of the back-off; default Math.random. */
  readonly random?: () => number
}

const DAY_MS = 86_400_000

/** Milliseconds from `nowMs` to the next `at` (UTC); a full day when it is exactly now. */
export function msUntilNext(nowMs: number, at: HistoryConfig['snapshotTimeUtc']): number {
  const midnight = nowMs - (((nowMs % DAY_MS) + DAY_MS) % DAY_MS)
  const todayAt = midnight + (at.hour * 60 + at.minute) * 60_000
  return todayAt > nowMs ? todayAt - nowMs : todayAt + DAY_MS - nowMs
}

/** Back-off before attempt `attempt + 1`: exponential, capped, with up to 20 % jitter taken off. */
export function backoffMs(policy: RetryPolicy, attempt: number, random: number): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1))
  return Math.round(exponential * (1 - 0.2 * random))
}

function failureKind(error: unknown): string {
  if (error instanceof Error && 'kind' in error) return String(error.kind)
  return error instanceof Error ? error.name : 'unknown'
}

export function createCollector(options: CollectorOptions): Collector {
  const { log, metrics } = options
  const retry = options.retry ?? DEFAULT_RETRY
  const timers = options.timers ?? realTimers
  const random = options.random ?? Math.random
  let stopped = false
  let scheduled: unknown
  const sleeping = new Map<unknown, () => void>()
  let round: Promise<void> = Promise.resolve()

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const handle = timers.setTimeout(() => {
        sleeping.delete(handle)
        resolve()
      }, ms)
      sleeping.set(handle, resolve)
    })
  }

  async function collect(region: RegionConfig): Promise<void> {
    for (let attempt = 1; !stopped; attempt += 1) {
      try {
        if (await options.recorder.hasToday(region.id)) return
        await options.recorder.record(region.id, await options.fetch(region), 'collector')
        return
      } catch (error) {
        metrics.snapshotFailures.inc({ region: region.id, stage: 'collector_attempt' })
        const configuration = error instanceof ClientRefusedError
        if (configuration || attempt >= retry.attempts) {
          metrics.snapshotFailures.inc({ region: region.id, stage: 'collector_gave_up' })
          log.error(
            { region: region.id, attempts: attempt, kind: failureKind(error) },
            configuration
              ? `history: the token endpoint refused the client credentials (check TALENT_${region.id.toUpperCase()}_CLIENT_ID and _CLIENT_SECRET); no snapshot today`
              : 'history: collecting the snapshot failed; giving up until the next scheduled run',
          )
          return
        }
        const delayMs = backoffMs(retry, attempt, random())
        log.warn(
          { region: region.id, attempt, kind: failureKind(error), retryInMs: delayMs },
          'history: collecting the snapshot failed; retrying',
        )
        await sleep(delayMs)
      }
    }
  }

  function collectMissing(): Promise<void> {
    const next = round.then(async () => {
      await Promise.all(options.regions.map((region) => collect(region)))
    })
    round = next
    return next
  }

  function schedule(): void {
    if (stopped) return
    scheduled = timers.setTimeout(
      () => {
        void collectMissing().then(schedule)
      },
      msUntilNext(options.nowMs(), options.at),
    )
  }

  return {
    start() {
      if (options.regions.length === 0) return
      log.info(
        { regions: options.regions.map((region) => region.id), at: options.at },
        'history: daily collector started',
      )
      void collectMissing().then(schedule)
    },
    collectMissing,
    async stop() {
      stopped = true
      if (scheduled !== undefined) timers.clearTimeout(scheduled)
      for (const [handle, wake] of sleeping) {
        timers.clearTimeout(handle)
        wake()
      }
      sleeping.clear()
      await round
    },
  }
}
