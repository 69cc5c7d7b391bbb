import { test as base, expect, type Page } from '@playwright/test'
import { regionLabel, type RegionId } from '../src/domain/regions/regions.ts'
import { DEMO_API_KEY, DEMO_EMAIL } from '../src/simulator/datasets.ts'
import { consoleGuardFixture, type ConsoleGuard } from './support/console-guard.ts'
import { SimulatorControl } from './support/simulator-control.ts'

/**
 * Fixtures of the browser journeys. The app under test is the one playwright.config.ts starts
 * (demo mode: the simulator runs in-process on E2E_SIMULATOR_PORT, default 4181).
 */

export const SIMULATOR_URL = `http://127.0.0.1:${Number(process.env.E2E_SIMULATOR_PORT ?? 4181)}`

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

export async function signIn(page: Page, region: RegionId, credentials: Credentials = {}) {
  await page.goto(`/sign-in?region=${region}`)
  await fillSignIn(page, region, credentials)
  await expect(page).toHaveURL(new RegExp(`/regions/${region}$`))
  await expect(
    page.getByRole('heading', { level: 1, name: dashboardHeading(region), exact: true }),
  ).toBeVisible()
}

interface Fixtures {
  simulator: SimulatorControl
  resetSimulator: void
  consoleGuard: ConsoleGuard
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  simulator: async ({}, use) => {
    await use(new SimulatorControl(SIMULATOR_URL))
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
