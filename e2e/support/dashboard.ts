import { expect, type Locator, type Page } from '@playwright/test'
import type { RegionId } from '../../src/domain/regions/regions.ts'
import type { ConsoleGuard } from './console-guard.ts'
import { expectedCharts } from './expected.ts'
import type { SimulatorControl } from './simulator-control.ts'

/** The figure of one distribution chart, found by its accessible name (its caption). */
function chart(page: Page, label: string) {
  return page.getByRole('figure', { name: label, exact: true })
}

/** Asserts that each of the five charts shows what the region's dataset computes to. */
export async function expectRegionCharts(page: Page, region: RegionId): Promise<void> {
  for (const expected of expectedCharts(region)) {
    const figure = chart(page, expected.label)
    await expect(figure).toBeVisible()
    await expect(figure).toHaveAttribute('data-status', expected.status)
    if (expected.status === 'ok') {
      await expect(
        figure.getByRole('img', { name: new RegExp(`^${expected.yes} yes, ${expected.no} no\\.`) }),
      ).toBeVisible()
      await expect(figure.getByText(`Yes ${expected.yes}`)).toBeVisible()
      await expect(figure.getByText(`No ${expected.no}`)).toBeVisible()
    } else if (expected.status === 'no_data') {
      await expect(figure.getByText(expected.text, { exact: true })).toBeVisible()
    } else {
      await expect(figure.getByTestId('distribution-status')).toContainText(
        'Hidden to protect privacy',
      )
    }
  }
}

/**
 * Clicks "Refresh" until `done` holds. The BFF caches Organization Info for a few seconds
 * (ORG_INFO_CACHE_TTL_MS, default 5 s), so the first refresh after a change upstream may still
 * show the cached answer, as it would for a user.
 */
export async function refreshUntil(page: Page, done: () => Promise<void>): Promise<void> {
  await expect(async () => {
    const refresh = page.getByRole('button', { name: 'Refresh' })
    if (await refresh.isVisible()) await refresh.click()
    await done()
  }).toPass({ intervals: [1_000], timeout: 30_000 })
}

/**
 * Makes every upstream read fail, then clicks "Refresh" until the alert says `alert`. The SPA
 * retries a failed read before it shows the error (backoff), so a journey calling this gives
 * itself a minute; the 5xx answers it provokes are allowed on the console.
 */
export async function refreshWhileUpstreamFails(
  page: Page,
  simulator: SimulatorControl,
  consoleGuard: ConsoleGuard,
  alert: string,
): Promise<void> {
  consoleGuard.allowHttpErrors(502, 503, 504)
  await simulator.setFaults({ mode: 'error', ratio: 1 })
  await refreshUntil(page, () =>
    expect(page.getByRole('alert')).toContainText(alert, { timeout: 10_000 }),
  )
}

/**
 * Opens the header's menu (the account from 1024 px up, everything on a phone), where the
 * sign-out buttons are.
 */
export async function openHeaderMenu(page: Page): Promise<void> {
  const menu = page.locator('.app-header details').filter({ visible: true })
  if ((await menu.getAttribute('open')) === null) await menu.locator('summary').click()
}

/** True when no part of the header's region button is cut ("Region:" may be read only: 1 px). */
export async function regionButtonWhole(region: Locator): Promise<boolean> {
  return region.evaluate((button) =>
    [button, ...button.querySelectorAll('*')].every(
      (element) => element.clientWidth <= 1 || element.scrollWidth <= element.clientWidth,
    ),
  )
}
