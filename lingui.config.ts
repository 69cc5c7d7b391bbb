import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * The UI's message catalogs (docs/decisions/0110). English is the source language; `pseudo` is
 * generated from it (accented, 40 % longer) for Storybook, to show hard-coded strings and
 * truncation at a glance. Catalogs are compiled on import by @lingui/vite-plugin and loaded
 * lazily, one per language.
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
      include: ['<rootDir>/src/app', '<rootDir>/src/components', '<rootDir>/src/domain'],
      exclude: ['**/*.test.*', '**/*.stories.*', '**/testing/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
})
