import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from '../../components/testing/render.tsx'
import { AppLink, AppNavLink } from './app-link.tsx'

function Where() {
  const { pathname, search } = useLocation()
  return <output aria-label="Address">{`${pathname}${search}`}</output>
}

const renderAt = (path: string, links: ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Where />
    </MemoryRouter>,
  )

describe('AppLink', () => {
  it('is a link to the path that the router follows on a plain click', async () => {
    const screen = await renderAt('/', <AppLink to="/sign-in?region=eu">Sign in</AppLink>)
    const link = screen.getByRole('link', { name: 'Sign in' })
    await expect.element(link).toHaveAttribute('href', '/sign-in?region=eu')
    await userEvent.click(link)
    await expect.element(screen.getByLabelText('Address')).toHaveTextContent('/sign-in?region=eu')
  })
})

describe('AppNavLink', () => {
  const nav = (
    <nav>
      <AppNavLink to="/regions/eu" end>
        Dashboard
      </AppNavLink>
      <AppNavLink to="/regions/eu/trends">Trends</AppNavLink>
      <AppNavLink to="/regions">Regions</AppNavLink>
    </nav>
  )

  it('marks the link of the page shown, and with `end` only its own path', async () => {
    const screen = await renderAt('/regions/eu/trends', nav)
    await expect
      .element(screen.getByRole('link', { name: 'Trends' }))
      .toHaveAttribute('aria-current', 'page')
    await expect
      .element(screen.getByRole('link', { name: 'Regions' }))
      .toHaveAttribute('aria-current', 'page')
    await expect
      .element(screen.getByRole('link', { name: 'Dashboard' }))
      .not.toHaveAttribute('aria-current')
  })

  it('follows the navigation', async () => {
    const screen = await renderAt('/regions/eu/trends', nav)
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }))
    await expect
      .element(screen.getByRole('link', { name: 'Dashboard' }))
      .toHaveAttribute('aria-current', 'page')
    await expect
      .element(screen.getByRole('link', { name: 'Trends' }))
      .not.toHaveAttribute('aria-current')
  })
})
