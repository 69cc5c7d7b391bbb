import type { Page } from '@playwright/test'
import type { Language } from '../src/domain/languages.ts'
import type { RegionId } from '../src/domain/regions.ts'
import { DEMO_API_KEY, DEMO_EMAIL } from '../src/simulator/datasets.ts'
import { expect, test } from './fixtures.ts'
import { translated } from './support/catalog.ts'
import { chooseLanguage, regionButtonWhole } from './support/dashboard.ts'
import { attachScreenshot, expectNoAxeViolations } from './support/report.ts'

/**
 * Every region in its own language (issue 16, docs/i18n.md): the language comes from the
 * browser, the language menu (remembered) or the portal; `<html lang dir>` follow it; the texts
 * are the catalogs' translations; Arabic mirrors the layout and the bars.
 */

function regionName(language: Language, region: RegionId): string {
  const english = { us: 'United States', eu: 'Europe', gov: 'US Government' } as const
  if (!(region in english)) throw new Error(`add ${region} to regionName`)
  return translated(language, english[region as keyof typeof english])
}

function dashboardHeading(language: Language, region: RegionId): string {
  return translated(language, 'Pipeline diversity: {regionName}').replace(
    '{regionName}',
    regionName(language, region),
  )
}

/** Signs in on the open sign-in page with the form's labels in `language`. */
async function signInAs(page: Page, language: Language, region: RegionId) {
  await page.getByLabel(translated(language, 'Region'), { exact: true }).selectOption(region)
  await page.getByLabel(translated(language, 'E-mail address'), { exact: true }).fill(DEMO_EMAIL)
  await page.getByLabel(translated(language, 'API key'), { exact: true }).fill(DEMO_API_KEY)
  await page.getByRole('button', { name: translated(language, 'Sign in'), exact: true }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: dashboardHeading(language, region), exact: true }),
  ).toBeVisible()
}

/** Picks a language by its own name in the header's language menu (in the row, or in the menu). */
test.describe('French from the browser', () => {
  test.use({ locale: 'fr-FR' })

  test('signs in and reads the dashboard in French, with French number formats', async ({
    page,
  }) => {
    await page.goto('/sign-in?region=us')
    const html = page.locator('html')
    await expect(html).toHaveAttribute('lang', 'fr-FR')
    await expect(html).toHaveAttribute('dir', 'ltr')
    await expect(
      page.getByRole('heading', { level: 1, name: translated('fr', 'Sign in') }),
    ).toBeVisible()
    await signInAs(page, 'fr', 'us')
    // Real French, not English: the metric's name and the table toggle.
    const leaders = translated('fr', 'Pipelines with leaders')
    expect(leaders).not.toBe('Pipelines with leaders')
    await expect(page.getByRole('figure', { name: leaders, exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: translated('fr', 'Show table') })).toBeVisible()
    // Percentages in French conventions: a no-break space before the % sign.
    await expect(page.getByTestId('card-pipelinesWithLeaders')).toContainText(/\d[\u00a0\u202f]%/)
    await expect(page).toHaveTitle(new RegExp(regionName('fr', 'us')))
  })
})

test('the language menu switches at once and is remembered; German fits the header', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.goto('/sign-in?region=gov')
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/)
  await signInAs(page, 'en', 'gov')
  await chooseLanguage(page, 'Deutsch')
  await expect(
    page.getByRole('heading', { level: 1, name: dashboardHeading('de', 'gov') }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', /^de/)
  // One header row at 1024 px, in the longer language too, with the region's name whole.
  const header = await page.getByRole('banner').boundingBox()
  expect(header?.height).toBeLessThanOrEqual(72)
  expect(await regionButtonWhole(page.locator('.region-switcher__toggle'))).toBe(true)
  await page.reload()
  await expect(
    page.getByRole('heading', { level: 1, name: dashboardHeading('de', 'gov') }),
  ).toBeVisible()
  await attachScreenshot(page, testInfo, 'dashboard-de-1024', { fullPage: false })
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`German and Arabic have no axe violations (${colorScheme})`, async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme })
    await page.goto('/sign-in?region=us')
    await chooseLanguage(page, 'Deutsch')
    await expect(
      page.getByRole('heading', { level: 1, name: translated('de', 'Sign in') }),
    ).toBeVisible()
    await expectNoAxeViolations(page, testInfo, `sign-in-de-${colorScheme}`)
    await signInAs(page, 'de', 'us')
    await expectNoAxeViolations(page, testInfo, `dashboard-de-${colorScheme}`)

    await chooseLanguage(page, 'العربية')
    await expect(
      page.getByRole('heading', { level: 1, name: dashboardHeading('ar', 'us') }),
    ).toBeVisible()
    await expectNoAxeViolations(page, testInfo, `dashboard-ar-${colorScheme}`)
    await page.getByRole('button', { name: translated('ar', 'Show table') }).click()
    await expectNoAxeViolations(page, testInfo, `dashboard-table-ar-${colorScheme}`)
  })
}

test('Arabic mirrors the page and the bars, and keeps numbers readable', async ({
  page,
}, testInfo) => {
  await page.goto('/sign-in?region=us')
  await chooseLanguage(page, 'العربية')
  const html = page.locator('html')
  await expect(html).toHaveAttribute('lang', 'ar')
  await expect(html).toHaveAttribute('dir', 'rtl')
  await expect(
    page.getByRole('heading', { level: 1, name: translated('ar', 'Sign in') }),
  ).toBeVisible()
  await attachScreenshot(page, testInfo, 'sign-in-ar')
  await signInAs(page, 'ar', 'us')

  // The header starts at the right: the product's name is right of the region menu.
  expect(await regionButtonWhole(page.locator('.region-switcher__toggle'))).toBe(true)
  const brand = await page.locator('.app-header__brand').boundingBox()
  const tools = await page.locator('.app-header__tools').boundingBox()
  expect(brand!.x).toBeGreaterThan(tools!.x)

  // Each bar grows from the right: "yes" touches the bar's right end, "no" its left end.
  const card = page.getByTestId('card-pipelinesWithLeaders')
  const plot = await card.locator('.dc__plot svg').boundingBox()
  const yes = await card.locator('[data-share="yes"]').boundingBox()
  const no = await card.locator('[data-share="no"]').boundingBox()
  expect(Math.abs(yes!.x + yes!.width - (plot!.x + plot!.width))).toBeLessThan(1)
  expect(Math.abs(no!.x - plot!.x)).toBeLessThan(1)
  expect(yes!.width).toBeGreaterThan(0)

  // Numbers stay in Latin digits with the percent sign kept next to them.
  await expect(card).toContainText(/\d+(\.\d)?\u200e?%/)
  await attachScreenshot(page, testInfo, 'dashboard-ar')
})

test.describe('before the app speaks', () => {
  test('the boot placeholder has no words, and #root is busy only until the app renders', async ({
    page,
  }) => {
    // The entry script is held back, so the page shows what index.html alone paints.
    const entry = Promise.withResolvers<void>()
    await page.route('**/assets/index-*.js', async (route) => {
      await entry.promise
      await route.continue()
    })
    // A module script delays DOMContentLoaded: wait for the response only.
    await page.goto('/sign-in', { waitUntil: 'commit' })
    const root = page.locator('#root')
    await expect(root).toHaveAttribute('aria-busy', 'true')
    await expect(page.locator('.boot-loading')).toBeVisible()
    await expect(root).toHaveText('')
    entry.resolve()
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect(root).not.toHaveAttribute('aria-busy')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('says that JavaScript is needed in every language, each marked as such', async ({
      page,
    }) => {
      await page.goto('/sign-in')
      await expect(page.locator('.boot-loading')).toBeHidden()
      const languages = ['en', 'fr', 'de', 'es', 'ar', 'ja']
      for (const language of languages) {
        await expect(page.locator(`p[lang="${language}"]`)).toBeVisible()
      }
      await expect(page.locator('p[lang="ar"]')).toHaveAttribute('dir', 'rtl')
      await expect(page.locator('p[lang="en"]')).toContainText('needs JavaScript')
      await expect(page.locator('p[lang]')).toHaveCount(languages.length)
    })
  })
})
