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
