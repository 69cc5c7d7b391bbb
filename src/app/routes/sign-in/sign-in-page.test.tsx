import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_API_KEY, DEMO_EMAIL } from '../../../mocks/fixtures.ts'
import { handlerVariants } from '../../../mocks/variants.ts'
import { sessionFixture } from '../../../mocks/fixtures.ts'
import { mockState, resetMockState, worker } from '../../testing/msw.ts'
import { appSettled, renderApp } from '../../testing/render-app.tsx'
import { dashboardHeading, submitSignIn } from '../../testing/sign-in-form.ts'

describe('the sign-in page', () => {
  // Each test's mock state is its own: no request of a test's app reaches the next one's.
  afterEach(appSettled)

  it('prefills the region and the e-mail of another session, then opens the region', async () => {
    resetMockState({ signedIn: ['us'] })
    const { screen, location } = await renderApp('/sign-in?region=eu')
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect.element(screen.getByLabelText('Region', { exact: true })).toHaveValue('eu')
    await expect.element(screen.getByLabelText('E-mail address')).toHaveValue(DEMO_EMAIL)
    await expect
      .element(screen.getByRole('navigation', { name: 'Regions you are signed in to' }))
      .toMatchTextContent(/United States/)

    await submitSignIn(screen, { apiKey: DEMO_API_KEY })

    await expect.element(dashboardHeading(screen, 'Europe')).toBeVisible()
    expect(location()).toBe('/regions/eu')
  })

  it('after an expiry, prefills the e-mail of the lost session and lists only the others', async () => {
    resetMockState({ signedIn: ['us', 'eu'] })
    mockState.sessions.set('us', sessionFixture('us', 'someone.else@example.com'))
    mockState.expired.add('eu')
    const { screen, location } = await renderApp('/regions/eu')

    await expect.element(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    // Whichever noticed first, the page's own redirect or the failed call, the reason ends as this.
    await expect
      .poll(location)
      .toBe('/sign-in?region=eu&returnTo=%2Fregions%2Feu&reason=session_expired')
    await expect.element(screen.getByLabelText('E-mail address')).toHaveValue(DEMO_EMAIL)
    const others = screen.getByRole('navigation', { name: 'Regions you are signed in to' })
    await expect.element(others).toMatchTextContent(/United States/)
    await expect.element(others).not.toMatchTextContent(/Europe/)

    await submitSignIn(screen, { apiKey: DEMO_API_KEY })
    await expect.element(dashboardHeading(screen, 'Europe')).toBeVisible()
    expect(location()).toBe('/regions/eu')
  })

  it('shows why sign-in failed and stays on the page', async () => {
    resetMockState({ signedIn: [] })
    const { screen, location } = await renderApp('/sign-in?region=us')
    await submitSignIn(screen, { email: DEMO_EMAIL, apiKey: 'wrong-key' })
    await expect
      .element(screen.getByRole('alert'))
      .toMatchTextContent('The e-mail address or API key is not correct. Check both and try again.')
    expect(location()).toBe('/sign-in?region=us')
  })

  it.each([
    [
      'signInRateLimited',
      'This e-mail address is locked after too many sign-ins with a wrong API key. Try again in about 15 minutes.',
    ],
    [
      'signInRateLimitedNetwork',
      'Sign-in from your network is locked after too many sign-ins with a wrong API key. Try again in 40 seconds.',
    ],
  ] as const)('says what is locked and for how long (%s)', async (variant, message) => {
    resetMockState({ signedIn: [] })
    worker.use(...handlerVariants[variant])
    const { screen } = await renderApp('/sign-in?region=us')
    await submitSignIn(screen, { email: DEMO_EMAIL, apiKey: DEMO_API_KEY })
    await expect.element(screen.getByRole('alert')).toMatchTextContent(message)
  })

  it('returns to returnTo when it belongs to the region signed in to', async () => {
    resetMockState({ signedIn: [] })
    const { screen, location } = await renderApp(
      '/sign-in?region=ca&returnTo=%2Fregions%2Fca%3Fview%3Dtable&reason=not_signed_in',
    )
    await expect.element(screen.getByText('Sign in to Canada to see its data.')).toBeVisible()
    await submitSignIn(screen, { email: DEMO_EMAIL, apiKey: DEMO_API_KEY })
    await expect.element(dashboardHeading(screen, 'Canada')).toBeVisible()
    expect(location()).toBe('/regions/ca?view=table')
  })

  it.each([
    ['protocol-relative', '%2F%2Fevil.example%2F'],
    ['with a tab', '%2F%09%2Fevil.example'],
    ['with a newline', '%2F%0A%2Fevil.example'],
    ['with a backslash', '%2F%5Cevil.example'],
    ['with an encoded slash', '%2F%252F%252Fevil.example'],
  ])('ignores a returnTo that leaves the app (%s)', async (_case, returnTo) => {
    resetMockState({ signedIn: [] })
    const { screen, location } = await renderApp(`/sign-in?region=us&returnTo=${returnTo}`)
    await submitSignIn(screen, { email: DEMO_EMAIL, apiKey: DEMO_API_KEY })
    await expect.element(dashboardHeading(screen, 'United States')).toBeVisible()
    expect(location()).toBe('/regions/us')
  })
})
