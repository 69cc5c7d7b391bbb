import { createMemoryRouter } from 'react-router'
import { render } from 'vitest-browser-react'
import { App } from '../app.tsx'
import { createApp } from '../router.tsx'

/**
 * The whole SPA (its real routes, loaders, query client and lost-session handler) in a memory
 * router starting at `path`, talking to the MSW mock BFF of src/mocks.
 */
export async function renderApp(path: string) {
  const { queryClient, router } = createApp((routes) =>
    createMemoryRouter(routes, { initialEntries: [path] }),
  )
  const screen = await render(<App queryClient={queryClient} router={router} />)
  const location = () => `${router.state.location.pathname}${router.state.location.search}`
  return { screen, router, queryClient, location }
}
