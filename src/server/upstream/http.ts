import { setTimeout as sleep } from 'node:timers/promises'
import { Agent, request } from 'undici'
import type { UpstreamConfig } from '../config.ts'
import type { Metrics } from '../metrics.ts'
import type { UpstreamError } from './errors.ts'
import { classifyNetworkError, isRetryableStatus } from './errors.ts'

type UpstreamOperation = 'token' | 'organization_info' | 'invalidate'

interface UpstreamRequest {
  readonly region: string
  readonly operation: UpstreamOperation
  readonly method: 'GET' | 'POST'
  readonly url: string
  /** Only what the upstream needs (authorization); accept and user-agent are added here. */
  readonly authorization: string
  readonly jsonBody?: unknown
}

interface UpstreamResponse {
  readonly status: number
  /** The parsed JSON body, or undefined when the body was empty or not JSON. */
  readonly body: unknown
}

export interface UpstreamHttp {
  send(call: UpstreamRequest): Promise<UpstreamResponse>
  close(): Promise<void>
}

const USER_AGENT = 'pipeline-diversity-dashboard-bff'

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * A success whose body is not a JSON object (cut off, mangled, empty): for an idempotent read it
 * is retried like a 5xx, since another attempt usually gets the whole answer.
 */
function isMalformedSuccess(response: UpstreamResponse): boolean {
  const body = response.body
  return (
    response.status >= 200 && response.status < 300 && (typeof body !== 'object' || body === null)
  )
}

/** Full-jitter exponential back-off: a random wait in [0, base·2^attempt]. */
export function backoffMs(attempt: number, baseMs: number, random: () => number = Math.random) {
  return Math.floor(random() * baseMs * 2 ** attempt)
}

/**
 * The one HTTP client of the BFF towards the Talent Platform (undici). Connect timeout per
 * attempt, one total budget per call, retries with jittered back-off only for GETs after a
 * network error, a 502/503/504 or a malformed 2xx body, no redirects (a 3xx is just a status),
 * capped body size, and a fixed set of request headers: nothing from the browser is ever
 * forwarded, and upstream response headers (Set-Cookie included) are never read.
 */
export function createUpstreamHttp(config: UpstreamConfig, metrics: Metrics): UpstreamHttp {
  const agent = new Agent({
    connectTimeout: config.connectTimeoutMs,
    headersTimeout: config.timeoutMs,
    bodyTimeout: config.timeoutMs,
    maxResponseSize: config.maxResponseBytes,
    keepAliveTimeout: 4000,
    connections: 64,
  })

  async function attempt(call: UpstreamRequest, signal: AbortSignal): Promise<UpstreamResponse> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: call.authorization,
      'user-agent': USER_AGENT,
    }
    let body: string | undefined
    if (call.jsonBody !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(call.jsonBody)
    }
    const response = await request(call.url, {
      method: call.method,
      headers,
      body,
      signal,
      dispatcher: agent,
    })
    const text = await response.body.text()
    return { status: response.statusCode, body: parseJson(text) }
  }

  async function send(call: UpstreamRequest): Promise<UpstreamResponse> {
    const started = performance.now()
    const deadline = started + config.timeoutMs
    const signal = AbortSignal.timeout(config.timeoutMs)
    const maxAttempts = call.method === 'GET' ? config.retries + 1 : 1
    let outcome = 'ok'
    try {
      for (let attemptNo = 0; ; attemptNo += 1) {
        let failure: UpstreamError | undefined
        let response: UpstreamResponse | undefined
        try {
          response = await attempt(call, signal)
        } catch (error) {
          failure = classifyNetworkError(signal.aborted ? signal.reason : error)
        }
        const retryable =
          (failure !== undefined && failure.kind === 'unavailable') ||
          (response !== undefined &&
            (isRetryableStatus(response.status) || isMalformedSuccess(response)))
        const wait = backoffMs(attemptNo, config.retryBaseDelayMs)
        if (!retryable || attemptNo + 1 >= maxAttempts || performance.now() + wait >= deadline) {
          if (failure !== undefined) throw failure
          if (response !== undefined) {
            outcome = String(response.status)
            return response
          }
        }
        await sleep(wait, undefined, { signal }).catch(() => undefined)
        if (signal.aborted) throw classifyNetworkError(signal.reason)
      }
    } catch (error) {
      const failure = classifyNetworkError(error)
      outcome = failure.kind
      metrics.upstreamErrors.inc({
        region: call.region,
        operation: call.operation,
        kind: failure.kind,
      })
      throw failure
    } finally {
      metrics.upstreamDuration.observe(
        { region: call.region, operation: call.operation, outcome },
        (performance.now() - started) / 1000,
      )
    }
  }

  return {
    send,
    close: () => agent.close(),
  }
}
