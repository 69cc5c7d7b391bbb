import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

/** Prometheus metrics of one app instance (its own registry, so tests can run several). */
export interface Metrics {
  readonly registry: Registry
  readonly httpRequests: Counter<'route' | 'method' | 'status'>
  readonly httpDuration: Histogram<'route' | 'method'>
  readonly upstreamDuration: Histogram<'region' | 'operation' | 'outcome'>
  readonly upstreamErrors: Counter<'region' | 'operation' | 'kind'>
  readonly signIns: Counter<'outcome'>
  readonly orgInfoCache: Counter<'result'>
  readonly embedLinks: Counter<'outcome'>
  readonly storeDuration: Histogram<'operation' | 'outcome'>
  readonly storeErrors: Counter<'operation'>
  readonly snapshotsRecorded: Counter<'region' | 'source'>
  readonly snapshotFailures: Counter<'region' | 'stage'>
  readonly shedRequests: Counter<'reason'>
  readonly historyAnswers: Counter<'result'>
}

export function createMetrics(options: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry()
  if (options.defaultMetrics === true) collectDefaultMetrics({ register: registry })
  const registers = [registry]
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status.',
      labelNames: ['route', 'method', 'status'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by route pattern and method.',
      labelNames: ['route', 'method'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    upstreamDuration: new Histogram({
      name: 'upstream_request_duration_seconds',
      help: 'Latency of Talent Platform calls (all attempts), by region, operation and outcome.',
      labelNames: ['region', 'operation', 'outcome'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    upstreamErrors: new Counter({
      name: 'upstream_errors_total',
      help: 'Failed Talent Platform calls, by region, operation and kind.',
      labelNames: ['region', 'operation', 'kind'],
      registers,
    }),
    shedRequests: new Counter({
      name: 'shed_requests_total',
      help: 'Requests answered 503 overloaded at once (decision 0253), by what was past its threshold.',
      labelNames: ['reason'],
      registers,
    }),
    historyAnswers: new Counter({
      name: 'history_answers_total',
      help: 'History answers: served as prepared (hit), joined one being prepared, or prepared (miss).',
      labelNames: ['result'],
      registers,
    }),
    signIns: new Counter({
      name: 'sign_ins_total',
      help: 'Sign-in attempts, by outcome.',
      labelNames: ['outcome'],
      registers,
    }),
    orgInfoCache: new Counter({
      name: 'organization_info_cache_total',
      help: 'Organization Info lookups: served from the per-session cache, joined an identical call in flight, or fetched.',
      labelNames: ['result'],
      registers,
    }),
    embedLinks: new Counter({
      name: 'embed_links_total',
      help: 'Signed embed links presented, by outcome (ok, or the embed_* error code).',
      labelNames: ['outcome'],
      registers,
    }),
    storeDuration: new Histogram({
      name: 'store_operation_duration_seconds',
      help: 'Latency of store (SQLite or PostgreSQL) operations, by operation and outcome.',
      labelNames: ['operation', 'outcome'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
      registers,
    }),
    storeErrors: new Counter({
      name: 'store_errors_total',
      help: 'Failed store operations, by operation.',
      labelNames: ['operation'],
      registers,
    }),
    snapshotsRecorded: new Counter({
      name: 'history_snapshots_recorded_total',
      help: 'Daily Organization Info snapshots written to the store, by region and source (collector, user).',
      labelNames: ['region', 'source'],
      registers,
    }),
    snapshotFailures: new Counter({
      name: 'history_snapshot_failures_total',
      help: 'Failed snapshot attempts, by region and stage (collector fetch attempt, collector giving up for the day, store write).',
      labelNames: ['region', 'stage'],
      registers,
    }),
  }
}
