import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { Page } from '@playwright/test'
import {
  annotationPaths,
  definitionsResponseSchema,
  eventsResponseSchema,
  targetsResponseSchema,
} from '../src/domain/annotations/annotations.ts'
import { addDays, isoDay } from '../src/domain/history/history.ts'
import { SQLITE_FILE_NAME } from '../src/server/store/sqlite.ts'
import { startAppProcess, type AppProcess } from './embed/app-process.ts'
import { expect, signIn, test, workerApp } from './fixtures.ts'
import { downloadFrom, openDeck, printed, saved, slideText } from './support/board-pack-files.ts'

/** Whatever the demo's trend, the pace is one of these sentences, naming the target's month. */
const PACE =
  /^(On pace: at this pace [\d.]+%(–[\d.]+%)? by June 2031, target 60%|Behind pace: at this pace [\d.]+%(–[\d.]+%)? by June 2031, target 60%|Target met: \d+% now, target 60% by June 2031|Too early to tell the pace: [\d.]+% now, target 60% by June 2031)\.$/
const PACE_IN_TEXT = new RegExp(PACE.source.slice(1, -1))

/** Sets a target with the trend view's form, sent with Enter. */
async function setTarget(page: Page, metric: string, share: string, date: string) {
  const form = page.getByRole('form', { name: 'Set a target' })
  await form.getByLabel('Metric').selectOption(metric)
  await form.getByLabel('Target share of yes (%)').fill(share)
  await form.getByLabel('Target date').fill(date)
  await form.getByLabel('Target date').press('Enter')
  await expect(form.getByRole('status')).toHaveText('Saved.')
}

/** Adds an event with the trend view's form; it is listed under the chart. */
async function addEvent(page: Page, date: string, title: string) {
  const form = page.getByRole('form', { name: 'Add an event' })
  await form.getByLabel('Date').fill(date)
  await form.getByLabel('Title (at most 80 characters)').fill(title)
  await form.getByRole('button', { name: 'Add event' }).click()
  await expect(page.getByTestId('event-list')).toContainText(title)
}

/**
 * Deletes every target, event and definition of `us` (at the versions read), so the journeys that
 * run after these on the same store see the demo's charts as they are.
 */
async function clearAnnotations(page: Page) {
  const headers = { 'X-CSRF': '1' }
  const read = async (path: string) => (await page.request.get(path, { headers })).json()
  const targets = targetsResponseSchema.parse(await read(annotationPaths.targets('us'))).targets
  const events = eventsResponseSchema.parse(await read(annotationPaths.events('us'))).events
  const definitions = definitionsResponseSchema.parse(
    await read(annotationPaths.definitions('us')),
  ).definitions
  const paths = [
    ...targets.map((row) => `${annotationPaths.target('us', row.metric)}?version=${row.version}`),
    ...events.map((row) => `${annotationPaths.event('us', row.id)}?version=${row.version}`),
    ...definitions.map(
      (row) =>
        `${annotationPaths.definition('us', row.metric, row.language)}?version=${row.version}`,
    ),
  ]
  for (const path of paths) {
    expect((await page.request.delete(path, { headers })).status()).toBe(204)
  }
}

test.afterEach(async ({ page }) => {
  await clearAnnotations(page)
})

/**
 * Targets, events and definitions (issue 26) in demo mode, where the demo user is the administrator
 * (ADMIN_EMAILS defaults to demo@example.com): set with the keyboard on the trend view, listed
 * under the chart, logged, and read back through the API.
 */
test('an administrator sets a target, adds an event and words a definition', async ({ page }) => {
  await signIn(page, 'us')
  await page.goto('/regions/us/trends')
  const title = `Mentoring launched ${Date.now()}`

  await setTarget(page, 'pipelinesWithWomen', '45', '2030-12-31')
  await addEvent(page, isoDay(Date.now()), title)
  await expect(page.getByRole('table', { name: 'Change log' })).toContainText(`Title: ${title}`)
  await expect(page.getByRole('table', { name: 'Change log' })).toContainText(
    'Target · Pipelines with women',
  )

  const definitionForm = page.getByRole('form', { name: 'Our definition of a metric' })
  await definitionForm.getByLabel('Metric').selectOption('superstar')
  await definitionForm.getByLabel('Language').selectOption('en')
  await definitionForm
    .getByLabel('Definition (at most 2000 characters)')
    .fill(`${title}: our top 5 %.`)
  await definitionForm.getByRole('button', { name: 'Save definition' }).click()
  await expect(definitionForm.getByRole('status')).toHaveText('Saved.')

  // The card shows the organization's wording instead of the built-in one.
  await page.goto('/regions/us')
  const card = page.getByTestId('card-superstar')
  await card.getByText('Definition of Superstars').click()
  await expect(card.getByTestId('card-definition')).toContainText(`${title}: our top 5 %.`)

  const answer = await page.request.get(annotationPaths.targets('us'), {
    headers: { 'X-CSRF': '1' },
  })
  const body = targetsResponseSchema.parse(await answer.json())
  expect(body.canEdit).toBe(true)
  expect(body.targets).toContainEqual(
    expect.objectContaining({
      metric: 'pipelinesWithWomen',
      yesShare: 45,
      targetDate: '2030-12-31',
    }),
  )
})

/**
 * A definition is deleted as a target or an event is (issue 38): asked first, sent with the
 * version read, refused with `409 conflict` when another change came first (said in words, the
 * other change read again), then deleted and logged; the built-in wording applies again.
 */
test('an administrator deletes a definition after confirming, once the other change is read', async ({
  page,
  consoleGuard,
}) => {
  // The stale delete's 409 is this journey's point.
  consoleGuard.allowHttpErrors(409)
  await signIn(page, 'us')
  await page.goto('/regions/us/trends')
  const form = page.getByRole('form', { name: 'Our definition of a metric' })
  await form.getByLabel('Metric').selectOption('superstar')
  await form.getByLabel('Language').selectOption('fr')
  await form.getByLabel('Definition (at most 2000 characters)').fill('Nos talents')
  await form.getByRole('button', { name: 'Save definition' }).click()
  await expect(form.getByRole('status')).toHaveText('Saved.')

  // Another administrator changes it meanwhile: this screen still holds version 1.
  const other = await page.request.put(annotationPaths.definition('us', 'superstar', 'fr'), {
    headers: { 'X-CSRF': '1' },
    data: { text: 'Nos talents notés', version: 1 },
  })
  expect(other.status()).toBe(200)
  await page.getByRole('button', { name: 'Delete this definition' }).click()
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused()
  const confirm = page.getByRole('button', { name: 'Delete', exact: true })
  await confirm.click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Someone else changed this' }),
  ).toBeVisible()

  // The other change has been read again: the question stays, and the delete goes through.
  await confirm.click()
  await expect(page.getByText('Deleted.', { exact: true })).toBeFocused()
  const log = page.getByRole('table', { name: 'Change log' })
  const deletion = log
    .getByRole('row')
    .filter({ hasText: 'Definition · Superstars · Français' })
    .first()
  await expect(deletion).toContainText('Wording: Nos talents notés')
  await expect(deletion.getByRole('cell').last()).toHaveText('—')
  const left = definitionsResponseSchema.parse(
    await (
      await page.request.get(annotationPaths.definitions('us'), { headers: { 'X-CSRF': '1' } })
    ).json(),
  ).definitions
  expect(left.filter((row) => row.metric === 'superstar' && row.language === 'fr')).toEqual([])
})

/**
 * Issue 26's journey: an administrator sets a target and adds an event; both are on the trend
 * chart (the dashed target and its label, a numbered event mark the keyboard reaches), the card
 * says the pace, and the printed report and the slides carry them. A reader of a server whose
 * ADMIN_EMAILS does not list them (a second replica on the same store) sees them too, without
 * any edit button, and the API refuses their change with `403 not_admin`.
 */
/** A consistent copy of the journeys' SQLite store, in a directory of its own. */
function storeCopy(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'pdd-e2e-reader-'))
  const source = new DatabaseSync(path.join(workerApp().dataDir, SQLITE_FILE_NAME), {
    readOnly: true,
  })
  try {
    source.exec(`VACUUM INTO '${path.join(copy, SQLITE_FILE_NAME).replaceAll("'", "''")}'`)
  } finally {
    source.close()
  }
  return copy
}

test.describe('targets and events reach every view', () => {
  let reader: AppProcess | undefined

  test.afterAll(async () => {
    await reader?.stop()
  })

  test('set by an administrator, seen by a reader who cannot edit', async ({ page, browser }) => {
    // One journey through every view, the printed report, the deck and a second app: longer than
    // the default 30 s on a busy two-core machine.
    test.setTimeout(90_000)
    await signIn(page, 'us')
    await page.goto('/regions/us/trends')
    const title = `Hiring freeze ${Date.now()}`
    await setTarget(page, 'pipelinesWithLeaders', '60', '2031-06-30')
    await addEvent(page, addDays(isoDay(Date.now()), -30), title)

    // The trend chart: the target's label, the pace under it, the event's mark by keyboard.
    const chart = page.getByRole('figure', { name: 'Pipelines with leaders' })
    await expect(chart.locator('.tc__target-label')).toHaveText('Target 60% by Jun 2031')
    await expect(chart.getByTestId('trend-pace')).toHaveText(PACE)
    await expect(chart.getByTestId('trend-chart-summary')).toContainText(
      'The dashed line is the target: 60% by Jun 2031.',
    )
    // The summary refers to the event by its number; its text is listed once, under the charts.
    await expect(chart.getByTestId('trend-chart-summary')).toContainText(
      'A dotted line marks event 1, listed under the charts.',
    )
    await expect(page.getByTestId('event-list')).toContainText(`1. `)
    await expect(page.getByTestId('event-list')).toContainText(title)
    await chart.getByRole('slider').focus()
    await page.keyboard.press('Tab')
    await expect(
      chart.getByRole('button', { name: new RegExp(`^Event \\d+, .*: ${title}$`) }),
    ).toBeFocused()
    const log = page.getByRole('table', { name: 'Change log' })
    await expect(log).toContainText('Target · Pipelines with leaders')
    await expect(log).toContainText(`Title: ${title}`)

    // The printed report of the trends and the slides.
    const printedText = (await printed(page, 'A4')).join(' ').replace(/\s+/g, ' ')
    await page.emulateMedia({ media: 'screen' })
    expect(printedText).toContain('Target 60% by Jun 2031')
    expect(printedText).toMatch(PACE_IN_TEXT)
    expect(printedText).toContain(title)
    const deck = await openDeck(await saved(await downloadFrom(page, 'Download slides (.pptx)')))
    // The event is listed once, on the events slide; the metric's slide says the pace.
    const listed = deck.slides.filter((slide) => slideText(slide).includes(title))
    expect(listed).toHaveLength(1)
    const leaders = deck.slides.findIndex((slide) =>
      slideText(slide).startsWith('Pipelines with leaders'),
    )
    expect(leaders).toBeGreaterThan(0)
    expect(slideText(deck.slides[leaders] ?? '')).toMatch(PACE_IN_TEXT)
    expect(deck.charts[leaders]?.join('')).toContain('Target 60% by Jun 2031')

    // The card on the dashboard says the pace.
    await page.goto('/regions/us')
    await expect(
      page.getByTestId('card-pipelinesWithLeaders').getByTestId('trend-pace'),
    ).toHaveText(PACE)

    // A second app, where the demo user is not an administrator, on a copy of the store: one
    // process per SQLite DATA_DIR (decision 0254); replicas on one PostgreSQL store are tested in
    // the store's own tests.
    reader = await startAppProcess({ DATA_DIR: storeCopy(), ADMIN_EMAILS: 'hr@example.org' })
    const context = await browser.newContext({ baseURL: reader.url, locale: 'en-US' })
    const readerPage = await context.newPage()
    await signIn(readerPage, 'us')
    await readerPage.goto('/regions/us/trends')
    const readerChart = readerPage.getByRole('figure', { name: 'Pipelines with leaders' })
    await expect(readerChart.locator('.tc__target-label')).toHaveText('Target 60% by Jun 2031')
    await expect(readerPage.getByTestId('event-list')).toContainText(title)
    await expect(readerPage.getByRole('form', { name: 'Set a target' })).toHaveCount(0)
    await expect(readerPage.getByRole('form', { name: 'Add an event' })).toHaveCount(0)
    await expect(readerPage.getByRole('button', { name: /^Delete/ })).toHaveCount(0)
    await expect(readerPage.getByRole('table', { name: 'Change log' })).toHaveCount(0)
    const refused = await readerPage.request.put(
      annotationPaths.target('us', 'pipelinesWithLeaders'),
      {
        headers: { 'X-CSRF': '1' },
        data: { yesShare: 10, targetDate: '2031-06-30', startDate: null, version: 1 },
      },
    )
    expect(refused.status()).toBe(403)
    expect(await refused.json()).toMatchObject({ error: 'not_admin' })
    await context.close()
  })
})
