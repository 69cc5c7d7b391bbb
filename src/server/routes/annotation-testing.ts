import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach } from 'vitest'
import type { StoreEngine } from '../store/store.ts'
import { freshStore } from '../store/testing/test-store.ts'
import type { TestStoreConfig } from '../store/testing/test-store.ts'
import type { Client, TestBff } from '../testing/harness.ts'
import { DEMO_EMAIL } from '../testing/harness.ts'

/** The tests' clock: 24 November 2026, 09:30 UTC. */
const NOW_MS = Date.UTC(2026, 10, 24, 9, 30)
export const TODAY = '2026-11-24'
/** An administrator: the simulator's demo user, listed in another case than it signs in with. */
export const ADMIN_ENV = { ADMIN_EMAILS: `someone@example.org ${DEMO_EMAIL.toUpperCase()}` }
/** The demo user is not listed. */
export const READER_ENV = { ADMIN_EMAILS: 'someone@example.org' }

/**
 * Replicas of one store of `engine` (a fresh SQLite directory or PostgreSQL database per test),
 * each signed in to `us` as the demo user and administrator or not as `env` says.
 */
export function useReplicas(bff: TestBff, engine: StoreEngine) {
  let store: TestStoreConfig | undefined
  const apps: FastifyInstance[] = []
  beforeEach(async () => {
    store = await freshStore(engine)
  })
  afterEach(async () => {
    // Closed before their database is dropped (the harness closes them again, which is a no-op).
    await Promise.all(apps.splice(0).map((app) => app.close()))
    await store?.cleanup()
    store = undefined
  })
  return async (env: Record<string, string> = ADMIN_ENV, region: 'us' | 'eu' = 'us') => {
    const app = await bff.app({ ...store?.env, ...env }, { nowMs: () => NOW_MS })
    apps.push(app)
    const client = bff.client(app)
    const signedIn = await client.signIn(region)
    if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}`)
    return client
  }
}

export function put(client: Client, url: string, json: unknown) {
  return client.request({ method: 'PUT', url, json })
}

export function post(client: Client, url: string, json: unknown) {
  return client.request({ method: 'POST', url, json })
}

export function get(client: Client, url: string) {
  return client.request({ method: 'GET', url })
}

export function remove(client: Client, url: string, version: number) {
  return client.request({ method: 'DELETE', url: `${url}?version=${version}` })
}
