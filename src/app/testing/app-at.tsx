import { useLingui } from '@lingui/react'
import type { StoryObj } from '@storybook/react-vite'
import type { HttpHandler } from 'msw'
import { useState, type ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { expect, fireEvent } from 'storybook/test'
import { App, createApp } from '../app.tsx'
import type { CatalogLocale } from '../i18n/catalogs.ts'
import { isLanguage } from '../../domain/text/languages.ts'

/**
 * The whole SPA (its routes, query client, API client and lost-session handler) at `path`, for
 * page-level stories: every request goes to the MSW handlers of src/mocks, as in the app. It
 * speaks through the story's own Lingui instance (.storybook/preview.tsx), in the story's language.
 */
export function AppAt({ path }: { path: string }) {
  const { i18n } = useLingui()
  const [language] = useState(() => {
    const catalog: CatalogLocale =
      i18n.locale === 'pseudo' || isLanguage(i18n.locale) ? i18n.locale : 'en'
    return { language: catalog, locale: catalog === 'pseudo' ? 'en' : catalog }
  })
  const [app] = useState(createApp)
  const [router] = useState(
    () =>
      function StoryRouter({ children }: { children: ReactNode }) {
        return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      },
  )
  return (
    <App
      queryClient={app.queryClient}
      sessionRedirect={app.sessionRedirect}
      router={router}
      language={language}
      i18n={i18n}
    />
  )
}

/** How long a page story waits: the page loads its lazy chunk first, and a failed read is retried once. */
export const PAGE_MS = 10_000

/** A page story's meta besides its title: the whole app, full screen, at `path`. */
export function pageStory(path: string) {
  return {
    component: AppAt,
    args: { path },
    parameters: { layout: 'fullscreen' },
  }
}

/**
 * A page story's state: the MSW handlers it answers with, over the happy-path ones; several
 * sets combine, the first one's answer winning (`answering(handlerVariants.loading,
 * signedInTo(['us', 'ca']))`: the regions and sessions of the second, the loading data of the
 * first). On a Docs page such a story renders in its own frame: MSW answers a request from the
 * handlers of the window that sent it, so one story's overrides (an error, a slow answer) never
 * leak into its neighbours, which share one window when rendered inline.
 */
export function answering(
  ...handlers: ReadonlyArray<readonly HttpHandler[]>
): Pick<StoryObj<typeof AppAt>, 'beforeEach' | 'parameters'> {
  return {
    beforeEach: ({ msw }) => {
      msw.use(...handlers.flat())
    },
    parameters: { docs: { story: { inline: false, iframeHeight: 720 } } },
  }
}

type PageStory = StoryObj<typeof AppAt>

/**
 * Enters `text` into a field of a framed page story without taking the page's focus. A Docs page
 * plays its framed stories at once, and a page has one focused element: when one frame focuses a
 * field, Chromium leaves every other frame's `activeElement` at `<body>`, so a neighbour's
 * `userEvent.type` or `paste` lands nowhere (the sign-in stories' key was sent empty). Typing
 * with the keyboard is the component tests' and inline stories' part; a framed play fills its
 * fields with this and clicks (a click needs no focus to act).
 */
export async function fillIn(field: HTMLElement, text: string): Promise<void> {
  await fireEvent.input(field, { target: { value: text } })
  await expect(field).toHaveValue(text)
}

/** A page story's play: the page's alert (an error panel) appears and says `message`. */
export function alertSays(message: RegExp): PageStory['play'] {
  return async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: PAGE_MS })).toHaveTextContent(
      message,
    )
  }
}

/** A page story's play: the page's main heading appears, named `name`. */
export function headingSays(name: string): PageStory['play'] {
  return async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name }, { timeout: PAGE_MS }),
    ).toBeVisible()
  }
}

/** A page story's play: the chart `name` appears, its one-sentence summary `description`. */
export function figureSays(name: string, description: string): PageStory['play'] {
  return async ({ canvas }) => {
    await expect(
      await canvas.findByRole('figure', { name }, { timeout: PAGE_MS }),
    ).toHaveAccessibleDescription(description)
  }
}

/** A page story's play: the page is busy loading and says `text`. */
export function busySays(text: string): PageStory['play'] {
  return async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { busy: true }, { timeout: PAGE_MS }),
    ).toHaveTextContent(text)
  }
}
