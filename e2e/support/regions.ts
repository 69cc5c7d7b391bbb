import type { Page } from '@playwright/test'
import type { RegionId } from '../../src/domain/regions.ts'
import { regionLabel } from '../../src/domain/regions.ts'

/** Picks another region in the dashboard's region switcher. */
export async function switchRegion(page: Page, region: RegionId): Promise<void> {
  await page.getByRole('combobox', { name: 'Region' }).selectOption({ label: regionOption(region) })
}

/** How the switcher names a region (signed-in ones plainly, others marked). */
export function regionOption(region: RegionId): string {
  return regionLabel(region)
}
