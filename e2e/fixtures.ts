import { test as base, expect, type Page } from '@playwright/test'
import { regionLabel, type RegionId } from '../src/domain/regions/regions.ts'
import { DEMO_API_KEY, DEMO_EMAIL } from '../src/simulator/datasets.ts'
import { consoleGuardFixture, type ConsoleGuard } from './support/console-guard.ts'
import { SimulatorControl } from './support/simulator-control.ts'
import { appServer, type AppServer } from './support/app-servers.ts'

/**
 * Fixtures of the browser journeys. The app under test is this worker's, one of those
 * playwright.config.ts starts (demo mode: its simulator runs in-process, e2e/support/app-servers.ts).
 */

/** This worker's app: its port, its simulator's and its store's folder. */
export function workerApp(): AppServer {
  return appServer(test.info().parallelIndex)
}

/** This worker's simulator, for a journey that talks to it directly. */
function simulatorUrl(): string {
  return `http://127.0.0.1:${workerApp().simulatorPort}`
}

export interface Credentials {
  email?: string
  apiKey?: string
}

/** The h1 of a region's dashboard, in every state of the page. */
export function dashboardHeading(region: RegionId): string {
  return `Pipeline diversity: ${regionLabel(region)}`
}

/**
 * Signs in on the sign-in page already open (or opens it for `region`) and waits for the
 * region's dashboard.
 */
export async function fillSignIn(page: Page, region: RegionId, credentials: Credentials = {}) {
  await page.getByLabel('Region', { exact: true }).selectOption(region)
  await page.getByLabel('E-mail address').fill(credentials.email ?? DEMO_EMAIL)
  await page.getByLabel('API key', { exact: true }).fill(credentials.apiKey ?? DEMO_API_KEY)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** The dashboard of `region`, signed in, as a journey that is not about the form starts. */
async function expectDashboard(page: Page, region: RegionId) {
  await expect(page).toHaveURL(new RegExp(`/regions/${region}$`))
  await expect(
    page.getByRole('heading', { level: 1, name: dashboardHeading(region), exact: true }),
  ).toBeVisible()
}

/**
 * Signs in through the form, as a user does, and waits for the region's dashboard: for the
 * journeys about signing in.
 */
export async function signInWithForm(page: Page, region: RegionId, credentials: Credentials = {}) {
  await page.goto(`/sign-in?region=${region}`)
  await fillSignIn(page, region, credentials)
  await expectDashboard(page, region)
}

/**
 * Signs in through the API (`POST /api/session`, in the page's own cookie jar, from the app's
 * origin as the form posts), then opens the region's dashboard: for the journeys that start
 * signed in. The form's own journeys use signInWithForm.
 */
export async function signIn(page: Page, region: RegionId, credentials: Credentials = {}) {
  // The app of the page's context: this worker's, or another a journey started (its baseURL).
  const origin = new URL((await page.request.get('/readyz')).url()).origin
  const response = await page.request.post(`${origin}/api/session`, {
    data: {
      region,
      email: credentials.email ?? DEMO_EMAIL,
      apiKey: credentials.apiKey ?? DEMO_API_KEY,
    },
    headers: { Origin: origin, 'X-CSRF': '1' },
  })
  expect(response.status(), `sign-in to ${region}: ${await response.text()}`).toBe(200)
  await page.goto(`/regions/${region}`)
  await expectDashboard(page, region)
}

interface Fixtures {
  simulator: SimulatorControl
  resetSimulator: void
  consoleGuard: ConsoleGuard
}

export const test = base.extend<Fixtures>({
  // Each worker talks to its own app (playwright.config.ts): files run side by side.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => {
    await use(`http://localhost:${appServer(testInfo.parallelIndex).port}`)
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  simulator: async ({}, use) => {
    await use(new SimulatorControl(simulatorUrl()))
  },
  // Every journey starts from a fresh simulator: clock, keys, faults and token counts.
  resetSimulator: [
    async ({ simulator }, use) => {
      await simulator.reset()
      await use()
    },
    { auto: true },
  ],
  // A journey fails on any console.error it did not announce (see ConsoleGuard).
  consoleGuard: consoleGuardFixture,
})

export { expect }
