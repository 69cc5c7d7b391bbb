import { randomBytes } from 'node:crypto'
import { startSimulator, type RunningSimulator } from '../src/simulator/server.ts'
import { DEMO_EMAIL } from '../src/simulator/datasets.ts'
import { startAppProcess, type AppProcess } from './embed/app-process.ts'
import { expect, fillSignIn, test } from './fixtures.ts'
import { expectRegionCharts, refreshUntil, openHeaderMenu } from './support/dashboard.ts'
import { SimulatorControl } from './support/simulator-control.ts'

/**
 * The BFF pointed at the standalone simulator exactly as at real regions: TALENT_* variables,
 * a session secret and PUBLIC_ORIGIN (set by startAppProcess), no demo mode. Only the two configured regions are offered.
 */
let simulator: RunningSimulator
let app: AppProcess
let control: SimulatorControl

test.beforeAll(async () => {
  simulator = await startSimulator({ port: 0 })
  control = new SimulatorControl(simulator.url)
  app = await startAppProcess({
    TALENT_US_BASE_URL: simulator.regionBaseUrl('us'),
    TALENT_US_BASIC_AUTH: simulator.basicCredential('us'),
    TALENT_EU_BASE_URL: simulator.regionBaseUrl('eu'),
    TALENT_EU_BASIC_AUTH: simulator.basicCredential('eu'),
    SESSION_SECRET: randomBytes(32).toString('base64url'),
  })
})

test.afterAll(async () => {
  await app?.stop()
  await simulator?.close()
})

test.beforeEach(async () => {
  await control.reset()
})

test('the BFF on TALENT_* variables serves the configured regions of the standalone simulator', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowHttpErrors(401)
  await page.goto(`${app.url}/`)
  await expect(page).toHaveURL(/\/sign-in$/)
  const region = page.getByLabel('Region', { exact: true })
  await expect(region.getByRole('option')).toHaveText([
    'Choose a region',
    'United States',
    'Europe',
  ])

  await fillSignIn(page, 'eu')
  await expect(page).toHaveURL(`${app.url}/regions/eu`)
  await expectRegionCharts(page, 'eu')
  expect(await control.tokens()).toMatchObject({ valid: 1 })

  // A region this server does not offer is not found.
  await page.goto(`${app.url}/regions/ca`)
  await expect(page.getByText('There is no region “ca” on this server.')).toBeVisible()

  // Expiry on the standalone simulator: back to sign-in, and back to Europe after it.
  await page.goto(`${app.url}/regions/eu`)
  await control.advanceClock(864_001)
  await refreshUntil(page, () =>
    expect(page).toHaveURL(/reason=session_expired/, { timeout: 2_000 }),
  )
  // The lost session's e-mail is prefilled: only the API key is typed again.
  await expect(page.getByLabel('E-mail address')).toHaveValue(DEMO_EMAIL)
  await fillSignIn(page, 'eu')
  await expect(page).toHaveURL(`${app.url}/regions/eu`)
  await expectRegionCharts(page, 'eu')

  await openHeaderMenu(page)

  await page.getByRole('button', { name: 'Sign out of Europe' }).click()
  await expect(page.getByText('You signed out of Europe.')).toBeVisible()
  expect(await control.tokens()).toMatchObject({ valid: 0, expired: 1, invalidated: 1 })
})
