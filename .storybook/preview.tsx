import { I18n, setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { Decorator, Loader, Preview } from '@storybook/react-vite'
import { useLayoutEffect } from 'react'
import type { InputType } from 'storybook/internal/types'
import { setupWorker, type SetupWorker } from 'msw/browser'
import { configure, expect } from 'storybook/test'
import { createPreviewAnnotations } from 'msw-storybook-addon/preview'
import { loadCatalog, type CatalogLocale } from '../src/app/i18n/catalogs.ts'
import { withBidiIsolates } from '../src/domain/text/bidi-messages.ts'
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  isLanguage,
  textDirection,
} from '../src/domain/text/languages.ts'
import { handlers, mockState } from '../src/mocks/handlers.ts'
import {
  WIDTHS,
  withToolbarMedia,
  withToolbarWidth,
} from '../src/components/testing/story-decorators.tsx'
import { figuresAtOdds } from '../src/components/testing/figures-agree.ts'
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

/**
 * A play's `findBy…` and `waitFor` wait for an order of events, never for a speed (speed is
 * measured by the benchmarks). A Docs page plays its framed stories at once, each booting a whole
 * preview, and on two busy cores a state can take seconds to appear: Testing Library's one-second
 * default failed stories whose page was merely late. Five seconds by default; page stories wait
 * `PAGE_MS` for their first render.
 */
configure({ asyncUtilTimeout: 5_000 })

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

/**
 * The story's own language (the toolbar's, or its `globals.locale`): a Lingui instance of its own,
 * with its catalog loaded before the story renders. A Docs page renders all its stories at once:
 * one shared instance would speak the language of whichever story loaded last (the Arabic story's
 * words leaked into its English neighbours), so no story activates anything global.
 */
const loadLanguage: Loader = async (context) => {
  const locale = catalogLocale(context.globals.locale)
  const messages = await loadCatalog(locale)
  return {
    // As the app's (src/app/i18n/language.tsx): right-to-left sentences isolate their placeholders.
    i18n: withBidiIsolates(
      setupI18n({
        locale,
        locales: [locale === 'pseudo' ? 'en' : locale],
        messages: { [locale]: messages },
      }),
    ),
  }
}

/** The story's Lingui instance from its loader (a composed story in a test has none: English). */
function storyI18n(loaded: Record<string, unknown>): I18n {
  return loaded.i18n instanceof I18n
    ? loaded.i18n
    : setupI18n({ locale: 'en', messages: { en: {} } })
}

/** The attributes of `<html>` a page story may change (the embed's `locale` and `theme`). */
const DOCUMENT_ATTRIBUTES = ['lang', 'dir', 'data-theme'] as const

/**
 * Gives `<html>` back its attributes when the story goes: a page story's language menu or an
 * embed's host parameters set them for the whole document, and the next story (or the Docs page
 * around it) must not inherit them.
 */
function RestoresDocument() {
  useLayoutEffect(() => {
    const root = document.documentElement
    const before = DOCUMENT_ATTRIBUTES.map((name) => [name, root.getAttribute(name)] as const)
    return () => {
      for (const [name, value] of before) {
        if (value === null) root.removeAttribute(name)
        else root.setAttribute(name, value)
      }
    }
  }, [])
  return null
}

/**
 * The story's theme, language and direction, on its own canvas: the direction follows the
 * language (Arabic: rtl) unless `globals.dir` sets one. Nothing is set on the document, so the
 * stories of a Docs page never share them.
 */
const withThemeAndLanguage: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light'
  const locale = catalogLocale(context.globals.locale)
  const dir = context.globals.dir
  // A story in another language than English formats in it too: its `locale` arg (dates, lists,
  // numbers) follows the story's language, so an Arabic story never says "Nov 21" or "and".
  const followsLanguage = 'locale' in context.args && locale !== 'en'
  const story = followsLanguage ? (
    Story({ args: { ...context.args, locale: locale === 'pseudo' ? 'en' : locale } })
  ) : (
    <Story />
  )
  return (
    <I18nProvider i18n={storyI18n(context.loaded)}>
      <RestoresDocument />
      <div
        className={context.viewMode === 'docs' ? 'sb-canvas sb-canvas--docs' : 'sb-canvas'}
        data-theme={theme}
        lang={locale === 'pseudo' ? 'en' : locale}
        dir={dir === 'ltr' || dir === 'rtl' ? dir : textDirection(locale)}
      >
        {story}
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
  // Every story's figures agree with its trends: a card's share is its trend's last point.
  afterEach: async ({ canvasElement }) => {
    await expect(figuresAtOdds(canvasElement), 'figures at odds with their trends').toEqual([])
  },
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
