import { integerSchema } from './config-schemas.ts'

/**
 * When the BFF sheds load (decisions 0253, 0401): past any of these, a request is answered `503
 * overloaded` with `Retry-After` at once, before any work (load-shedding.ts), instead of waiting
 * in the queue until its client gives up. `0` turns a threshold off.
 */
export interface OverloadConfig {
  /** OVERLOAD_EVENT_LOOP_DELAY_MS: the event loop's mean delay over the last sample. */
  readonly maxEventLoopDelayMs: number
  /** OVERLOAD_HEAP_USED_MB: V8 heap in use (the old generation is capped at 192 MiB, 0165). */
  readonly maxHeapUsedMb: number
  /** OVERLOAD_RSS_MB: resident memory; off by default (native memory is not always given back). */
  readonly maxRssMb: number
  /** OVERLOAD_MAX_IN_FLIGHT: requests served at once (the probes and the SPA's files aside). */
  readonly maxInFlight: number
  /** OVERLOAD_RETRY_AFTER_S: the `Retry-After` of a shed request. */
  readonly retryAfterS: number
}

export const overloadEnvShape = {
  OVERLOAD_EVENT_LOOP_DELAY_MS: integerSchema(0, 60_000, 200),
  OVERLOAD_HEAP_USED_MB: integerSchema(0, 65_536, 160),
  OVERLOAD_RSS_MB: integerSchema(0, 65_536, 0),
  OVERLOAD_MAX_IN_FLIGHT: integerSchema(0, 100_000, 32),
  OVERLOAD_RETRY_AFTER_S: integerSchema(1, 3600, 2),
}

interface OverloadEnv {
  readonly OVERLOAD_EVENT_LOOP_DELAY_MS: number
  readonly OVERLOAD_HEAP_USED_MB: number
  readonly OVERLOAD_RSS_MB: number
  readonly OVERLOAD_MAX_IN_FLIGHT: number
  readonly OVERLOAD_RETRY_AFTER_S: number
}

export function overloadConfigFrom(values: OverloadEnv): OverloadConfig {
  return {
    maxEventLoopDelayMs: values.OVERLOAD_EVENT_LOOP_DELAY_MS,
    maxHeapUsedMb: values.OVERLOAD_HEAP_USED_MB,
    maxRssMb: values.OVERLOAD_RSS_MB,
    maxInFlight: values.OVERLOAD_MAX_IN_FLIGHT,
    retryAfterS: values.OVERLOAD_RETRY_AFTER_S,
  }
}
