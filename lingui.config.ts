import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { MESSAGE_FOLDERS, rareModules, shellModules } from './scripts/shell-modules.ts'

const folders = MESSAGE_FOLDERS.map((folder) => `<rootDir>/${folder}`)
const notSources = ['**/*.test.*', '**/*.stories.*', '**/testing/**']
/** The modules the sign-in page loads: the entry's static import graph and the sign-in page's. */
const shell = shellModules()
/** The modules of what few readers open: the methodology page, the edit mode (decision 0393). */
const rare = rareModules()
const paths = (files: readonly string[]) => files.map((file) => `<rootDir>/${file}`)

/**
 * The UI's message catalogs (docs/decisions/0110). English is the source language; `pseudo` is
 * generated from it (accented, 40 % longer) for Storybook, to show hard-coded strings and
 * truncation at a glance. Catalogs are compiled on import by @lingui/vite-plugin and loaded
 * lazily, one per language and part (docs/decisions/0202): the shell's messages (the entry's
 * modules and the sign-in page's, `src/locales/shell/`) load with every page; the words of the
 * methodology page and the edit mode (`src/locales/rare/`, decision 0393) with their code; the rest
 * (`src/locales/`) with the code of the pages after sign-in.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'fr-CA', 'de', 'es', 'ar', 'ja', 'pseudo'],
  pseudoLocale: { locale: 'pseudo', extend: 0.4, prepend: '[', append: ']' },
  // fr-CA holds only what Canadian French says differently; the rest comes from fr. No other
  // fallback: a message missing from a catalog fails `npm run check:i18n`.
  fallbackLocales: { 'fr-CA': 'fr' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: folders,
      exclude: [...notSources, ...paths(shell), ...paths(rare)],
    },
    {
      path: '<rootDir>/src/locales/shell/{locale}',
      include: paths(shell),
      exclude: notSources,
    },
    {
      path: '<rootDir>/src/locales/rare/{locale}',
      include: paths(rare),
      exclude: notSources,
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
})
