import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../config.ts'
import type { Metrics } from '../metrics.ts'
import { createSnapshots, retentionCutoff } from './snapshots.ts'
import { openStore } from './store.ts'
import type { Store } from './store.ts'

/**
 * How often rows past their expiry are deleted (revocations, spent links, rate-limit counters),
 * and snapshots older than HISTORY_RETENTION_DAYS.
 */
const PURGE_INTERVAL_MS = 10 * 60_000

/**
 * The app's store: opened from configuration (or the one given), measured in /metrics, purged
 * on a schedule by the app's clock (the one its revocations and snapshots read), and closed with
 * the app when the app opened it.
 */
export async function openAppStore(
  app: FastifyInstance,
  config: Pick<AppConfig, 'store' | 'history'>,
  metrics: Pick<Metrics, 'storeDuration' | 'storeErrors'>,
  given: Store | undefined,
  clock: () => number = Date.now,
): Promise<Store> {
  const store =
    given ?? (await openStore(config.store, (message, level) => app.log[level](message)))
  const unobserve = store.observe((operation, ok, seconds) => {
    metrics.storeDuration.observe({ operation, outcome: ok ? 'ok' : 'error' }, seconds)
    if (!ok) metrics.storeErrors.inc({ operation })
  })
  const snapshots = createSnapshots(store)
  const purge = setInterval(() => {
    const nowMs = clock()
    store.purgeExpired(nowMs).then(
      (deleted) => app.log.debug({ deleted }, 'store: expired rows purged'),
      (error: unknown) => app.log.warn({ err: error }, 'store: purge failed'),
    )
    const cutoff = retentionCutoff(nowMs, config.history.retentionDays)
    snapshots.purgeBefore(cutoff).then(
      (deleted) => app.log.debug({ deleted, before: cutoff }, 'store: old snapshots purged'),
      (error: unknown) => app.log.warn({ err: error }, 'store: snapshot purge failed'),
    )
  }, PURGE_INTERVAL_MS)
  purge.unref()
  app.addHook('onClose', async () => {
    clearInterval(purge)
    unobserve()
    if (given === undefined) {
      await store.close()
      app.log.info('store closed')
    }
  })
  return store
}
