import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { chromiumLaunchOptions } from './scripts/chromium.ts'

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
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/{domain,server,simulator}/**/*.test.ts', 'scripts/**/*.test.ts'],
          // A throwaway PostgreSQL cluster: the store's tests run against both engines.
          globalSetup: ['src/server/store/testing/postgres-global-setup.ts'],
        },
      },
      {
        plugins: [react()],
        // MSW's worker script, served at the root for the component tests only (never built).
        publicDir: 'src/mocks/public',
        test: {
          name: 'components',
          include: ['src/{components,app,mocks}/**/*.test.{ts,tsx}'],
          browser: browserTestConfig,
        },
      },
      {
        // Every story is a test: render + play function + axe (parameters.a11y.test = 'error').
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
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
