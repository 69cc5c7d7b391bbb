import { DEMO_EMAIL } from '../src/simulator/datasets.ts'
import { dashboardHeading, expect, fillSignIn, signIn, test } from './fixtures.ts'
import { expectRegionCharts, refreshUntil } from './support/dashboard.ts'

test.describe('sign-in', () => {
  test('demo credentials open the region whose charts match its dataset', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/sign-in/)
    await expect(page).toHaveTitle('Sign in – Pipeline Diversity Dashboard')
    await signIn(page, 'us')
    await expect(page).toHaveTitle('United States – Pipeline Diversity Dashboard')
    await expectRegionCharts(page, 'us')
    await expect(page.getByText(`as ${DEMO_EMAIL}`)).toBeVisible()
  })

  test('a wrong API key shows the invalid-credentials message', async ({ page, consoleGuard }) => {
    consoleGuard.allowHttpErrors(401)
    await page.goto('/sign-in?region=eu')
    await fillSignIn(page, 'eu', { apiKey: 'not-the-key' })
    await expect(page.getByRole('alert')).toHaveText(
      'The e-mail address or API key is not correct. Check both and try again.',
    )
    await expect(page).toHaveURL(/\/sign-in\?region=eu$/)
  })

  test('the upstream being down shows the error at sign-in and on the dashboard', async ({
    page,
    simulator,
    consoleGuard,
  }) => {
    consoleGuard.allowHttpErrors(502, 503, 504)
    await signIn(page, 'us')
    await simulator.setFaults({ mode: 'error', ratio: 1 })
    await refreshUntil(page, () =>
      expect(page.getByRole('alert')).toContainText('The Talent Platform', { timeout: 2_000 }),
    )
    await expect(
      page.getByRole('heading', { level: 1, name: dashboardHeading('us') }),
    ).toBeVisible()

    await page.goto('/sign-in?region=eu')
    await fillSignIn(page, 'eu')
    await expect(page.getByRole('alert')).toContainText('The Talent Platform')

    await simulator.setFaults({ mode: 'none' })
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/\/regions\/eu$/)
    await expectRegionCharts(page, 'eu')
  })
})
