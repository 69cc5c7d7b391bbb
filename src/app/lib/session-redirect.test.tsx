import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { DEMO_API_KEY } from '../../mocks/fixtures.ts'
import { handlerVariants } from '../../mocks/variants.ts'
import { mockState, resetMockState, worker } from '../testing/msw.ts'
import { renderApp } from '../testing/render-app.tsx'
import { dashboardHeading, submitSignIn } from '../testing/sign-in-form.ts'

describe('a lost session', () => {
  it('sends an expired session to sign-in for its region, then back to the same page', async () => {
    resetMockState({ signedIn: ['us', 'eu'] })
    const { screen, location } = await renderApp('/regions/eu')
    await expect.element(screen.getByRole('button', { name: 'Refresh' })).toBeVisible()
    // The page's history request has answered too, so the Refresh below is the first request the
    // expired session meets (else the history could meet it first and leave before the click).
    await expect.element(screen.getByTestId('metric-trend').first()).toBeVisible()

    mockState.expired.add('eu')
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))

    await expect
      .element(screen.getByText('You were signed out of Europe.', { exact: false }))
      .toBeVisible()
    expect(location()).toBe('/sign-in?region=eu&returnTo=%2Fregions%2Feu&reason=session_expired')
    // The other session's e-mail is ready; only the key is missing.
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to Europe again' }))
    await expect.element(screen.getByLabelText('API key', { exact: true })).toHaveFocus()

    await submitSignIn(screen, { apiKey: DEMO_API_KEY })
    await expect.element(dashboardHeading(screen, 'Europe')).toBeVisible()
    expect(location()).toBe('/regions/eu')
  })

  it('sends a missing session (not_signed_in) to sign-in with its own message', async () => {
    resetMockState({ signedIn: ['ca'] })
    const { screen, location } = await renderApp('/regions/ca')
    await expect.element(screen.getByRole('button', { name: 'Refresh' })).toBeVisible()
    worker.use(...handlerVariants.notSignedIn)
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    await expect.element(screen.getByText('Sign in to Canada to see its data.')).toBeVisible()
    expect(location()).toBe('/sign-in?region=ca&returnTo=%2Fregions%2Fca&reason=not_signed_in')
  })

  it('keeps other failures on the page, with the last data and a way to retry', async () => {
    resetMockState({ signedIn: ['us'] })
    const { screen, location } = await renderApp('/regions/us')
    // The heading shows while loading too: wait for the data before the upstream goes down.
    await expect
      .element(screen.getByRole('figure', { name: 'Pipelines with leaders' }))
      .toBeVisible()
    worker.use(...handlerVariants.upstreamDown)
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    await expect
      .element(screen.getByRole('alert'), { timeout: 5_000 })
      .toMatchTextContent(/The Talent Platform is not available right now\./)
    expect(location()).toBe('/regions/us')
    await expect
      .element(screen.getByRole('figure', { name: 'Pipelines with leaders' }))
      .toBeVisible()
  })

  it('shows a first load that fails with an error panel whose retry recovers', async () => {
    resetMockState({ signedIn: ['us'] })
    worker.use(...handlerVariants.upstreamTimeout)
    const { screen } = await renderApp('/regions/us')
    await expect
      .element(screen.getByRole('alert'), { timeout: 5_000 })
      .toMatchTextContent(/The Talent Platform took too long to answer\./)
    worker.resetHandlers()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await expect
      .element(screen.getByRole('figure', { name: 'Pipelines with leaders' }))
      .toBeVisible()
  })

  it('sends a region that is not signed in to its sign-in page before any data request', async () => {
    resetMockState({ signedIn: [] })
    let dataRequests = 0
    worker.events.on('request:start', ({ request }) => {
      if (request.url.includes('/organization-info')) dataRequests += 1
    })
    const { screen, location } = await renderApp('/regions/us')
    await expect
      .element(screen.getByText('Sign in to United States to see its data.'))
      .toBeVisible()
    worker.events.removeAllListeners('request:start')
    expect(location()).toBe('/sign-in?region=us&returnTo=%2Fregions%2Fus&reason=not_signed_in')
    expect(dataRequests).toBe(0)
  })
})
