import type { StorybookConfig } from '@storybook/react-vite'

/** Storybook 10 (React + Vite). MSW is set up once in preview.tsx with src/mocks/handlers.ts. */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Serves src/mocks/public/mockServiceWorker.js at the root, where MSW registers it. It lives
  // outside public/ so the production build never ships it.
  staticDirs: ['../src/mocks/public'],
  core: { disableTelemetry: true },
}

export default config
