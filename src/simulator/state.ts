import { REGION_IDS } from '../domain/regions/regions.ts'
import type { RegionId } from '../domain/regions/regions.ts'
import { createClock } from './clock.ts'
import type { SimClock } from './clock.ts'
import { createFaultInjector } from './faults.ts'
import type { FaultInjector } from './faults.ts'
import { createTenant } from './tenant.ts'
import type { Tenant } from './tenant.ts'
import { createTokenStore } from './token-store.ts'
import type { TokenStore } from './token-store.ts'

/** All mutable simulator state, free of HTTP: what `POST /__control/reset` restores. */
export interface SimulatorState {
  readonly clock: SimClock
  readonly tokens: TokenStore
  readonly faults: FaultInjector
  readonly tenants: Record<RegionId, Tenant>
  reset(): void
}

function createTenants(): Record<RegionId, Tenant> {
  return {
    us: createTenant('us'),
    eu: createTenant('eu'),
    gov: createTenant('gov'),
    ca: createTenant('ca'),
    uae: createTenant('uae'),
    us2: createTenant('us2'),
    ap: createTenant('ap'),
    phx: createTenant('phx'),
  }
}

export function createSimulatorState(startMs?: number): SimulatorState {
  const clock = createClock(startMs)
  const tokens = createTokenStore()
  const faults = createFaultInjector()
  const tenants = createTenants()
  return {
    clock,
    tokens,
    faults,
    tenants,
    reset() {
      clock.reset()
      tokens.clear()
      faults.reset()
      for (const id of REGION_IDS) tenants[id] = createTenant(id)
    },
  }
}
