import { describe, expect, it } from 'vitest'
import { errorBody } from '../domain/http/errors.ts'
import { CSRF, configFrom, metricsText, useBff } from './testing/harness.ts'

const bff = useBff()

/** Two samples of the event loop and memory (under-pressure samples every 500 ms). */
const sampled = () => new Promise((resolve) => setTimeout(resolve, 1_100))

describe('load shedding (decision 0253)', () => {
  it('answers 503 overloaded with Retry-After at once, in the error shape and with the security headers', async () => {
    // Any heap is "full" past 1 MiB: every request is shed once sampled.
    const app = await bff.app({ OVERLOAD_HEAP_USED_MB: '1', OVERLOAD_RETRY_AFTER_S: '3' })
    await sampled()
    for (const url of ['/api/regions', '/api/session', '/']) {
      const answer = await app.inject({ url, headers: CSRF })
      expect(answer.statusCode, url).toBe(503)
      expect(answer.json()).toEqual(errorBody('overloaded'))
      expect(answer.headers['retry-after']).toBe('3')
      expect(answer.headers['content-security-policy']).toMatch(/default-src/)
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
    }
    // The probes still answer: a busy process is neither dead nor to be taken out.
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200)
    expect((await app.inject({ url: '/readyz' })).json()).not.toEqual(errorBody('overloaded'))
    expect(await metricsText(app)).toMatch(/shed_requests_total\{reason="heapUsedBytes"\} 3/)
  })

  it('sheds while the event loop lags past its threshold, and serves again once it does not', async () => {
    const app = await bff.app({ OVERLOAD_EVENT_LOOP_DELAY_MS: '100' })
    await sampled()
    expect((await app.inject({ url: '/api/regions', headers: CSRF })).statusCode).toBe(200)
    // Busy for 300 ms at a time, for a while: each sample sees the loop lag.
    for (let round = 0; round < 6; round += 1) {
      const until = Date.now() + 300
      while (Date.now() < until) {
        // a handler that does not yield
      }
      await new Promise((resolve) => setImmediate(resolve))
    }
    const shed = await app.inject({ url: '/api/regions', headers: CSRF })
    expect(shed.json()).toEqual(errorBody('overloaded'))
    await expect
      .poll(async () => (await app.inject({ url: '/api/regions', headers: CSRF })).statusCode, {
        timeout: 10_000,
        interval: 250,
      })
      .toBe(200)
  })

  it('takes its thresholds from the environment, 0 turning one off', () => {
    expect(configFrom({}).overload).toEqual({
      maxEventLoopDelayMs: 200,
      maxHeapUsedMb: 160,
      maxRssMb: 0,
      maxInFlight: 32,
      retryAfterS: 2,
    })
    expect(
      configFrom({ OVERLOAD_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_RSS_MB: '280' }).overload,
    ).toMatchObject({ maxEventLoopDelayMs: 0, maxRssMb: 280 })
  })
})
