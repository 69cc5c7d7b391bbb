/**
 * Fault injection for answers under region bases. Deterministic: with ratio r, answer n is
 * faulty when floor(n·r) > floor((n−1)·r), so ratio 0.5 hits every second answer, 0.25 every
 * fourth, 1 every answer (docs/decisions/0012-deterministic-faults.md).
 */
export const FAULT_MODES = ['none', 'latency', 'error', 'malformed', 'reset'] as const
export type FaultMode = (typeof FAULT_MODES)[number]

interface FaultConfig {
  readonly mode: FaultMode
  readonly ratio: number
  readonly latencyMs: number
}

const NO_FAULTS: FaultConfig = { mode: 'none', ratio: 0, latencyMs: 0 }

export interface FaultInjector {
  configure(config: FaultConfig): void
  current(): FaultConfig
  /** Called once per answer: the fault to inject into it, or `none`. */
  next(): FaultMode
  reset(): void
}

const EPSILON = 1e-9

export function createFaultInjector(): FaultInjector {
  let config = NO_FAULTS
  let answers = 0
  return {
    configure(next) {
      config = next
      answers = 0
    },
    current: () => config,
    next() {
      if (config.mode === 'none' || config.ratio <= 0) return 'none'
      answers += 1
      const before = Math.floor((answers - 1) * config.ratio + EPSILON)
      const after = Math.floor(answers * config.ratio + EPSILON)
      return after > before ? config.mode : 'none'
    },
    reset() {
      config = NO_FAULTS
      answers = 0
    },
  }
}
