import { AxeBuilder } from '@axe-core/playwright'
import type { Page, TestInfo } from '@playwright/test'
import { expect, signIn, test } from './fixtures.ts'

async function expectNoAxeViolations(page: Page, testInfo: TestInfo, name: string) {
  const results = await new AxeBuilder({ page }).analyze()
  await testInfo.attach(`axe-${name}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  })
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
  expect(summary, `axe violations on ${name}`).toEqual([])
}

/** Saves a full-page screenshot in the test's output directory and attaches it to the report. */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path, fullPage: true })
  await testInfo.attach(`${name}.png`, { path, contentType: 'image/png' })
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`sign-in and dashboard have no axe violations (${colorScheme})`, async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme })
    await page.goto('/sign-in?region=us')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expectNoAxeViolations(page, testInfo, `sign-in-${colorScheme}`)
    await attachScreenshot(page, testInfo, `sign-in-${colorScheme}`)

    await signIn(page, 'gov')
    await expect(page.getByRole('figure', { name: 'Superstars', exact: true })).toBeVisible()
    await expectNoAxeViolations(page, testInfo, `dashboard-${colorScheme}`)
    await attachScreenshot(page, testInfo, `dashboard-${colorScheme}`)

    await page.getByRole('button', { name: 'View as table' }).click()
    await expect(page.getByRole('table', { name: /^Distributions in US Government/ })).toBeVisible()
    await expectNoAxeViolations(page, testInfo, `dashboard-table-${colorScheme}`)
  })
}

test('the theme switch overrides the system preference for the tab', async ({ page }, testInfo) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await signIn(page, 'us')
  const html = page.locator('html')
  await expect(html).not.toHaveAttribute('data-theme')
  await page.getByRole('radio', { name: 'Dark' }).check()
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 17, 21)')
  await expectNoAxeViolations(page, testInfo, 'dashboard-forced-dark')
  // The choice is not stored: the next load follows the system again.
  await page.reload()
  await expect(page.getByRole('radio', { name: 'System' })).toBeChecked()
  await expect(html).not.toHaveAttribute('data-theme')
})
