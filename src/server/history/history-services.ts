import type { FastifyBaseLogger } from 'fastify'
import type { AppConfig, RegionConfig } from '../config.ts'
import type { ServiceTokenCache } from '../embed/service-token-cache.ts'
import type { Metrics } from '../metrics.ts'
import type { OrganizationInfoService } from '../organization-info/org-info-service.ts'
import { createSnapshots } from '../store/snapshots.ts'
import type { Snapshots } from '../store/snapshots.ts'
import type { Store } from '../store/store.ts'
import { createCollector } from './collector.ts'
import { fillDemoHistory as fill } from './demo-history.ts'
import type { DemoDatasets } from './demo-history.ts'
import type { Collector, RetryPolicy, Timers } from './collector.ts'
import { createSnapshotRecorder } from './recorder.ts'
import type { SnapshotRecorder } from './recorder.ts'
import { serviceTokenReader } from './service-reader.ts'

/** The history feature's services (issue 14); absent with HISTORY=off. */
export interface HistoryServices {
  readonly snapshots: Snapshots
  readonly recorder: SnapshotRecorder
  readonly collector: Collector
}

export interface HistoryDeps {
  readonly config: Pick<AppConfig, 'history' | 'regions'>
  readonly store: Store
  readonly nowMs: () => number
  readonly log: FastifyBaseLogger
  readonly metrics: Pick<Metrics, 'snapshotsRecorded' | 'snapshotFailures'>
  readonly organizationInfo: OrganizationInfoService
  readonly serviceTokens: ServiceTokenCache
  /** Tests: a faster retry policy and their own timers. */
  readonly collectorRetry?: RetryPolicy
  readonly collectorTimers?: Timers
}

export function createHistory(deps: HistoryDeps): HistoryServices | undefined {
  if (!deps.config.history.enabled) return undefined
  const collected: RegionConfig[] = deps.config.regions.filter(
    (region) => region.clientCredentials !== undefined,
  )
  const snapshots = createSnapshots(deps.store)
  const recorder = createSnapshotRecorder({
    snapshots,
    nowMs: deps.nowMs,
    log: deps.log,
    metrics: deps.metrics,
    collected: new Set(collected.map((region) => region.id)),
  })
  const collector = createCollector({
    regions: collected,
    fetch: serviceTokenReader(deps.serviceTokens, deps.organizationInfo),
    recorder,
    nowMs: deps.nowMs,
    at: deps.config.history.snapshotTimeUtc,
    log: deps.log,
    metrics: deps.metrics,
    ...(deps.collectorRetry === undefined ? {} : { retry: deps.collectorRetry }),
    ...(deps.collectorTimers === undefined ? {} : { timers: deps.collectorTimers }),
  })
  return { snapshots, recorder, collector }
}

/** Demo mode: the generated history, before the collector's first round (decision 0092). */
export async function fillDemoHistory(
  history: HistoryServices,
  datasets: DemoDatasets,
  config: Pick<AppConfig, 'minGroupSize'>,
  nowMs: () => number,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const result = await fill(history.snapshots, datasets, nowMs(), config.minGroupSize)
    log.info(result, 'history: demo history in place')
  } catch (error) {
    log.warn({ err: error }, 'history: filling the demo history failed; trends start empty')
  }
}
