import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/chromium.ts'

/**
 * Browser journeys against the built app (`npm run build` first). The app runs in demo mode with
 * the in-process simulator; journeys that need the standalone simulator start their own servers.
 */
const port = Number(process.env.E2E_PORT ?? 8181)
const simulatorPort = Number(process.env.E2E_SIMULATOR_PORT ?? 4181)
/** The app's store, emptied before each run so budgets spent by one run never leak into the next. */
const dataDir = path.join(tmpdir(), `pdd-e2e-data-${port}`)

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  // The HTML report (playwright-report/) in CI too: the layout journeys' screenshots and axe results
  // are attached to it.
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // The UI follows the browser's languages (decision 0110): journeys run in English unless
    // they choose another, whatever the machine's own locale.
    locale: 'en-US',
    launchOptions: chromiumLaunchOptions,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf '${dataDir}' && node src/server/main.ts`,
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(port),
      SIMULATOR_PORT: String(simulatorPort),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      // Any free loopback port for /metrics: other apps may run on this machine (decision 0176).
      METRICS_PORT: '0',
      // Journeys are not about load: on a machine shared with other runs the event loop lags,
      // and a shed request would fail a journey (decision 0253; load-shedding.test.ts tests it).
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    },
  },
})
