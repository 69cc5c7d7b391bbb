import { useState, type ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { App, createApp } from '../app.tsx'

/**
 * The whole SPA (its routes, query client, API client and lost-session handler) at `path`, for
 * page-level stories: every request goes to the MSW handlers of src/mocks, as in the app.
 */
export function AppAt({ path }: { path: string }) {
  const [app] = useState(createApp)
  const [router] = useState(
    () =>
      function StoryRouter({ children }: { children: ReactNode }) {
        return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      },
  )
  return <App queryClient={app.queryClient} sessionRedirect={app.sessionRedirect} router={router} />
}

/** How long a page story waits: the page loads its lazy chunk first, and a failed read is retried once. */
export const PAGE_MS = 10_000

/** A page story's meta besides its title: the whole app, full screen, at `path`. */
export function pageStory(path: string) {
  return { component: AppAt, args: { path }, parameters: { layout: 'fullscreen' } }
}
