import type { QueryClient } from '@tanstack/react-query'
import { useLayoutEffect, type ReactNode } from 'react'
import { expect } from 'vitest'
import { MemoryRouter, useLocation } from 'react-router'
import { render } from '../../components/testing/render.tsx'
import { App, createApp } from '../app.tsx'

function LocationSpy({ onChange }: { onChange: (location: string) => void }) {
  const { pathname, search } = useLocation()
  // During the commit, so the address is current as soon as the new page is in the DOM.
  useLayoutEffect(() => onChange(`${pathname}${search}`), [onChange, pathname, search])
  return null
}

let lastClient: QueryClient | undefined

/**
 * Resolves once the last app `renderApp` rendered has no request in flight. An app a test leaves
 * behind keeps its requests going after it is unmounted, and the mock BFF's state is shared: a
 * late read of a region the next test marks expired would spend that region's session there.
 */
export async function appSettled(): Promise<void> {
  const client = lastClient
  if (client === undefined) return
  await expect.poll(() => client.isFetching() + client.isMutating(), { timeout: 10_000 }).toBe(0)
}

/**
 * The whole SPA (its real routes, query client and lost-session handler) in a memory router
 * starting at `path`, talking to the MSW mock BFF of src/mocks.
 */
export async function renderApp(path: string) {
  const { queryClient, sessionRedirect } = createApp()
  lastClient = queryClient
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
