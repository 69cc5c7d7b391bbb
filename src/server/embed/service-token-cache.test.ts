import { describe, expect, it, vi } from 'vitest'
import type { RegionConfig } from '../config.ts'
import type { IssuedToken } from '../upstream/talent-client.ts'
import { createServiceTokenCache, renewalMarginMs } from './service-token-cache.ts'

function region(id: 'us' | 'eu'): RegionConfig {
  return {
    id,
    label: id,
    baseUrl: `http://127.0.0.1:1/${id}`,
    basicCredential: 'eA==',
    clientCredentials: { clientId: `${id}-portal`, clientSecret: 'secret' },
  }
}

/** A controllable token endpoint: each call returns a promise the test settles. */
function fakeEndpoint() {
  const calls: {
    region: string
    resolve: (t: IssuedToken) => void
    reject: (e: unknown) => void
  }[] = []
  const fetch = vi.fn(
    (r: RegionConfig) =>
      new Promise<IssuedToken>((resolve, reject) => calls.push({ region: r.id, resolve, reject })),
  )
  return { fetch, calls }
}

const flush = () => new Promise((resolve) => setImmediate(resolve))

describe('createServiceTokenCache', () => {
  it('fetches once for many concurrent viewers and then serves from memory', async () => {
    let now = 0
    const endpoint = fakeEndpoint()
    const cache = createServiceTokenCache({ fetch: endpoint.fetch, nowMs: () => now })
    const pending = Array.from({ length: 20 }, () => cache.get(region('us')))
    expect(endpoint.fetch).toHaveBeenCalledTimes(1)
    endpoint.calls[0]?.resolve({ token: 'tok-1', expiresInS: 864_000 })
    expect(new Set(await Promise.all(pending))).toEqual(new Set(['tok-1']))
    now += 3_600_000
    expect(await cache.get(region('us'))).toBe('tok-1')
    expect(endpoint.fetch).toHaveBeenCalledTimes(1)
  })

  it('keeps one token per region', async () => {
    const endpoint = fakeEndpoint()
    const cache = createServiceTokenCache({ fetch: endpoint.fetch, nowMs: () => 0 })
    const us = cache.get(region('us'))
    const eu = cache.get(region('eu'))
    expect(endpoint.calls.map((call) => call.region)).toEqual(['us', 'eu'])
    endpoint.calls[0]?.resolve({ token: 'tok-us', expiresInS: 1000 })
    endpoint.calls[1]?.resolve({ token: 'tok-eu', expiresInS: 1000 })
    expect([await us, await eu]).toEqual(['tok-us', 'tok-eu'])
  })

  it('renews in the background before expiry while the old token keeps serving', async () => {
    let now = 0
    const endpoint = fakeEndpoint()
    const cache = createServiceTokenCache({ fetch: endpoint.fetch, nowMs: () => now })
    const first = cache.get(region('us'))
    endpoint.calls[0]?.resolve({ token: 'old', expiresInS: 864_000 })
    await first
    // 10 % of ten days = one day before expiry.
    now = (864_000 - 86_400) * 1000 + 1
    expect(await cache.get(region('us'))).toBe('old')
    expect(await cache.get(region('us'))).toBe('old')
    expect(endpoint.fetch).toHaveBeenCalledTimes(2)
    endpoint.calls[1]?.resolve({ token: 'new', expiresInS: 864_000 })
    await flush()
    expect(await cache.get(region('us'))).toBe('new')
    expect(endpoint.fetch).toHaveBeenCalledTimes(2)
  })

  it('waits for a new token once the old one has (nearly) expired', async () => {
    let now = 0
    const endpoint = fakeEndpoint()
    const cache = createServiceTokenCache({ fetch: endpoint.fetch, nowMs: () => now })
    const first = cache.get(region('us'))
    endpoint.calls[0]?.resolve({ token: 'old', expiresInS: 100 })
    await first
    now = 96_000
    const next = cache.get(region('us'))
    endpoint.calls[1]?.resolve({ token: 'new', expiresInS: 100 })
    expect(await next).toBe('new')
  })

  it('forgets a token the upstream rejected, and only that token', async () => {
    const endpoint = fakeEndpoint()
    const cache = createServiceTokenCache({ fetch: endpoint.fetch, nowMs: () => 0 })
    const first = cache.get(region('us'))
    endpoint.calls[0]?.resolve({ token: 'tok-1', expiresInS: 1000 })
    await first
    cache.reject(region('us'), 'some-older-token')
    expect(await cache.get(region('us'))).toBe('tok-1')
    cache.reject(region('us'), 'tok-1')
    const second = cache.get(region('us'))
    endpoint.calls[1]?.resolve({ token: 'tok-2', expiresInS: 1000 })
    expect(await second).toBe('tok-2')
  })

  it('answers a failed fetch from memory during the back-off, then tries again', async () => {
    let now = 0
    const endpoint = fakeEndpoint()
    const cache = createServiceTokenCache({
      fetch: endpoint.fetch,
      nowMs: () => now,
      failureBackoffMs: 5000,
    })
    const first = cache.get(region('us'))
    endpoint.calls[0]?.reject(new Error('down'))
    await expect(first).rejects.toThrow('down')
    await expect(cache.get(region('us'))).rejects.toThrow('down')
    expect(endpoint.fetch).toHaveBeenCalledTimes(1)
    now = 5000
    const retry = cache.get(region('us'))
    endpoint.calls[1]?.resolve({ token: 'tok', expiresInS: 1000 })
    expect(await retry).toBe('tok')
  })

  it('reports a failed background renewal and keeps serving the current token', async () => {
    let now = 0
    const endpoint = fakeEndpoint()
    const onRenewalError = vi.fn()
    const cache = createServiceTokenCache({
      fetch: endpoint.fetch,
      nowMs: () => now,
      onRenewalError,
    })
    const first = cache.get(region('us'))
    endpoint.calls[0]?.resolve({ token: 'tok', expiresInS: 1000 })
    await first
    now = 950_000
    expect(await cache.get(region('us'))).toBe('tok')
    endpoint.calls[1]?.reject(new Error('flaky'))
    await flush()
    expect(onRenewalError).toHaveBeenCalledWith('us', expect.any(Error))
    expect(await cache.get(region('us'))).toBe('tok')
    expect(endpoint.fetch).toHaveBeenCalledTimes(2)
  })

  it('renews at 10 % of the lifetime left, at least a minute ahead, at most half-way', () => {
    expect(renewalMarginMs(864_000_000)).toBe(86_400_000)
    expect(renewalMarginMs(300_000)).toBe(60_000)
    expect(renewalMarginMs(60_000)).toBe(30_000)
  })
})
