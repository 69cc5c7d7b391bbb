import { DEMO_API_KEY, DEMO_EMAIL } from '../src/simulator/datasets.ts'
import { dashboardHeading, expect, test } from './fixtures.ts'
import { expectRegionCharts } from './support/dashboard.ts'
import { tabTo } from './support/keyboard.ts'

test('keyboard only: sign in, switch region, open the table view, sign out', async ({ page }) => {
  await page.goto('/sign-in?region=us')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()

  // The skip link comes first and leads into the page.
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()

  // Sign in: the region is preselected from the address; type the rest and press Enter.
  await tabTo(page, page.getByLabel('E-mail address'))
  await page.keyboard.type(DEMO_EMAIL)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('API key', { exact: true })).toBeFocused()
  await page.keyboard.type(DEMO_API_KEY)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/regions\/us$/)
  const usHeading = page.getByRole('heading', { level: 1, name: dashboardHeading('us') })
  await expect(usHeading).toBeFocused()
  await expectRegionCharts(page, 'us')

  // Switch region: open the switcher, arrow down to Europe, Enter; sign in there.
  await tabTo(page, page.getByRole('button', { name: /^Region:/ }), { back: true })
  await page.keyboard.press('Enter')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('button', { name: /^Europe/ })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/sign-in\?region=eu&/)
  await expect(page.getByLabel('E-mail address')).toHaveValue(DEMO_EMAIL)
  await tabTo(page, page.getByLabel('API key', { exact: true }))
  await page.keyboard.type(DEMO_API_KEY)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/regions\/eu$/)
  await expect(page.getByRole('heading', { level: 1, name: dashboardHeading('eu') })).toBeFocused()

  // The table view: every number in a real table.
  await tabTo(page, page.getByRole('button', { name: 'Show table' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Show charts' })).toBeFocused()
  await expect(page).toHaveURL(/\/regions\/eu\?view=table$/)
  const table = page.getByRole('table', { name: /^Distributions in Europe/ })
  await expect(table).toBeVisible()
  await expect(table.getByRole('row', { name: /Pipelines with leaders/ })).toContainText('40%')

  // Sign out of Europe: open the account menu (a disclosure) from the keyboard.
  await tabTo(page, page.locator('.app-header summary').filter({ visible: true }), { back: true })
  await page.keyboard.press('Enter')
  await tabTo(page, page.getByRole('button', { name: 'Sign out of Europe' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/sign-in\?region=eu&reason=signed_out$/)
  await expect(page.getByText('You signed out of Europe.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeFocused()
})
