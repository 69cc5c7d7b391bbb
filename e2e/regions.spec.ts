import type { Request } from '@playwright/test'
import { DEMO_EMAIL } from '../src/simulator/datasets.ts'
import { dashboardHeading, expect, fillSignIn, signIn, test } from './fixtures.ts'
import { expectRegionCharts } from './support/dashboard.ts'
import { switchRegion } from './support/regions.ts'

test.describe('regions', () => {
  test('switching regions shows each region its own data; signed-in ones from the cache', async ({
    page,
  }) => {
    await signIn(page, 'us')
    await expectRegionCharts(page, 'us')

    // Europe is not signed in: its sign-in page, with the e-mail of the other session.
    await switchRegion(page, 'eu')
    await expect(page).toHaveURL(
      /\/sign-in\?region=eu&returnTo=%2Fregions%2Feu&reason=not_signed_in$/,
    )
    await expect(page.getByText('Sign in to Europe to see its data.')).toBeVisible()
    await expect(page.getByLabel('E-mail address')).toHaveValue(DEMO_EMAIL)
    await expect(page.getByLabel('Region', { exact: true })).toHaveValue('eu')
    await fillSignIn(page, 'eu')
    await expect(page).toHaveURL(/\/regions\/eu$/)
    await expectRegionCharts(page, 'eu')

    // Back to the United States: shown at once from the cache, without a new request.
    const dataRequests: Request[] = []
    page.on('request', (request) => {
      if (request.url().includes('/organization-info')) dataRequests.push(request)
    })
    await switchRegion(page, 'us')
    await expect(page).toHaveURL(/\/regions\/us$/)
    await expect(
      page.getByRole('heading', { level: 1, name: dashboardHeading('us') }),
    ).toBeFocused()
    await expectRegionCharts(page, 'us')
    expect(dataRequests).toEqual([])
    await expect(page).toHaveTitle('United States – Pipeline Diversity Dashboard')
  })

  test('no-data and suppressed distributions render as such', async ({ page }) => {
    // Europe: a whole distribution null and one with a null count; US Government: 0/0 and two
    // totals below the minimum group size (src/simulator/datasets.ts).
    await signIn(page, 'eu')
    await expectRegionCharts(page, 'eu')
    await page.goto('/sign-in?region=gov')
    await fillSignIn(page, 'gov')
    await expect(page).toHaveURL(/\/regions\/gov$/)
    await expectRegionCharts(page, 'gov')
  })

  test('a region with no data at all shows the empty state', async ({ page }) => {
    await signIn(page, 'ap')
    await expect(page.getByRole('heading', { name: 'No pipeline data yet' })).toBeVisible()
    await expect(page.getByText('reports no pipeline data for Asia Pacific yet')).toBeVisible()
  })

  test('a deep link opens after sign-in, and / reopens the last region', async ({ page }) => {
    await page.goto('/regions/us2')
    await expect(page).toHaveURL(
      /\/sign-in\?region=us2&returnTo=%2Fregions%2Fus2&reason=not_signed_in$/,
    )
    await fillSignIn(page, 'us2')
    await expect(page).toHaveURL(/\/regions\/us2$/)
    await expectRegionCharts(page, 'us2')

    await page.goto('/')
    await expect(page).toHaveURL(/\/regions\/us2$/)
    // The browser keeps the last region id and nothing else.
    expect(await page.evaluate('JSON.stringify(Object.entries(localStorage))')).toBe(
      JSON.stringify([['pdd.lastRegion', 'us2']]),
    )
    expect(await page.evaluate('sessionStorage.length')).toBe(0)
    expect(await page.evaluate('document.cookie')).toBe('')
  })

  test('an unknown region or page says so', async ({ page }) => {
    await page.goto('/regions/atlantis')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.getByText('There is no region “atlantis” on this server.')).toBeVisible()
    await expect(page).toHaveTitle('Page not found – Pipeline Diversity Dashboard')

    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Go to the dashboard' }).click()
    await expect(page).toHaveURL(/\/sign-in/)
  })
})
