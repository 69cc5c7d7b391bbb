import type { Locator, Page } from '@playwright/test'
import type { Language } from '../src/domain/text/languages.ts'
import { expect, test } from './fixtures.ts'
import { translated } from './support/catalog.ts'
import { regionButtonWhole } from './support/dashboard.ts'
import { BROWSER_LANGUAGES, signInAs } from './support/languages.ts'
import { attachScreenshot } from './support/report.ts'

/**
 * Phone first (issue 29): on a 390×844 phone the first yes/no chart is whole on the first screen
 * and the product's name is there; from 1024 px up the header shows the product's name and the
 * region's whole, on one row: in English, German and Arabic (BROWSER_LANGUAGES).
 */

/** The browser language that selects each UI language. */
const BROWSER_LOCALE: Readonly<Record<(typeof BROWSER_LANGUAGES)[number], string>> = {
  en: 'en-US',
  de: 'de-DE',
  ar: 'ar',
}

const PHONE = { width: 390, height: 844 }

/** True when the element is shown (not read-only, 1 px) and nothing of its text is cut. */
async function shownWhole(element: Locator): Promise<boolean> {
  return element.evaluate(
    (node) => node.clientWidth > 1 && node.scrollWidth <= node.clientWidth + 1,
  )
}

async function bottomOf(element: Locator): Promise<number> {
  const box = await element.boundingBox()
  if (box === null) throw new Error('not rendered')
  return box.y + box.height
}

async function signIn(page: Page, language: Language) {
  await page.goto('/sign-in?region=us')
  await signInAs(page, language, 'us')
}

for (const language of BROWSER_LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: BROWSER_LOCALE[language] })

    test('a phone shows the product name and the first chart whole on its first screen', async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(PHONE)
      await page.goto('/sign-in?region=us')
      const brand = page.locator('.app-header__brand-name')
      // The page's words arrive with its catalog: the name is judged once it has settled.
      await expect
        .poll(() => shownWhole(brand), { message: 'product name on the sign-in page' })
        .toBe(true)
      await signInAs(page, language, 'us')
      await expect
        .poll(() => shownWhole(brand), { message: 'product name on the dashboard' })
        .toBe(true)
      expect(
        await regionButtonWhole(page.locator('.region-switcher__toggle')),
        'region on the dashboard',
      ).toBe(true)
      const figure = page.getByRole('figure', {
        name: translated(language, 'Pipelines with leaders'),
        exact: true,
      })
      await expect(figure.getByRole('img').first()).toBeVisible()
      const title = figure.locator('figcaption')
      const legend = figure.getByRole('list').first()
      const bar = figure.getByRole('img').first()
      for (const [part, element] of [
        ['title', title],
        ['legend', legend],
        ['bar', bar],
      ] as const) {
        expect(await bottomOf(element), `the first chart's ${part}`).toBeLessThanOrEqual(
          PHONE.height,
        )
      }
      await attachScreenshot(page, testInfo, `phone-${language}`, { fullPage: false })
    })

    test('trends on a phone: the period on one row, axis text of 11 px or more', async ({
      page,
    }) => {
      await page.setViewportSize(PHONE)
      await signIn(page, language)
      await page.goto('/regions/us/trends')
      const period = page.getByRole('group', { name: translated(language, 'Period') })
      const options = period.locator('label')
      await expect(options).toHaveCount(4)
      const tops = new Set<number>()
      for (const option of await options.all()) {
        tops.add(Math.round((await option.boundingBox())?.y ?? -1))
      }
      expect(tops.size, 'the period options in one row').toBe(1)
      const chart = page.getByRole('figure').first().locator('svg text').first()
      await expect(chart).toBeVisible()
      // The size text is drawn at on screen: its font size through the SVG's scale.
      const sizes = (await page.evaluate(
        `[...document.querySelectorAll('figure svg text')].map((text) =>
          Number.parseFloat(getComputedStyle(text).fontSize) * (text.getScreenCTM()?.a ?? 1))`,
      )) as number[]
      expect(sizes.length).toBeGreaterThan(0)
      expect(Math.min(...sizes), 'the smallest chart text, in px').toBeGreaterThanOrEqual(11)
    })

    test('from 1024 px up the header shows the product name and the region whole, on one row', async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await signIn(page, language)
      for (const width of [1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 })
        const header = page.getByRole('banner')
        const brand = header.locator('.app-header__brand-name')
        expect(await shownWhole(brand), `product name at ${width} px`).toBe(true)
        expect(
          await regionButtonWhole(header.locator('.region-switcher__toggle')),
          `region at ${width} px`,
        ).toBe(true)
        expect((await header.boundingBox())?.height, `one row at ${width} px`).toBeLessThanOrEqual(
          72,
        )
        // No control of the row breaks its label over two lines (one line: at most 52 px high).
        for (const control of await header
          .locator('button, summary, select')
          .filter({ visible: true })
          .all()) {
          const height = (await control.boundingBox())?.height ?? 0
          expect(height, `${await control.textContent()} at ${width} px`).toBeLessThanOrEqual(52)
        }
        await attachScreenshot(page, testInfo, `header-${language}-${width}`, { fullPage: false })
      }
    })
  })
}
