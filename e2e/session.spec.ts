import { DEMO_EMAIL } from '../src/simulator/datasets.ts'
import { expect, fillSignIn, signInWithForm, test } from './fixtures.ts'
import { bffSessions, signedInRegions } from './support/bff.ts'
import { expectRegionCharts, refreshUntil, openHeaderMenu } from './support/dashboard.ts'

/** The spec's token lifetime (864000 s) plus one second. */
const PAST_TOKEN_LIFETIME_S = 864_001

test.describe('lost sessions', () => {
  test('an expired token leads to sign-in with the expiry message, then back to the region', async ({
    page,
    simulator,
    consoleGuard,
  }) => {
    consoleGuard.allowHttpErrors(401)
    await signInWithForm(page, 'eu')
    await simulator.advanceClock(PAST_TOKEN_LIFETIME_S)

    await refreshUntil(page, () => expect(page).toHaveURL(/\/sign-in\?/, { timeout: 2_000 }))
    const url = new URL(page.url())
    expect(Object.fromEntries(url.searchParams)).toEqual({
      region: 'eu',
      returnTo: '/regions/eu',
      reason: 'session_expired',
    })
    const notice = page.getByRole('alert').filter({ hasText: 'Your session has expired' })
    await expect(notice).toContainText('You were signed out of Europe.')
    await expect(page).toHaveTitle('Sign in – Pipeline Diversity Dashboard')
    await expect(page.getByLabel('E-mail address')).toHaveValue(DEMO_EMAIL)

    await fillSignIn(page, 'eu')
    await expect(page).toHaveURL(/\/regions\/eu$/)
    await expectRegionCharts(page, 'eu')
    expect((await simulator.tokens()).expired).toBe(1)
  })

  test('a rotated API key (password change) does the same; the new key signs in', async ({
    page,
    simulator,
    consoleGuard,
  }) => {
    consoleGuard.allowHttpErrors(401)
    await signInWithForm(page, 'us')
    const newKey = await simulator.rotateApiKey('us', DEMO_EMAIL)

    await refreshUntil(page, () =>
      expect(page).toHaveURL(/reason=session_expired/, { timeout: 2_000 }),
    )
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your session has expired' }),
    ).toContainText('You were signed out of United States.')
    await fillSignIn(page, 'us', { apiKey: newKey })
    await expect(page).toHaveURL(/\/regions\/us$/)
    await expectRegionCharts(page, 'us')
  })

  test('signing out invalidates the upstream token and says so', async ({ page, simulator }) => {
    await signInWithForm(page, 'ca')
    const before = await simulator.tokens()
    await openHeaderMenu(page)
    await page.getByRole('button', { name: 'Sign out of Canada' }).click()
    await expect(page).toHaveURL(/\/sign-in\?region=ca&reason=signed_out$/)
    await expect(
      page.getByRole('status').filter({ hasText: 'You signed out of Canada.' }),
    ).toBeVisible()
    const after = await simulator.tokens()
    expect(after.invalidated).toBe(before.invalidated + 1)
    expect(after.valid).toBe(before.valid - 1)

    // The session is gone: the dashboard sends the user back to sign in.
    await page.goto('/regions/ca')
    await expect(page).toHaveURL(
      /\/sign-in\?region=ca&returnTo=%2Fregions%2Fca&reason=not_signed_in$/,
    )
  })

  test('signing out of all regions invalidates every token and leaves no region signed in', async ({
    page,
    simulator,
  }) => {
    await signInWithForm(page, 'us')
    for (const region of ['eu', 'ca'] as const) {
      await page.goto(`/sign-in?region=${region}`)
      await fillSignIn(page, region)
      await expect(page).toHaveURL(new RegExp(`/regions/${region}$`))
    }
    expect((await simulator.tokens()).valid).toBe(3)

    await openHeaderMenu(page)

    await page.getByRole('button', { name: 'Sign out of all regions' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'You signed out of every region.' }),
    ).toBeVisible()
    expect(await simulator.tokens()).toMatchObject({ valid: 0, invalidated: 3 })

    // The cookie the browser kept holds no region: the BFF lists none, and neither does the page.
    expect(await bffSessions(page.request)).toEqual({ sessions: [] })
    expect(await signedInRegions(page.request)).toEqual([])
    await page.reload()
    await expect(page.getByLabel('API key', { exact: true })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Regions you are signed in to' }),
    ).toHaveCount(0)
  })
})
