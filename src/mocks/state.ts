import type { SessionInfo } from '../domain/http/contract.ts'
import type { RegionId } from '../domain/regions/regions.ts'
import {
  clearAnnotationData,
  createAnnotationData,
  type AnnotationData,
} from './annotation-state.ts'
import { DEMO_EMAIL, sessionFixture } from './fixtures.ts'

export interface MockStateOptions {
  /** Regions with a session at the start (default: `us`, so dashboards render at once). */
  signedIn?: readonly RegionId[]
  email?: string
}

/**
 * The in-memory state of the mock BFF: one session per region, as the real session cookie holds.
 * Created per test or story so no state leaks between them.
 */
export interface MockState {
  readonly sessions: Map<RegionId, SessionInfo>
  /** Regions whose upstream token has expired: data calls answer `session_expired` until a sign-in. */
  readonly expired: Set<RegionId>
  /** Failed sign-in attempts, for the `rate_limited` answer. */
  failedSignIns: number
  /** Targets, events, definitions and their audit log (issue 26). */
  readonly annotations: AnnotationData
  reset(options?: MockStateOptions): void
}

const DEFAULT_SIGNED_IN: readonly RegionId[] = ['us']

export function createMockState(options: MockStateOptions = {}): MockState {
  const state: MockState = {
    sessions: new Map(),
    expired: new Set(),
    failedSignIns: 0,
    annotations: createAnnotationData(),
    reset(next = options) {
      clearAnnotationData(state.annotations)
      state.sessions.clear()
      state.expired.clear()
      state.failedSignIns = 0
      for (const region of next.signedIn ?? DEFAULT_SIGNED_IN) {
        state.sessions.set(region, sessionFixture(region, next.email ?? DEMO_EMAIL))
      }
    },
  }
  state.reset(options)
  return state
}

/**
 * Why a data call for `region` has no session, as the BFF answers it, or undefined when signed in.
 * An expired session says so until the region is signed in to again or signed out of, as the BFF's
 * session keeps the regions it lost.
 */
export function missingSession(
  state: MockState,
  region: RegionId,
): 'session_expired' | 'not_signed_in' | undefined {
  if (state.expired.has(region)) {
    state.sessions.delete(region)
    return 'session_expired'
  }
  return state.sessions.has(region) ? undefined : 'not_signed_in'
}
