import { KNOWN_DISTRIBUTIONS, PERCENTAGE_FIELDS } from '../src/domain/metrics/organization-info.ts'
import { expect, signIn, test } from './fixtures.ts'
import { printed } from './support/board-pack-files.ts'
import { translated } from './support/catalog.ts'
import { signInAs } from './support/languages.ts'

/**
 * The board pack on paper (issue 25): each view printed to PDF with Chromium, as the browser's
 * Save as PDF does (print media, the page size of the CSS), and read back page by page.
 */

/** Words only the screen has: navigation, buttons, menus. */
const SCREEN_ONLY = [
  'Glossary',
  'Skip to',
  'Sign out',
  'Print / Save as PDF',
  'Download CSV',
  'Download image',
  'Show table',
  'View as table',
  'Refresh',
]

const METRIC_NAMES = KNOWN_DISTRIBUTIONS.map((metric) => metric.label)
/** The names that head a chart or a table: the metrics and the percentage figures. */
const FIGURE_NAMES = [...METRIC_NAMES, ...PERCENTAGE_FIELDS.map((figure) => figure.label)]

/** The printed definitions' heading and some of their general terms. */
const DEFINITION_TERMS = ['Definitions', 'Yes and no shares', 'Hidden groups', '95% interval']

function expectReportPages(pages: readonly string[], title: string, region: string): void {
  expect(pages.length).toBeGreaterThanOrEqual(1)
  expect(pages[0]).toContain('Pipeline Diversity')
  expect(pages[0]).toContain(title)
  pages.forEach((text, index) => {
    expect(text, `page ${index + 1}`).toContain(`${index + 1} / ${pages.length}`)
    expect(text, `page ${index + 1}`).toContain(`Source: Talent Platform API, ${region}, retrieved`)
    expect(text, `page ${index + 1}`).toContain('Confidential')
    expect(text, `page ${index + 1}`).toContain(
      'Groups of fewer than 5 are hidden to protect privacy.',
    )
    expect(text, `page ${index + 1}`).toContain('Demo data')
    for (const words of SCREEN_ONLY) expect(text, `page ${index + 1}`).not.toContain(words)
    // Every page carries a chart or a table (a metric), except the methodology (definitions, which
    // follow the charts and may run onto a page of their own) and the period's events.
    const hasMetric = FIGURE_NAMES.some((name) => text.includes(name))
    expect(
      hasMetric || DEFINITION_TERMS.some((term) => text.includes(term)) || text.includes('Events'),
      `page ${index + 1} is not empty`,
    ).toBe(true)
  })
}

test.describe('the report on paper', () => {
  test('the dashboard prints as a document, on A4 and Letter', async ({ page }) => {
    await signIn(page, 'us')
    // The heading shows while the metrics load (decision 0125): print once they are in.
    await expect(page.getByTestId('last-updated')).toContainText('updated')
    for (const format of ['A4', 'Letter'] as const) {
      const pages = await printed(page, format)
      expectReportPages(pages, 'Dashboard report', 'United States')
      // Page 1 holds the two figures and the first row of charts, not the figures alone.
      expect(pages[0]).toContain('Gender diversity')
      expect(pages[0]).toContain('Pipelines with leaders')
      // The title block says the region and time once: the dashboard's own heading is left off.
      expect(pages[0]).not.toContain('Pipeline diversity: United States')
      expect(pages[0]?.split('As of ')).toHaveLength(2)
      const all = pages.join('\n')
      expect(all).toContain('of 42 pipelines')
      expect(all).toContain('Definitions')
    }
  })

  test('the trends print with their period, every metric whole', async ({ page }) => {
    await signIn(page, 'us')
    await page.goto('/regions/us/trends?period=12m')
    await expect(page.getByTestId('trend-charts')).toBeVisible()
    const pages = await printed(page, 'A4')
    expectReportPages(pages, 'Trends report', 'United States')
    expect(pages[0]).toContain('Period: 12 months')
    const all = pages.join('\n')
    for (const name of METRIC_NAMES) expect(all).toContain(name)
  })

  test('the comparison prints with both regions', async ({ page }) => {
    await signIn(page, 'us')
    await signIn(page, 'ca')
    await page.goto('/compare')
    await expect(page.getByTestId('compare-charts')).toBeVisible()
    await expect(page.getByTestId('compare-pipelinesWithWomen')).toContainText('Canada')
    const pages = await printed(page, 'Letter')
    expectReportPages(pages, 'Region comparison report', 'United States and Canada')
  })
})

test.describe('the report on paper, in Arabic', () => {
  test.use({ locale: 'ar' })

  test('every page has the translated footer and its page number', async ({ page }) => {
    await page.goto('/sign-in?region=us')
    await signInAs(page, 'ar', 'us')
    await expect(page.getByTestId('card-rolesWithSuccessorsReady')).toBeVisible()
    const pages = await printed(page, 'A4')
    expect(pages.length).toBeGreaterThanOrEqual(2)
    // PDF.js gives right-to-left text in visual order, in Arabic presentation forms: NFKC maps
    // those to letters, and the catalog's phrase reads reversed.
    const visual = (phrase: string) => [...phrase].reverse().join('')
    pages.forEach((shown, index) => {
      const text = shown.normalize('NFKC')
      // Right to left, "1 / 3" reads from the right: PDF.js gives the text in visual order.
      expect(text, `page ${index + 1}`).toContain(`${pages.length} / ${index + 1}`)
      expect(text, `page ${index + 1}`).toContain(visual(translated('ar', 'Confidential')))
      expect(text, `page ${index + 1}`).toContain(visual(translated('ar', 'Demo data')))
      expect(text, `page ${index + 1}`).not.toContain('Confidential')
    })
  })
})
