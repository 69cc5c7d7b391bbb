import type { Decorator, Preview } from '@storybook/react-vite'
import { setupWorker } from 'msw/browser'
import { createPreviewAnnotations } from 'msw-storybook-addon/preview'
import { handlers, mockState } from '../src/mocks/handlers.ts'
import '../src/styles/tokens.css'
import '../src/styles/global.css'
import './preview.css'

/**
 * MSW starts once (msw-storybook-addon keeps one worker for the whole session) with the
 * happy-path BFF handlers; a story overrides only what its state needs in `beforeEach({ msw })`,
 * and the addon resets those overrides after the story.
 */
const mswAnnotations = createPreviewAnnotations(async () => {
  const worker = setupWorker(...handlers)
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      // Only the BFF's API is mocked; assets and Storybook's own requests pass through.
      if (new URL(request.url).pathname.startsWith('/api/')) print.error()
    },
  })
  return worker
})

/** Theme and direction come from the toolbar (or a story's `globals`). */
const withThemeAndDirection: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light'
  const dir = context.globals.dir === 'rtl' ? 'rtl' : 'ltr'
  return (
    <div
      className={context.viewMode === 'docs' ? 'sb-canvas sb-canvas--docs' : 'sb-canvas'}
      data-theme={theme}
      dir={dir}
    >
      <Story />
    </div>
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
  decorators: [withThemeAndDirection],
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
    dir: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', dir: 'ltr' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test (Vitest addon) and show in the panel.
    a11y: { test: 'error' },
  },
}

export default preview
