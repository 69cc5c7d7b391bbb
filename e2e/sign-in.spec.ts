import { readFileSync } from 'node:fs'
import path from 'node:path'
import { catalogKey, pageFiles } from '../scripts/bundle-pages.ts'
import { pageBudget } from '../scripts/check-bundle.ts'
import type { CatalogPart } from '../src/domain/text/languages.ts'
import { manifestSchema } from '../src/server/vite-manifest.ts'
import { DEMO_EMAIL } from '../src/simulator/datasets.ts'
import { dashboardHeading, expect, fillSignIn, signInWithForm, test } from './fixtures.ts'
import { expectRegionCharts, refreshWhileUpstreamFails } from './support/dashboard.ts'

function builtManifest() {
  const manifestPath = path.resolve(import.meta.dirname, '../dist/client/.vite/manifest.json')
  return manifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')))
}

/** The built file of the English catalog's `part` (decision 0202). */
function englishCatalog(part: CatalogPart): string {
  const file = builtManifest()[catalogKey(part, 'en')]?.file
  if (file === undefined) throw new Error(`The build has no ${catalogKey(part, 'en')}.`)
  return `/${file}`
}

/** Files only the dashboard needs (its route chunk, Recharts…), from the build's manifest. */
function dashboardOnlyFiles(): string[] {
  const manifest = builtManifest()
  const signIn = new Set(pageFiles(manifest, pageBudget('sign-in')))
  return pageFiles(manifest, pageBudget('dashboard')).filter((file) => !signIn.has(file))
}

test.describe('sign-in', () => {
  test('the sign-in page downloads none of the dashboard code', async ({ page }) => {
    const dashboardFiles = dashboardOnlyFiles()
    expect(dashboardFiles.some((file) => file.includes('dashboard-page'))).toBe(true)
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto('/sign-in')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect(page.getByLabel('Region', { exact: true })).toBeVisible()
    expect(requested.some((pathname) => pathname.includes('sign-in-page'))).toBe(true)
    expect(requested.filter((pathname) => dashboardFiles.includes(pathname.slice(1)))).toEqual([])
  })

  test('typing in the form starts the dashboard’s code, before any submit', async ({ page }) => {
    const dashboardFiles = dashboardOnlyFiles()
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto('/sign-in?region=us')
    await expect(page.getByLabel('E-mail address')).toBeVisible()
    expect(requested.filter((pathname) => dashboardFiles.includes(pathname.slice(1)))).toEqual([])
    const dashboardChunk = page.waitForRequest((request) =>
      new URL(request.url()).pathname.includes('dashboard-page'),
    )
    await page.getByLabel('E-mail address').fill(DEMO_EMAIL)
    await dashboardChunk
    await expect(page).toHaveURL(/\/sign-in\?region=us$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  })

  test('the sign-in page loads only the shell’s words; the dashboard brings the rest', async ({
    page,
  }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto('/sign-in?region=us')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    expect(requested).toContain(englishCatalog('shell'))
    expect(requested).not.toContain(englishCatalog('app'))
    await signInWithForm(page, 'us')
    await expectRegionCharts(page, 'us')
    expect(requested).toContain(englishCatalog('app'))
  })

  test('demo credentials open the region whose charts match its dataset', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/sign-in/)
    await expect(page).toHaveTitle('Sign in – Pipeline Diversity Dashboard')
    await signInWithForm(page, 'us')
    await expect(page).toHaveTitle('United States – Pipeline Diversity Dashboard')
    await expectRegionCharts(page, 'us')
    // The header names who is signed in: the account menu's toggle shows the e-mail address.
    await expect(
      page.getByText(DEMO_EMAIL, { exact: true }).filter({ visible: true }),
    ).toBeVisible()
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
    // The SPA retries a failed read before it shows the error (backoff), so give each refresh
    // time to finish instead of restarting it.
    test.setTimeout(60_000)
    await signInWithForm(page, 'us')
    await refreshWhileUpstreamFails(page, simulator, consoleGuard, 'The Talent Platform')
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
