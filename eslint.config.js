import { readdirSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Node runs the BFF's TypeScript as it is: nothing compiles Lingui's macros there (decision 0110).
const LINGUI_IS_THE_SPAS =
  "Lingui's catalogs are the SPA's; the BFF answers in English (docs/decisions/0110)."

/**
 * Features never import each other (nor the routes that compose them): what two features share
 * moves to src/app/lib or src/components. One zone per folder of src/app/features.
 */
const FEATURES = readdirSync(path.join(import.meta.dirname, 'src/app/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const featureZones = FEATURES.flatMap((feature) => [
  {
    target: `./src/app/features/${feature}`,
    from: './src/app/features',
    except: [`./${feature}`],
    message:
      'Features never import each other: move the shared piece to src/app/lib or src/components.',
  },
  {
    target: `./src/app/features/${feature}`,
    from: './src/app/routes',
    message: 'Features never import the routes that compose them.',
  },
])

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'node_modules',
      'test-results',
      'playwright-report',
      'coverage',
      'src/mocks/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Tools' own configs written as CommonJS (.dependency-cruiser.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    languageOptions: {
      ecmaVersion: 2024,
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // No circle of runtime imports; dependency-cruiser (.dependency-cruiser.cjs, in `npm run lint`)
      // counts the `import type` ones this rule skips.
      'import-x/no-cycle': 'error',
      // One-way imports (docs/architecture.md, "Import rules"): domain <- server/simulator;
      // domain <- components <- app. server and app never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: [
                './src/server',
                './src/simulator',
                './src/app',
                './src/components',
                './src/mocks',
                './src/stories',
              ],
              message: 'src/domain is pure and shared: it imports no other part.',
            },
            {
              target: './src/server',
              from: ['./src/app', './src/components', './src/mocks'],
              message: 'The BFF never imports the SPA.',
            },
            {
              target: './src/simulator',
              from: ['./src/app', './src/components', './src/mocks', './src/server'],
              message: 'The simulator imports only src/domain.',
            },
            {
              target: './src/components',
              from: ['./src/app', './src/server', './src/simulator'],
              message: 'Components import only src/domain (and src/mocks in stories).',
            },
            {
              target: './src/stories',
              from: ['./src/app', './src/server', './src/simulator'],
              message: 'Storybook-only previews show components and domain output, never the SPA.',
            },
            {
              target: './src/app',
              from: ['./src/server', './src/simulator'],
              message: 'The SPA never imports the BFF or the simulator.',
            },
            {
              target: './src/mocks',
              from: ['./src/app', './src/server', './src/simulator', './src/components'],
              message: 'MSW handlers build on src/domain only.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // The mock contract test is the one BFF file that may import src/mocks: it holds the MSW
    // handlers against buildApp. The SPA stays out of reach.
    files: ['src/server/mock-contract.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/server',
              from: ['./src/app', './src/components'],
              message: 'The BFF never imports the SPA.',
            },
          ],
        },
      ],
    },
  },
  {
    // Only the composition root (demo mode) and tests may reach the simulator from the BFF.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/main.ts', 'src/server/**/*.test.ts', 'src/server/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/simulator/**'], message: 'The BFF imports only src/domain.' },
            { group: ['@lingui/*'], message: LINGUI_IS_THE_SPAS },
          ],
        },
      ],
    },
  },
  {
    files: ['src/simulator/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@lingui/*'], message: LINGUI_IS_THE_SPAS }] },
      ],
    },
  },
  {
    files: ['src/{app,components,stories}/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
)
