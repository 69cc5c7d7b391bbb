import type { Page } from '@playwright/test'
import { DEMO_API_KEY, DEMO_EMAIL } from '../src/simulator/datasets.ts'
import { expect, test } from './fixtures.ts'
import { pdfPages } from './support/board-pack-files.ts'
import { inside, pdfGeometry, type Box, type PageGeometry } from './support/pdf-geometry.ts'

/**
 * Paper that fits at any window width (issue 35): the dashboard, the trends and the comparison
 * printed to A4 landscape from 390, 1024, 1440 and 1920 px windows, in English and in Arabic, and
 * read back from the PDF: every chart mark lies inside its card and the page's margins, no page
 * but the last is more than half empty, and the paper has no links or repeated headings. One test
 * per language keeps the journeys few (each prints twelve documents).
 */

const WIDTHS = [390, 1024, 1440, 1920] as const
/** The page's margins (src/styles/global.css): 12 mm around, 20 mm at the foot for the footer. */
const MM = 72 / 25.4
const MARGIN = 12 * MM
const FOOT = 20 * MM
/** The chart's yes colour and a card's border, light theme (src/styles/tokens.css). */
const CHART_YES = '#172554'
const CARD_BORDER = '#d1d5db'

const VIEWS = [
  { name: 'dashboard', path: '/regions/us', ready: 'card-rolesWithSuccessorsReady' },
  { name: 'trends', path: '/regions/us/trends?period=12m', ready: 'trend-charts' },
  { name: 'compare', path: '/compare', ready: 'compare-charts' },
] as const

/** Signs in to `region` by the form's field names, in whatever language the page speaks. */
async function signInByName(page: Page, region: string) {
  await page.goto(`/sign-in?region=${region}`)
  await page.locator('select[name="region"]').selectOption(region)
  await page.locator('input[name="email"]').fill(DEMO_EMAIL)
  await page.locator('input[name="apiKey"]').fill(DEMO_API_KEY)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(new RegExp(`/regions/${region}$`))
}

/** The view printed as Save as PDF does, once every chart has drawn for the paper. */
async function printView(page: Page, path: string, ready: string): Promise<Buffer> {
  await page.goto(path)
  await expect(page.getByTestId(ready)).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  // Every chart box holds its drawing (they mount for print, out of view too).
  await expect
    .poll(async () => {
      const slots = await page.locator('.pr .chart-slot').count()
      const drawn = await page.locator('.pr .chart-slot [data-print-size] svg').count()
      return slots > 0 && drawn >= slots
    })
    .toBe(true)
  const pdf = await page.pdf({ format: 'A4', landscape: true, printBackground: true })
  await page.emulateMedia({ media: 'screen' })
  return pdf
}

function describe(box: Box): string {
  return `[${box.left.toFixed(0)},${box.top.toFixed(0)} – ${box.right.toFixed(0)},${box.bottom.toFixed(0)}]`
}

/** The problems of one printed document, as readable lines (empty when it fits). */
function layoutProblems(pages: readonly PageGeometry[]): string[] {
  const problems: string[] = []
  pages.forEach((page, index) => {
    const label = `page ${index + 1}/${pages.length}`
    const area: Box = {
      left: MARGIN,
      top: MARGIN,
      right: page.width - MARGIN,
      bottom: page.height - FOOT,
    }
    // Chromium paints the page's white first; the body's paths and text come after. A drawing
    // may pass the margin by a hairline (2 pt: the title block's rule, right to left).
    const painted = page.paths.filter(
      (path) => !(path.left <= 1 && path.top <= 1 && path.right >= page.width - 1),
    )
    const body = painted.filter((path) => path.top < area.bottom)
    for (const path of body) {
      if (!inside(path, { ...area, bottom: page.height }, 2))
        problems.push(`${label}: a drawing ${describe(path)} crosses the margin`)
      if (
        path.fill !== '#ffffff' &&
        path.fill !== '' &&
        path.left <= MARGIN + 2 &&
        path.right >= page.width - MARGIN - 2 &&
        path.bottom - path.top > 100
      )
        problems.push(`${label}: a background ${path.fill} ${describe(path)} is printed`)
    }
    const cards = body.filter(
      (path) =>
        path.stroked &&
        path.stroke === CARD_BORDER &&
        path.right - path.left > 60 &&
        path.bottom - path.top > 30,
    )
    const marks = body.filter((path) =>
      path.stroked ? path.stroke === CHART_YES : path.fill === CHART_YES,
    )
    for (const mark of marks) {
      if (!cards.some((card) => inside(mark, card)))
        problems.push(`${label}: a chart mark ${describe(mark)} lies outside every card`)
    }
    if (index < pages.length - 1) {
      const bottoms = [
        ...body.map((path) => path.bottom),
        ...page.texts.filter((text) => text.top < area.bottom).map((text) => text.bottom),
      ]
      const used = (Math.max(area.top, ...bottoms) - area.top) / (area.bottom - area.top)
      if (used < 0.5) problems.push(`${label}: only ${Math.round(used * 100)}% of the page is used`)
    }
  })
  return problems
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`printed in ${language}`, () => {
    test.use({ locale: language === 'en' ? 'en-US' : 'ar' })
    test(`the reports fit the paper from every window width (${language})`, async ({ page }) => {
      test.setTimeout(240_000)
      // Four regions signed in, four not: the comparison would offer links to the others.
      for (const region of ['ca', 'eu', 'uae', 'us']) await signInByName(page, region)
      const problems: string[] = []
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        for (const view of VIEWS) {
          const pdf = await printView(page, view.path, view.ready)
          const where = `${view.name} from ${width} px`
          const pages = await pdfGeometry(pdf)
          expect(pages.length, where).toBeGreaterThan(0)
          problems.push(...layoutProblems(pages).map((problem) => `${where}, ${problem}`))
          const marks = pages
            .flatMap((entry) => entry.paths)
            .filter((path) => path.fill === CHART_YES)
          expect(marks.length, `${where}: its charts are drawn`).toBeGreaterThan(0)
          if (language === 'en') {
            const text = (await pdfPages(pdf)).join('\n')
            expect(text, where).not.toContain('Sign in')
            expect(text, where).not.toContain('Trends: United States')
            expect(text, where).not.toContain('Compare regions')
            expect(text, where).not.toContain('Pipeline diversity: United States')
          }
        }
      }
      expect(problems).toEqual([])
    })
  })
}
