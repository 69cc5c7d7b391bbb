import type { Page } from '@playwright/test'
import type { Language } from '../../src/domain/text/languages.ts'
import type { RegionId } from '../../src/domain/regions/regions.ts'
import { DEMO_API_KEY, DEMO_EMAIL } from '../../src/simulator/datasets.ts'
import { expect } from '../fixtures.ts'
import { translated } from './catalog.ts'
import { openHeaderMenu } from './dashboard.ts'

/** The language journeys' steps, in the language of the page (texts from the catalogs). */

/**
 * The languages a journey loops over in a full browser: English, the longest (German) and the
 * one right to left (Arabic). Every language's labels are measured at a phone's and a desktop's
 * width by the component tests (src/components/testing/labels-fit.test.tsx), and every
 * translation by the catalog checks; a full sign-in per language added time, not coverage.
 */
export const BROWSER_LANGUAGES = ['en', 'de', 'ar'] as const satisfies readonly Language[]

export function regionName(language: Language, region: RegionId): string {
  const english = { us: 'United States', eu: 'Europe', gov: 'US Government' } as const
  if (!(region in english)) throw new Error(`add ${region} to regionName`)
  return translated(language, english[region as keyof typeof english])
}

export function dashboardHeading(language: Language, region: RegionId): string {
  return translated(language, 'Pipeline diversity: {regionName}').replace(
    '{regionName}',
    regionName(language, region),
  )
}

/** Signs in on the open sign-in page with the form's labels in `language`. */
export async function signInAs(page: Page, language: Language, region: RegionId) {
  await page.getByLabel(translated(language, 'Region'), { exact: true }).selectOption(region)
  await page.getByLabel(translated(language, 'E-mail address'), { exact: true }).fill(DEMO_EMAIL)
  await page.getByLabel(translated(language, 'API key'), { exact: true }).fill(DEMO_API_KEY)
  await page.getByRole('button', { name: translated(language, 'Sign in'), exact: true }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: dashboardHeading(language, region), exact: true }),
  ).toBeVisible()
}

/** Picks a language by its own name in the header's language menu (in the row, or in the menu). */
export async function chooseLanguage(page: Page, name: string) {
  const menus = page.locator('.language-menu select')
  await menus.first().waitFor({ state: 'attached' })
  if ((await menus.filter({ visible: true }).count()) === 0) await openHeaderMenu(page)
  await menus.filter({ visible: true }).first().selectOption({ label: name })
}
