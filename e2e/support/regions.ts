import type { Page } from '@playwright/test'
import { regionLabel, type RegionId } from '../../src/domain/regions/regions.ts'

/** A region's entry in the switcher's list: its label, then "Signed in" or "Not signed in". */
function regionEntryName(region: RegionId): RegExp {
  const label = regionLabel(region).replace(/[()]/g, '\\$&')
  return new RegExp(`^${label}\\s*(Signed in|Not signed in)$`)
}

/** Picks another region with the dashboard's region switcher. */
export async function switchRegion(page: Page, region: RegionId): Promise<void> {
  await page.getByRole('button', { name: /^Region:/ }).click()
  await page
    .getByRole('list', { name: 'Regions' })
    .getByRole('button', { name: regionEntryName(region) })
    .click()
}
