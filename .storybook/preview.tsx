import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { Decorator, Loader, Preview } from '@storybook/react-vite'
import { setupWorker, type SetupWorker } from 'msw/browser'
import { createPreviewAnnotations } from 'msw-storybook-addon/preview'
import { loadCatalog, type CatalogLocale } from '../src/app/i18n/catalogs.ts'
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, textDirection } from '../src/domain/languages.ts'
import { handlers, mockState } from '../src/mocks/handlers.ts'
import '../src/styles/tokens.css'
import '../src/styles/global.css'
import './preview.css'

/**
 * MSW starts once for the whole session with the happy-path BFF handlers; a story overrides only
 * what its state needs in `beforeEach({ msw })`, and the addon resets those overrides after the
 * story. A Docs page runs every story's `beforeEach` at once, before any worker exists, so the
 * start is shared as one promise: a second `setupWorker` would patch the globals again and
 * throw ("Failed to replace a global value at 'WebSocket': already replaced").
 */
let worker: Promise<SetupWorker> | undefined

async function startWorker(): Promise<SetupWorker> {
  const started = setupWorker(...handlers)
  await started.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      // Only the BFF's API is mocked; assets and Storybook's own requests pass through.
      if (new URL(request.url).pathname.startsWith('/api/')) print.error()
    },
  })
  return started
}

const mswAnnotations = createPreviewAnnotations(() => (worker ??= startWorker()))

function catalogLocale(value: unknown): CatalogLocale {
  return value === 'pseudo' || isLanguage(value) ? value : 'en'
}

/** The toolbar's language (or a story's `globals.locale`): its catalog loads before the story. */
const loadLanguage: Loader = async (context) => {
  const locale = catalogLocale(context.globals.locale)
  const messages = await loadCatalog(locale)
  i18n.loadAndActivate({ locale, locales: [locale === 'pseudo' ? 'en' : locale], messages })
  return {}
}

/** Theme and language come from the toolbar; the direction follows the language (Arabic: rtl). */
const withThemeAndLanguage: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light'
  const locale = catalogLocale(context.globals.locale)
  return (
    <I18nProvider i18n={i18n}>
      <div
        className={context.viewMode === 'docs' ? 'sb-canvas sb-canvas--docs' : 'sb-canvas'}
        data-theme={theme}
        lang={locale === 'pseudo' ? 'en' : locale}
        dir={textDirection(locale)}
      >
        <Story />
      </div>
    </I18nProvider>
  )
}

const preview: Preview = {
  tags: ['autodocs'],
  beforeEach: [
    ...(Array.isArray(mswAnnotations.beforeEach)
      ? mswAnnotations.beforeEach
      : mswAnnotations.beforeEach
        ? [mswAnnotations.beforeEach]
        : []),
    () => {
      mockState.reset()
    },
  ],
  loaders: [loadLanguage],
  decorators: [withThemeAndLanguage],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description:
        'Language (Arabic is right to left; Pseudo shows untranslated text and truncation)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          ...LANGUAGES.map((language) => ({ value: language, title: LANGUAGE_NAMES[language] })),
          { value: 'pseudo', title: 'Pseudo (accented, 40 % longer)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test (Vitest addon) and show in the panel.
    a11y: { test: 'error' },
  },
}

export default preview
