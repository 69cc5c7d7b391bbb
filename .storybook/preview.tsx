import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { Decorator, Loader, Preview } from '@storybook/react-vite'
import type { InputType } from 'storybook/internal/types'
import { setupWorker, type SetupWorker } from 'msw/browser'
import { createPreviewAnnotations } from 'msw-storybook-addon/preview'
import { loadCatalog, type CatalogLocale } from '../src/app/i18n/catalogs.ts'
import { withBidiIsolates } from '../src/domain/bidi.ts'
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, textDirection } from '../src/domain/languages.ts'
import { handlers, mockState } from '../src/mocks/handlers.ts'
import {
  WIDTHS,
  withToolbarMedia,
  withToolbarWidth,
} from '../src/components/testing/story-decorators.tsx'
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
// As the app's (src/app/i18n/language.tsx): right-to-left sentences isolate their placeholders.
withBidiIsolates(i18n)

const loadLanguage: Loader = async (context) => {
  const locale = catalogLocale(context.globals.locale)
  const messages = await loadCatalog(locale)
  i18n.loadAndActivate({ locale, locales: [locale === 'pseudo' ? 'en' : locale], messages })
  return {}
}

/**
 * Theme, language and direction come from the toolbar (or a story's `globals`); the direction
 * follows the language (Arabic: rtl) unless `globals.dir` sets one.
 */
const withThemeAndLanguage: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light'
  const locale = catalogLocale(context.globals.locale)
  const dir = context.globals.dir
  return (
    <I18nProvider i18n={i18n}>
      <div
        className={context.viewMode === 'docs' ? 'sb-canvas sb-canvas--docs' : 'sb-canvas'}
        data-theme={theme}
        lang={locale === 'pseudo' ? 'en' : locale}
        dir={dir === 'ltr' || dir === 'rtl' ? dir : textDirection(locale)}
      >
        <Story />
      </div>
    </I18nProvider>
  )
}

/** A global the toolbar sets: its menu of `[value, title]` items, the chosen one's title shown. */
function toolbarGlobal(
  description: string,
  title: string,
  icon: string,
  items: ReadonlyArray<readonly [value: string, title: string]>,
): InputType {
  return {
    description,
    toolbar: {
      title,
      icon,
      items: items.map(([value, itemTitle]) => ({ value, title: itemTitle })),
      dynamicTitle: true,
    },
  }
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
  // The last wraps the others: the canvas (theme, language), then the width, then the paper.
  decorators: [withToolbarMedia, withToolbarWidth, withThemeAndLanguage],
  globalTypes: {
    theme: toolbarGlobal('Colour theme', 'Theme', 'mirror', [
      ['light', 'Light'],
      ['dark', 'Dark'],
    ]),
    locale: toolbarGlobal(
      'Language (Arabic is right to left; Pseudo shows untranslated text and truncation)',
      'Language',
      'globe',
      [
        ...LANGUAGES.map((language) => [language, LANGUAGE_NAMES[language]] as const),
        ['pseudo', 'Pseudo (accented, 40 % longer)'],
      ],
    ),
    dir: toolbarGlobal('Direction (auto: as the language writes)', 'Direction', 'transfer', [
      ['auto', 'Direction of the language'],
      ['ltr', 'Left to right'],
      ['rtl', 'Right to left'],
    ]),
    width: toolbarGlobal(
      'Width of the story (a phone, a small laptop, a desktop)',
      'Width',
      'grow',
      WIDTHS.map((width) => [width, width === 'auto' ? 'Width of the canvas' : `${width} px`]),
    ),
    media: toolbarGlobal('Media (print: as the printed report shows it)', 'Media', 'document', [
      ['screen', 'Screen'],
      ['print', 'Print'],
    ]),
  },
  initialGlobals: { theme: 'light', locale: 'en', dir: 'auto', width: 'auto', media: 'screen' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test (Vitest addon) and show in the panel.
    a11y: { test: 'error' },
  },
}

export default preview
