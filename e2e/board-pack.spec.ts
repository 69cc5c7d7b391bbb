import { parseCsv } from '../src/components/testing/parse-csv.ts'
import { KNOWN_DISTRIBUTIONS } from '../src/domain/organization-info.ts'
import { expect, signIn, test } from './fixtures.ts'
import {
  downloadFrom,
  embeddedValues,
  openDeck,
  saved,
  slideText,
} from './support/board-pack-files.ts'
import { translated } from './support/catalog.ts'
import { expectedCharts } from './support/expected.ts'
import { signInAs } from './support/languages.ts'

/**
 * The board pack's files (issue 25): the .pptx opened as the zip it is, with a native chart per
 * metric slide holding the screen's values, in English and in Arabic (right to left); and the
 * three CSVs stacked across two languages.
 */

test.describe('the board deck', () => {
  test('the .pptx has a native chart per metric slide with the screen’s values', async ({
    page,
  }) => {
    await signIn(page, 'ca')
    await signIn(page, 'us')
    const download = await downloadFrom(page, 'Download slides (.pptx)')
    expect(download.suggestedFilename()).toMatch(/^pipeline-diversity-us-\d{4}-\d{2}-\d{2}\.pptx$/)
    const deck = await openDeck(await saved(download))
    // Summary, five metrics, the comparison (two regions signed in), the definitions.
    expect(deck.slides).toHaveLength(8)
    // Two charts per metric slide and the comparison, each with its workbook.
    expect(deck.embedded).toBe(11)
    const expected = expectedCharts('us')
    KNOWN_DISTRIBUTIONS.forEach((metric, index) => {
      const slide = deck.slides[index + 1] ?? ''
      expect(slideText(slide)).toContain(metric.label)
      const charts = deck.charts[index + 1] ?? []
      expect(charts.some((chart) => chart.includes('<c:lineChart>'))).toBe(true)
      const bar = charts.find((chart) => chart.includes('<c:barChart>'))
      const shown = expected[index]
      if (shown?.status !== 'ok') throw new Error(`us shows ${metric.key}`)
      // "29%" on the card, 29 in the chart's data: the same rounding.
      expect(embeddedValues(bar ?? '')).toEqual([
        String(Number.parseInt(shown.yes, 10)),
        String(Number.parseInt(shown.no, 10)),
      ])
    })
    await expect(page.getByTestId('card-pipelinesWithLeaders')).toContainText(
      expected[0]?.status === 'ok' ? expected[0].yes : 'unexpected',
    )
    const comparison = slideText(deck.slides[6] ?? '')
    expect(comparison).toContain('Compare regions')
    expect(deck.charts[6]?.[0]).toContain('Canada')
    expect(slideText(deck.slides[7] ?? '')).toContain('Definitions')
    for (const slide of deck.slides) {
      expect(slideText(slide)).toContain('Demo data')
      expect(slideText(slide)).toContain('Source: Talent Platform API, United States, retrieved')
      expect(slideText(slide)).toContain('Groups of fewer than 5 are hidden to protect privacy.')
      expect(slide).not.toContain('rtl="1"')
    }
  })
})

test.describe('the board deck in Arabic', () => {
  test.use({ locale: 'ar' })

  test('its text is Arabic, its paragraphs right to left', async ({ page }) => {
    await page.goto('/sign-in?region=us')
    await signInAs(page, 'ar', 'us')
    const download = await downloadFrom(page, translated('ar', 'Download slides (.pptx)'))
    const deck = await openDeck(await saved(download))
    expect(deck.slides).toHaveLength(7)
    const title = translated('ar', 'Pipeline diversity: {regionLabel}').replace(
      '{regionLabel}',
      translated('ar', 'United States'),
    )
    expect(slideText(deck.slides[0] ?? '')).toContain(title)
    for (const slide of deck.slides) {
      expect(slide).toContain('rtl="1"')
      expect(slideText(slide)).toContain(translated('ar', 'Demo data'))
    }
    expect(slideText(deck.slides[1] ?? '')).toContain(translated('ar', 'Pipelines with leaders'))
  })
})

test('the dashboard, trends and compare CSVs stack across English and French', async ({
  page,
  browser,
  baseURL,
}) => {
  const files: string[][][] = []
  const french = await browser.newContext({ locale: 'fr-FR', ...(baseURL ? { baseURL } : {}) })
  for (const [tab, language] of [
    [page, 'en'],
    [await french.newPage(), 'fr'],
  ] as const) {
    if (language === 'en') {
      await signIn(tab, 'us')
    } else {
      await tab.goto('/sign-in?region=us')
      await signInAs(tab, 'fr', 'us')
    }
    const csv = translated(language, 'Download CSV')
    files.push(parseCsv((await saved(await downloadFrom(tab, csv))).subarray(3).toString('utf8')))
    await tab.goto('/regions/us/trends?period=3m')
    await expect(tab.getByTestId('trend-charts')).toBeVisible()
    files.push(parseCsv((await saved(await downloadFrom(tab, csv))).subarray(3).toString('utf8')))
    await tab.goto('/compare')
    await expect(tab.getByTestId('compare-charts')).toBeVisible()
    files.push(parseCsv((await saved(await downloadFrom(tab, csv))).subarray(3).toString('utf8')))
  }
  await french.close()
  const headers = new Set(files.map((file) => file[0]?.join(',')))
  expect([...headers]).toEqual([
    'region_id,region,as_of_utc,metric_key,metric,status,yes_percent,no_percent,yes_count,no_count,total,value_percent,interval_low_percent,interval_high_percent,target_percent,target_date,target_start_date,definition,methodology_url',
  ])
  const rows = files.flatMap((file) => file.slice(1))
  for (const row of rows) {
    expect(row).toHaveLength(19)
    expect(row[0]).toBe('us')
    expect(row[2]).toMatch(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/)
  }
  const statuses = new Set(rows.map((row) => row[5]))
  expect(statuses).toContain('Reported')
  expect(statuses).toContain(translated('fr', 'Reported'))
  expect(statuses).not.toContain('ok')
})
