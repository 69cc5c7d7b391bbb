import { fileURLToPath } from 'node:url'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { chromiumLaunchOptions } from './scripts/chromium.ts'
import { linguiPlugins, reactWithLingui } from './vite.config.ts'

export const browserTestConfig = {
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions }),
  instances: [{ browser: 'chromium' as const }],
}

export default defineConfig({
  test: {
    projects: [
      {
        // Domain tables hold Lingui message descriptors (`msg`): the macros are compiled here too.
        plugins: linguiPlugins(),
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/{domain,server,simulator}/**/*.test.ts', 'scripts/**/*.test.ts'],
          // A throwaway PostgreSQL cluster: the store's tests run against both engines.
          globalSetup: ['src/server/store/testing/postgres-global-setup.ts'],
        },
      },
      {
        plugins: reactWithLingui(),
        // MSW's worker script, served at the root for the component tests only (never built).
        publicDir: 'src/mocks/public',
        // Loaded on a click (the board deck): optimized up front, or Vite would find them mid-run
        // and reload the page under the test.
        optimizeDeps: { include: ['pptxgenjs', 'jszip'] },
        test: {
          name: 'components',
          include: ['src/{components,app,mocks}/**/*.test.{ts,tsx}'],
          // The suite runs beside the journeys on 2 cores (npm test): a test that loads a lazy
          // chunk or draws a PNG gets the time its own waits allow (15 s), not Vitest's 5 s.
          testTimeout: 20_000,
          setupFiles: ['src/components/testing/i18n-setup.ts'],
          browser: browserTestConfig,
        },
      },
      {
        // Every story is a test: render + play function + axe (parameters.a11y.test = 'error').
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
          // Storybook adds React itself; the catalogs and macros need Lingui's plugins.
          ...linguiPlugins(),
        ],
        test: {
          name: 'storybook',
          // Own instances array: Vitest names each instance after its project.
          browser: { ...browserTestConfig, instances: [{ browser: 'chromium' as const }] },
        },
      },
    ],
  },
})
