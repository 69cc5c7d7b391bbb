import { readFile } from 'node:fs/promises'
import type { Download, Page } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect, signIn, test } from './fixtures.ts'
import { openHeaderMenu, regionButtonWhole } from './support/dashboard.ts'
import { attachScreenshot, expectNoAxeViolations } from './support/report.ts'

/**
 * Readable at a glance, ready for the board (issue 15): the layout at four widths, n and the
 * missing states on the cards, the view in the URL, print (with a PDF read back), and the CSV
 * read back from its download.
 */

async function saved(download: Download): Promise<Buffer> {
  return readFile(await download.path())
}

function card(page: Page, key: string) {
  return page.getByTestId(`card-${key}`)
}

for (const [width, height] of [
  [390, 844],
  [1024, 768],
  [1280, 800],
  [1440, 900],
] as const) {
  test(`layout at ${width} px: a one-row header and the first chart on the first screen`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height })
    await signIn(page, 'us')
    const header = page.getByRole('banner')
    const box = await header.boundingBox()
    expect(box?.height).toBeLessThanOrEqual(72)
    // One row: every visible control of the header shares the same vertical band.
    const tops = await header
      .locator('.app-header__row > *')
      .filter({ visible: true })
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()))
    for (const rect of tops) {
      expect(rect.bottom).toBeLessThanOrEqual((box?.y ?? 0) + (box?.height ?? 0))
    }
    // The region's name is whole, never cut to an ellipsis ("Region:" may be read only: 1 px).
    const region = header.getByRole('button', { name: 'Region: United States' })
    await expect(region).toBeVisible()
    expect(await regionButtonWhole(region)).toBe(true)
    // The glossary is in the row from 1024 px up, in the menu below.
    const glossary = header.getByRole('link', { name: 'Glossary' })
    if (width >= 1024) await expect(glossary).toBeVisible()
    else await expect(glossary).toBeHidden()
    const firstChart = await card(page, 'pipelinesWithLeaders').boundingBox()
    expect(firstChart?.y).toBeLessThan(height)
    // Nothing scrolls sideways.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width)
    await attachScreenshot(page, testInfo, `dashboard-${width}`, { fullPage: false })
  })
}

test('every card shows its n, and missing figures stay as "Not reported"', async ({ page }) => {
  await signIn(page, 'phx')
  await expect(card(page, 'pipelinesWithWomen').getByTestId('card-n')).toHaveText('of 60 pipelines')
  await expect(card(page, 'pipelinesWithLeaders').getByTestId('card-n')).toHaveText(
    'of 5 pipelines',
  )
  await expect(card(page, 'pipelinesWithDiverseEthnicity')).toContainText('Not reported')

  await signIn(page, 'us2')
  await expect(card(page, 'superstar').getByTestId('card-n')).toHaveText('of 44,400 in total')

  await signIn(page, 'uae')
  await expect(card(page, 'genderDiversity')).toContainText('Not reported')
  await expect(card(page, 'ethnicDiversity')).toContainText('Not reported')

  await signIn(page, 'gov')
  await expect(card(page, 'superstar')).toContainText('None counted')
})

test('the definition is one click away, and the glossary explains hidden groups', async ({
  page,
}) => {
  await signIn(page, 'gov')
  const women = card(page, 'pipelinesWithWomen')
  await expect(women).toContainText('fewer than 5 in this group')
  await women.getByText('Definition').click()
  await expect(women.getByTestId('card-definition')).toBeVisible()
  await women.getByRole('link', { name: 'Why small groups are hidden' }).click()
  await expect(page).toHaveURL(/\/glossary#hidden$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible()
  await expect(page.locator('#hidden')).toContainText('minimum group size (5')
})

test('the glossary is one click from the header, in the row or in the phone menu', async ({
  page,
}) => {
  await signIn(page, 'us')
  const header = page.getByRole('banner')
  await header.getByRole('link', { name: 'Glossary' }).click()
  await expect(page).toHaveURL(/\/glossary$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Glossary' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goBack()
  await expect(card(page, 'superstar')).toBeVisible()
  await openHeaderMenu(page)
  await header.getByRole('link', { name: 'Glossary' }).click()
  await expect(page).toHaveURL(/\/glossary$/)
})

test('the table view is in the URL and survives a reload', async ({ page }) => {
  await signIn(page, 'us')
  await page.getByRole('button', { name: 'Show table' }).click()
  await expect(page).toHaveURL(/\/regions\/us\?view=table$/)
  await page.reload()
  await expect(page.getByRole('table', { name: /^Distributions in United States/ })).toBeVisible()
  await page.getByRole('button', { name: 'Show charts' }).click()
  await expect(page).toHaveURL(/\/regions\/us$/)
  await expect(card(page, 'superstar')).toBeVisible()
})

test('the CSV has a BOM, region and as-of in every row, and readable statuses', async ({
  page,
}) => {
  await signIn(page, 'gov')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^pipeline-diversity-gov-\d{4}-\d{2}-\d{2}\.csv$/)
  const bytes = await saved(download)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const rows = bytes.subarray(3).toString('utf8').trim().split('\r\n')
  expect(rows[0]).toMatch(/^region_id,region,as_of_utc,metric_key,metric,status,/)
  for (const row of rows.slice(1))
    expect(row).toMatch(/^gov,US Government,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/)
  expect(rows.find((row) => row.includes(',superstar,'))).toContain(',None counted,')
  expect(rows.find((row) => row.includes(',pipelinesWithWomen,'))).toContain(
    ',Hidden: fewer than 5,',
  )
  // 22.75 is shown as 22.8 %, and so it is written.
  expect(rows.find((row) => row.includes(',ethnicDiversity,'))).toContain(',Reported,,,,,,22.8,')
})

/** The PDF's text, page after page, read with PDF.js (unpdf: an npm package, nothing to install). */
async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const { totalPages, text } = await extractText(document, { mergePages: true })
  return { pages: totalPages, text }
}

test('printing shows the region, the time, every card with its n and the definitions', async ({
  page,
}, testInfo) => {
  await signIn(page, 'us')
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Definitions' })).toBeVisible()
  await expect(page.getByTestId('last-updated')).toContainText('As of')
  for (const key of ['pipelinesWithLeaders', 'rolesWithSuccessorsReady']) {
    await expect(card(page, key).getByTestId('card-n')).toBeVisible()
  }
  // Every bar is drawn for print, the ones never scrolled into view too (decision 0140).
  await expect(page.locator('.dc__bar--yes .recharts-rectangle')).toHaveCount(
    await page.getByTestId('distribution-plot').count(),
  )
  await expectNoAxeViolations(page, testInfo, 'print')

  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({ format, landscape: true, printBackground: true })
    await testInfo.attach(`dashboard-${format}.pdf`, { body: pdf, contentType: 'application/pdf' })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const { pages, text } = await pdfText(pdf)
    expect(pages).toBeGreaterThanOrEqual(1)
    // The report's title block names the document, region and time (the dashboard's own heading
    // and as-of line are not printed twice, decision 0195).
    expect(text).toContain('Dashboard report')
    expect(text).toContain('United States')
    expect(text).toMatch(/As of \w+ \d+, \d{4}/)
    expect(text).toContain('of 42 pipelines')
    expect(text).toContain('Definitions')
    expect(text).toContain('Gender diversity')
    expect(text).not.toContain('Print / Save as PDF')
    expect(text).not.toContain('Download CSV')
  }
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the board has no axe violations in ${colorScheme}, menu open`, async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme })
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page, 'gov')
    await page.locator('.app-header summary').filter({ visible: true }).click()
    await expect(page.getByRole('button', { name: 'Sign out of US Government' })).toBeVisible()
    await card(page, 'superstar').getByText('Definition').click()
    await expectNoAxeViolations(page, testInfo, `board-${colorScheme}`)
    await attachScreenshot(page, testInfo, `board-390-menu-${colorScheme}`, { fullPage: false })
  })
}
