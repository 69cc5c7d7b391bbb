import { useLayoutEffect, type ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { render } from '../../components/testing/render.tsx'
import { App, createApp } from '../app.tsx'

function LocationSpy({ onChange }: { onChange: (location: string) => void }) {
  const { pathname, search } = useLocation()
  // During the commit, so the address is current as soon as the new page is in the DOM.
  useLayoutEffect(() => onChange(`${pathname}${search}`), [onChange, pathname, search])
  return null
}

/**
 * The whole SPA (its real routes, query client and lost-session handler) in a memory router
 * starting at `path`, talking to the MSW mock BFF of src/mocks.
 */
export async function renderApp(path: string) {
  const { queryClient, sessionRedirect } = createApp()
  let current = path
  const spy = (location: string) => {
    current = location
  }
  const router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <LocationSpy onChange={spy} />
    </MemoryRouter>
  )
  const screen = await render(
    <App queryClient={queryClient} sessionRedirect={sessionRedirect} router={router} />,
  )
  return { screen, queryClient, location: () => current }
}
