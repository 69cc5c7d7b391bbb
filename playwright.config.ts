import { defineConfig } from '@playwright/test'
import { APP_SERVERS, appServer } from './e2e/support/app-servers.ts'
import { chromiumLaunchOptions } from './scripts/chromium.ts'

/**
 * Browser journeys against the built app (`npm run build` first). Each worker has its own app in
 * demo mode with its in-process simulator (e2e/support/app-servers.ts, `baseURL` set per worker
 * in e2e/fixtures.ts); journeys that need the standalone simulator or other settings start their
 * own servers.
 */

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // A file's journeys run in order on one worker; files run side by side, each worker on its own
  // app (decision 0396).
  fullyParallel: false,
  workers: APP_SERVERS,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  // The HTML report (playwright-report/) in CI too: the layout journeys' screenshots and axe results
  // are attached to it.
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${appServer(0).port}`,
    // The UI follows the browser's languages (decision 0110): journeys run in English unless
    // they choose another, whatever the machine's own locale.
    locale: 'en-US',
    launchOptions: chromiumLaunchOptions,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: Array.from({ length: APP_SERVERS }, (_, index) => {
    const { port, simulatorPort, dataDir } = appServer(index)
    return {
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
    }
  }),
})
