import { execFile } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Page } from '@playwright/test'
import { parseCsv } from '../src/components/testing/parse-csv.ts'
import {
  annotationPaths,
  eventsResponseSchema,
  targetsResponseSchema,
} from '../src/domain/annotations/annotations.ts'
import { addDays, isoDay } from '../src/domain/history/history.ts'
import { DEMO_API_KEY, DEMO_EMAIL } from '../src/simulator/datasets.ts'
import { expect, signIn, test } from './fixtures.ts'
import {
  chartSeries,
  downloadFrom,
  openDeck,
  pdfPages,
  saved,
  slideText,
  type Deck,
} from './support/board-pack-files.ts'
import { translated } from './support/catalog.ts'
import { signInAs } from './support/languages.ts'
import { SOFFICE_PATH as SOFFICE } from '../scripts/libreoffice.ts'

const execFileAsync = promisify(execFile)

/**
 * The board pack's files (issue 25): the .pptx opened as the zip it is, with a native chart per
 * metric slide holding the screen's values, in English and in Arabic (right to left); and the
 * three CSVs stacked across two languages.
 */

/** The demo's target and events for `us`, set through the API as the trend view's forms do. */
const TARGET_SHARE = 60
const EVENTS = ['Mentoring launched', 'New hiring policy'] as const

async function annotate(page: Page): Promise<void> {
  const headers = { 'X-CSRF': '1' }
  const put = await page.request.put(annotationPaths.target('us', 'pipelinesWithWomen'), {
    headers,
    data: { yesShare: TARGET_SHARE, targetDate: '2031-06-30', startDate: null, version: 0 },
  })
  expect(put.ok()).toBe(true)
  for (const [index, title] of EVENTS.entries()) {
    const post = await page.request.post(annotationPaths.events('us'), {
      headers,
      data: {
        date: addDays(isoDay(Date.now()), -40 - 90 * index),
        title,
        note: null,
        allRegions: false,
      },
    })
    expect(post.ok()).toBe(true)
  }
}

/** Deletes the annotations `annotate` made, so later journeys see the demo's charts as they are. */
async function clearAnnotations(page: Page): Promise<void> {
  const headers = { 'X-CSRF': '1' }
  const read = async (path: string) => (await page.request.get(path, { headers })).json()
  const targets = targetsResponseSchema.parse(await read(annotationPaths.targets('us'))).targets
  const events = eventsResponseSchema.parse(await read(annotationPaths.events('us'))).events
  for (const path of [
    ...targets.map((row) => `${annotationPaths.target('us', row.metric)}?version=${row.version}`),
    ...events.map((row) => `${annotationPaths.event('us', row.id)}?version=${row.version}`),
  ]) {
    expect((await page.request.delete(path, { headers })).status()).toBe(204)
  }
}

/** Signs in to `region` by the form's field names, in whatever language the page speaks. */
async function signInByName(page: Page, region: string) {
  await page.goto(`/sign-in?region=${region}`)
  await page.locator('select[name="region"]').selectOption(region)
  await page.locator('input[name="email"]').fill(DEMO_EMAIL)
  await page.locator('input[name="apiKey"]').fill(DEMO_API_KEY)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(new RegExp(`/regions/${region}$`))
}

async function deckOf(page: Page, language: 'en' | 'ar'): Promise<{ deck: Deck; bytes: Buffer }> {
  await page.goto('/regions/us')
  await expect(page.getByTestId('card-rolesWithSuccessorsReady')).toBeVisible()
  const download = await downloadFrom(page, translated(language, 'Download slides (.pptx)'))
  expect(download.suggestedFilename()).toMatch(/^pipeline-diversity-us-\d{4}-\d{2}-\d{2}\.pptx$/)
  const bytes = await saved(download)
  return { deck: await openDeck(bytes), bytes }
}

/**
 * Each deck rendered by Debian's LibreOffice Impress (scripts/ensure-libreoffice.ts installs it),
 * as a board member's LibreOffice opens it: every slide to a PDF page, without an error.
 */
async function renderedPages(files: readonly string[], folder: string): Promise<number[]> {
  await execFileAsync(
    SOFFICE,
    [
      `-env:UserInstallation=file://${path.join(folder, 'profile')}`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      folder,
      ...files,
    ],
    { timeout: 180_000 },
  )
  return Promise.all(
    files.map(async (file) => {
      const pdf = await readFile(path.join(folder, `${path.basename(file, '.pptx')}.pdf`))
      return (await pdfPages(pdf)).length
    }),
  )
}

/** The colours of every chart's series in order, and of its bars by category label. */
function colours(deck: Deck, label: (english: string) => string) {
  return deck.charts.map((charts) =>
    charts.map((chart) =>
      chartSeries(chart).map((series) => ({
        colour: series.colour,
        yes: series.points[label('Yes')],
        no: series.points[label('No')],
      })),
    ),
  )
}

/**
 * Slides that stand alone (issues 25, 35): the .pptx opened as the zip it is, in English and in
 * Arabic, with a target and two events on the United States and five regions signed in. Every
 * slide says "Confidential" and its number; values are percentages; colours are bound to the
 * series in both directions; the comparison gives n and says where a bar is missing; the line
 * charts are weekly, the target a distinct series, the events numbered marks listed once.
 */
test('the deck carries its warnings and keeps its colours, in English and Arabic', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000)
  for (const region of ['eu', 'uae', 'phx', 'ca', 'us']) await signInByName(page, region)
  await annotate(page)
  try {
    const arabic = await browser.newContext({ locale: 'ar', ...(baseURL ? { baseURL } : {}) })
    const arPage = await arabic.newPage()
    for (const region of ['eu', 'uae', 'phx', 'ca', 'us']) await signInByName(arPage, region)
    const files = { en: await deckOf(page, 'en'), ar: await deckOf(arPage, 'ar') }
    // The events' own CSV stacks across languages: one header, the same columns, both rows each.
    const eventFiles: string[][][] = []
    for (const [tab, language] of [
      [page, 'en'],
      [arPage, 'ar'],
    ] as const) {
      await tab.goto('/regions/us/trends?period=12m')
      await expect(tab.getByTestId('trend-charts')).toBeVisible()
      const csv = await saved(
        await downloadFrom(tab, translated(language, 'Download events (CSV)')),
      )
      eventFiles.push(parseCsv(csv.subarray(3).toString('utf8')))
    }
    await arabic.close()
    expect(new Set(eventFiles.map((file) => file[0]?.join(',')))).toEqual(
      new Set(['region_id,region,event_number,date,title,note,all_regions,event_id']),
    )
    const eventRows = eventFiles.flatMap((file) => file.slice(1))
    expect(eventRows.map((row) => [row[0], row[2], row[4]])).toEqual([
      ['us', '1', EVENTS[1]],
      ['us', '2', EVENTS[0]],
      ['us', '1', EVENTS[1]],
      ['us', '2', EVENTS[0]],
    ])
    expect(eventRows.map((row) => row[1])).toContain(translated('ar', 'United States'))
    const decks = { en: files.en.deck, ar: files.ar.deck }

    // LibreOffice renders every slide of both decks.
    const folder = testInfo.outputPath('decks')
    await mkdir(folder, { recursive: true })
    const paths = await Promise.all(
      (['en', 'ar'] as const).map(async (language) => {
        const file = path.join(folder, `deck-${language}.pptx`)
        await writeFile(file, files[language].bytes)
        return file
      }),
    )
    expect(await renderedPages(paths, folder)).toEqual([
      decks.en.slides.length,
      decks.ar.slides.length,
    ])

    for (const language of ['en', 'ar'] as const) {
      const deck = decks[language]
      const t = (english: string) => (language === 'en' ? english : translated('ar', english))
      // Summary, five metrics, the events, the comparison, the definitions.
      expect(deck.slides, language).toHaveLength(9)
      deck.slides.forEach((slide, index) => {
        const text = slideText(slide)
        const where = `${language} slide ${index + 1}`
        expect(text, where).toContain(t('Confidential'))
        expect(text, where).toContain(`${index + 1} / ${deck.slides.length}`)
        expect(text, where).toContain(t('Demo data'))
        expect(slide.includes('rtl="1"'), where).toBe(language === 'ar')
      })
      const charts = deck.charts.flat()
      expect(charts.length).toBe(11)
      for (const chart of charts) {
        // Percentages: the axis and the labels read "40%", the data stay the screen's 0–100.
        expect(chart).toContain('formatCode="0&quot;%&quot;"')
      }
      const all = deck.slides.map(slideText).join('\n')
      // Each event once in the whole deck, on the events slide, numbered.
      for (const [index, title] of EVENTS.entries()) {
        expect(all.split(title), title).toHaveLength(2)
        expect(slideText(deck.slides[6] ?? '')).toContain(`${index + 1}. `)
      }
      // The women's line chart: weekly points, the target distinct, the events marked by number.
      const women = chartSeries(
        deck.charts[2]?.find((chart) => chart.includes('<c:lineChart>')) ?? '',
      )
      const [trend, target, ...marks] = women
      expect(trend?.count).toBeLessThanOrEqual(53)
      expect(trend?.count).toBeGreaterThanOrEqual(52)
      expect(trend?.colour).toBe('172554')
      expect(target?.name).toContain(
        language === 'en' ? 'Target' : translated('ar', 'Target {share} by {month}').split(' ')[0],
      )
      expect(target?.colour).toBe('B45309')
      expect(target?.dash).toBe('dash')
      expect(Number(target?.lineWidth)).toBeGreaterThan(Number(trend?.lineWidth))
      expect(marks.map((mark) => mark.name)).toEqual(['1', '2'])
      for (const mark of marks) {
        expect(mark.marker).toBe('triangle')
        expect(mark.showsName).toBe(true)
      }
      // The comparison: every region's source, a share with its n, and what a missing bar is.
      const comparison = slideText(deck.slides[7] ?? '')
      expect(comparison).toContain(t('Compare regions'))
      if (language === 'en') {
        expect(comparison).toContain(
          'Source: Talent Platform API, United States, Europe, Canada, United Arab Emirates, and Phoenix (PHX)',
        )
        // PHX's 2 of 5 never reads as Europe's 40 of 100.
        expect(comparison).toContain('40% (2 of 5)')
        expect(comparison).toContain('Not reported')
      } else {
        expect(comparison).toContain(translated('ar', 'Not reported'))
      }
    }
    // Colours are bound to the series, not to their place: the same in both directions, Yes the
    // screen's Yes colour and each region its own.
    const english = colours(decks.en, (text) => text)
    const arabicColours = colours(decks.ar, (text) => translated('ar', text))
    expect(arabicColours).toEqual(english)
    const split = english[1]?.find((chart) => chart[0]?.yes !== undefined)?.[0]
    expect(split).toEqual({ colour: '172554', yes: '172554', no: '7B8597' })
    const regions = english[7]?.[0]?.map((series) => series.colour)
    expect(new Set(regions).size).toBe(5)
  } finally {
    await clearAnnotations(page)
  }
})

test('a region without figures gets no deck, and is told why', async ({ page }) => {
  await signIn(page, 'ap')
  // The dashboard is its empty state, without downloads; the trends say why there are no slides.
  await expect(page.getByRole('button', { name: 'Download slides (.pptx)' })).toHaveCount(0)
  await page.goto('/regions/ap/trends')
  await expect(page.getByRole('button', { name: 'Download slides (.pptx)' })).toBeDisabled()
  await expect(page.getByTestId('slides-none')).toHaveText(
    'No slides: Asia Pacific has no figures yet.',
  )
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
