import { describe, expect, it } from 'vitest'
import { openStore } from '../store/store.ts'
import { ENGINES, freshStore, useFreshStore } from '../store/testing/test-store.ts'
import { createReplayCache } from './replay-cache.ts'

function clock(start = 1_000_000) {
  let now = start
  return { nowMs: () => now, advance: (ms: number) => (now += ms) }
}

describe.each(ENGINES)('createReplayCache on %s', (engine) => {
  const store = useFreshStore(engine)

  it('lets a jti through once until it expires', async () => {
    const time = clock()
    const cache = createReplayCache({ nowMs: time.nowMs, store: store() })
    expect(await cache.consume('link-1', time.nowMs() + 10_000)).toBe('ok')
    expect(await cache.consume('link-1', time.nowMs() + 10_000)).toBe('used')
    expect(await cache.consume('link-2', time.nowMs() + 10_000)).toBe('ok')
    time.advance(9_999)
    expect(await cache.consume('link-1', time.nowMs() + 10_000)).toBe('used')
  })

  it('forgets a jti once its link has expired (the link itself is then refused as expired)', async () => {
    const time = clock()
    const cache = createReplayCache({ nowMs: time.nowMs, store: store() })
    await cache.consume('link-1', time.nowMs() + 1000)
    time.advance(1000)
    expect(await cache.consume('link-1', time.nowMs() + 1000)).toBe('ok')
  })

  it('spends a link once across caches sharing the store (replicas), even when raced', async () => {
    const time = clock()
    const replicas = [
      createReplayCache({ nowMs: time.nowMs, store: store() }),
      createReplayCache({ nowMs: time.nowMs, store: store() }),
    ]
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => replicas[i % 2]?.consume('raced', time.nowMs() + 5000)),
    )
    expect(answers.filter((answer) => answer === 'ok')).toHaveLength(1)
  })

  it('purges spent links past their expiry, and only those', async () => {
    const time = clock(Date.now())
    const cache = createReplayCache({ nowMs: time.nowMs, store: store() })
    for (let i = 0; i < 20; i += 1) await cache.consume(`old-${i}`, time.nowMs() + 1000)
    await cache.consume('live', time.nowMs() + 60_000)
    expect(await store().purgeExpired(time.nowMs() + 1000)).toBe(20)
    const left = await store().db.selectFrom('spent_links').select('jti').execute()
    expect(left.map((row) => row.jti)).toEqual(['live'])
  })
})

describe('createReplayCache without its store', () => {
  it('throws StoreUnavailableError, which the routes answer as 503 store_unavailable', async () => {
    const fresh = await freshStore('sqlite')
    const store = await openStore(fresh.config)
    await store.close()
    await fresh.cleanup()
    const cache = createReplayCache({ nowMs: Date.now, store })
    await expect(cache.consume('x', Date.now() + 1000)).rejects.toMatchObject({
      name: 'StoreUnavailableError',
    })
  })
})
