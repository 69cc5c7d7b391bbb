import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * The shared apps the journeys run against, one per Playwright worker (playwright.config.ts
 * starts them): worker `i` (its `parallelIndex`) talks to the app on `E2E_PORT + i`, whose
 * in-process simulator listens on `E2E_SIMULATOR_PORT + i` and whose store is its own folder. A
 * journey resets its simulator and spends its app's budgets without touching the other
 * worker's.
 */
export const APP_SERVERS = Number(process.env.E2E_WORKERS ?? 2)
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8181)
const FIRST_SIMULATOR_PORT = Number(process.env.E2E_SIMULATOR_PORT ?? 4181)

export interface AppServer {
  readonly port: number
  readonly simulatorPort: number
  /** The app's store, emptied before each run so budgets spent by one run never leak into the next. */
  readonly dataDir: string
}

export function appServer(parallelIndex: number): AppServer {
  if (!Number.isInteger(parallelIndex) || parallelIndex < 0 || parallelIndex >= APP_SERVERS) {
    throw new Error(
      `worker ${parallelIndex} has no app: playwright.config.ts starts ${APP_SERVERS} (E2E_WORKERS); run at most that many workers`,
    )
  }
  const port = FIRST_PORT + parallelIndex
  return {
    port,
    simulatorPort: FIRST_SIMULATOR_PORT + parallelIndex,
    dataDir: path.join(tmpdir(), `pdd-e2e-data-${port}`),
  }
}
