import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { apiPaths } from '../domain/http/contract.ts'
import { errorResponse } from '../mocks/error-response.ts'
import { LAST_REGION_KEY } from './lib/preferences.ts'
import { resetMockState, worker } from './testing/msw.ts'
import { renderApp } from './testing/render-app.tsx'
import { dashboardHeading } from './testing/sign-in-form.ts'

beforeEach(() => {
  localStorage.removeItem(LAST_REGION_KEY)
})

describe('the routes', () => {
  it('opens the last region from /, keeps focus there on the first load, moves it later', async () => {
    resetMockState({ signedIn: ['us', 'eu'] })
    localStorage.setItem(LAST_REGION_KEY, 'eu')
    const { screen, location } = await renderApp('/')
    await expect.element(dashboardHeading(screen, 'Europe')).toBeVisible()
    expect(location()).toBe('/regions/eu')
    // The redirect is part of the first load: the browser's default focus stays.
    expect(document.activeElement).toBe(document.body)

    await userEvent.click(screen.getByRole('button', { name: /^Region:/ }))
    await userEvent.click(
      screen
        .getByRole('list', { name: 'Regions' })
        .getByRole('button', { name: /^United States\s*Signed in$/ }),
    )
    await expect.element(dashboardHeading(screen, 'United States')).toHaveFocus()
    expect(location()).toBe('/regions/us')
    expect(localStorage.getItem(LAST_REGION_KEY)).toBe('us')
  })

  it('opens sign-in from / when no region is signed in', async () => {
    resetMockState({ signedIn: [] })
    const { screen, location } = await renderApp('/')
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    expect(location()).toBe('/sign-in')
  })

  it('says that a region does not exist on this server', async () => {
    resetMockState({ signedIn: ['us'] })
    const { screen } = await renderApp('/regions/atlantis')
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Page not found' }))
      .toBeVisible()
    await expect
      .element(screen.getByText('There is no region “atlantis” on this server.', { exact: false }))
      .toBeVisible()
  })

  it('shows a page whose requests fail as readable text, and Try again recovers', async () => {
    resetMockState({ signedIn: [] })
    worker.use(
      http.get(apiPaths.regions(), () =>
        errorResponse('upstream_unavailable', 'Error: at internal/stack.js:1'),
      ),
    )
    const { screen } = await renderApp('/sign-in?region=us')
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Something went wrong' }), {
        timeout: 5_000,
      })
      .toBeVisible()
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('The Talent Platform is not available right now. Try again later.')
    await expect.element(screen.getByRole('alert')).not.toMatchTextContent(/stack/)

    worker.resetHandlers()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect.element(screen.getByLabelText('Region', { exact: true })).toHaveValue('us')
  })
})
