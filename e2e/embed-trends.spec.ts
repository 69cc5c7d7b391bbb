import { test as base, type FrameLocator, type Locator, type Page } from '@playwright/test'
import { consoleGuardFixture, type ConsoleGuard } from './support/console-guard.ts'
import { startAppProcess, type AppProcess } from './embed/app-process.ts'
import { expect, openPortal, SIGNING_SECRET, signedLink } from './embed/fixtures.ts'
import { startStaticServer, type StaticServer } from './support/static-server.ts'
import { attachScreenshot, expectNoAxeViolations } from './support/report.ts'

/**
 * The embed view's trends (issue 29, decision 0225) in a portal's column: the app in demo mode (its
 * generated 18 months of history) with signed links on, framed by a portal page. Each card of a
 * distribution shows its sparkline, drawn, and its change line at 320 and 600 px; `trends=0` shows
 * none and reads no history; the compact table in German and dark cuts no header at 600 px and
 * cues its scroll at 320 px (decision 0226); a card's download panel stays off the next card's
 * title (decision 0227).
 */
interface TrendsWorld {
  readonly app: AppProcess
  readonly portal: StaticServer
}

const test = base.extend<{ consoleGuard: ConsoleGuard }, { world: TrendsWorld }>({
  world: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const portal = await startStaticServer()
      const app = await startAppProcess({
        // Demo mode: no region configured; its simulator on any free port.
        SIMULATOR_PORT: '0',
        EMBED_SIGNING_SECRET: SIGNING_SECRET,
        EMBED_ALLOWED_ORIGINS: portal.origin,
      })
      await use({ app, portal })
      await app.stop()
      await portal.close()
    },
    { scope: 'worker' },
  ],
  consoleGuard: consoleGuardFixture,
})

/** The change line as the dashboard's cards word it (docs/decisions/0150). */
const TREND_LINE =
  /^12 months: ([+-]\d+ points?|no change), (a steady rise|a steady fall|a (rise|fall)(, but not a steady one| not yet clearly more than day-to-day movement)|up and down, (no clear direction|not clearly more than day-to-day movement)|mostly in one jump, on .+|(rose|fell) until .+, then (fell|rose)|level throughout)/

/** Every metric card (`card-<metric key>`) in `root`, not the parts inside sharing the prefix. */
const cards = (root: FrameLocator | Locator) => root.getByTestId(/^card-(?!n$|definition$)/)

/** The `d` of the sparkline's drawn line: empty until Recharts has drawn it. */
async function drawnPath(trend: Locator): Promise<string> {
  // Charts are drawn once near the viewport (decision 0079).
  await trend.scrollIntoViewIfNeeded()
  const line = trend.locator('[data-testid="sparkline"] .recharts-line path').first()
  await expect(line).toBeAttached({ timeout: 15_000 })
  return (await line.getAttribute('d')) ?? ''
}

async function historyReads(page: Page, run: () => Promise<void>): Promise<string[]> {
  const reads: string[] = []
  const onRequest = (request: { url(): string }) => {
    const { pathname } = new URL(request.url())
    if (pathname.endsWith('/organization-info/history')) reads.push(pathname)
  }
  page.on('request', onRequest)
  try {
    await run()
  } finally {
    page.off('request', onRequest)
  }
  return reads
}

for (const width of [320, 600] as const) {
  test(`in a ${width} px column every card shows its drawn sparkline and change line`, async ({
    page,
    world,
  }, testInfo) => {
    await page.setViewportSize({ width: 900, height: 900 })
    let frame: FrameLocator | undefined
    const reads = await historyReads(page, async () => {
      frame = await openPortal(page, world.portal, await signedLink(world, 'us'), { width })
      await expect(frame.getByTestId('metric-trend').first()).toBeVisible({ timeout: 15_000 })
    })
    if (frame === undefined) throw new Error('no frame')
    expect(reads).toEqual(['/api/embed/regions/us/organization-info/history'])

    await expect(cards(frame)).toHaveCount(7)
    // Each distribution has a yes share over time; the two percentages have no history of shares.
    const charts = cards(frame.getByTestId('distribution-charts'))
    await expect(charts).toHaveCount(5)
    await expect(frame.getByTestId('metric-trend')).toHaveCount(5)
    for (const card of await charts.all()) {
      const trend = card.getByTestId('metric-trend')
      await expect(trend).toBeVisible()
      expect(await drawnPath(trend)).toMatch(/^M[\d.]+,[\d.]+.*L/)
      await expect(trend.getByTestId('trend-words')).toHaveText(TREND_LINE)
      await expect(trend.getByTestId('demo-badge')).toHaveText('Demo data')
      // Nothing of the trend leaves its card.
      const [cardBox, trendBox] = await Promise.all([card.boundingBox(), trend.boundingBox()])
      if (!cardBox || !trendBox) throw new Error('no layout box')
      expect(trendBox.x).toBeGreaterThanOrEqual(cardBox.x - 0.5)
      expect(trendBox.x + trendBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5)
    }
    await attachScreenshot(page, testInfo, `embed-trends-${width}`, { fullPage: false })
    await expectNoAxeViolations(page, testInfo, `embed-trends-${width}`)
  })
}

test('with trends=0 the frame shows no sparkline and reads no history', async ({ page, world }) => {
  let frame: FrameLocator | undefined
  const reads = await historyReads(page, async () => {
    frame = await openPortal(
      page,
      world.portal,
      await signedLink(world, 'us', { query: 'trends=0' }),
      {
        width: 600,
      },
    )
    await expect(frame.getByTestId('card-pipelinesWithLeaders')).toBeVisible({ timeout: 15_000 })
    // The figures are in; the embed session is used; the history would have been asked by now.
    await expect(frame.getByText(/Viewing as|Refresh/).first()).toBeVisible()
  })
  if (frame === undefined) throw new Error('no frame')
  await expect(cards(frame)).toHaveCount(7)
  await expect(frame.getByTestId('metric-trend')).toHaveCount(0)
  expect(reads).toEqual([])
})

for (const width of [600, 320] as const) {
  test(`compact, German, dark, ${width} px: no table header is cut, a wider table is cued`, async ({
    page,
    world,
  }, testInfo) => {
    await page.setViewportSize({ width: 900, height: 900 })
    const frame = await openPortal(
      page,
      world.portal,
      await signedLink(world, 'us', { query: 'compact=1&theme=dark&locale=de-DE' }),
      { width },
    )
    await expect(frame.locator('html')).toHaveAttribute('lang', 'de-DE')
    const region = frame.getByRole('region', { name: 'Verteilungstabelle' })
    await expect(region).toBeVisible({ timeout: 15_000 })
    await expect(region).toHaveAttribute('tabindex', '0')
    const headers = region.getByRole('columnheader')
    await expect(headers.filter({ hasText: 'Gesamt' })).toHaveCount(1)
    for (const header of await headers.all()) {
      const whole = await header.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)
      expect(whole, `header "${await header.textContent()}" is cut`).toBe(true)
    }
    const sizes = await region.evaluate((box) => [box.scrollWidth, box.clientWidth])
    const overflows = (sizes[0] ?? 0) > (sizes[1] ?? 0) + 1
    // 600 px: the whole table fits, Status included. 320 px: it scrolls, and says so.
    expect(overflows, `scroll and client width ${sizes.join(', ')}`).toBe(width === 320)
    if (overflows) {
      await expect(region).toHaveAccessibleDescription(
        'Seitlich scrollen, um alle Spalten zu sehen.',
      )
      const shadows = await region.evaluate(
        (box) => box.ownerDocument.defaultView?.getComputedStyle(box).backgroundImage ?? '',
      )
      expect(shadows.match(/radial-gradient/g)).toHaveLength(2)
      // The keyboard reaches the region and scrolls it to the Status column.
      await region.focus()
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => region.evaluate((box) => Math.abs(box.scrollLeft))).toBeGreaterThan(0)
    } else {
      await expect(region).toHaveAccessibleDescription('')
      const [box, last] = await Promise.all([
        region.boundingBox(),
        headers.filter({ hasText: 'Status' }).boundingBox(),
      ])
      if (!box || !last) throw new Error('no layout box')
      expect(last.x + last.width).toBeLessThanOrEqual(box.x + box.width + 0.5)
    }
    // The trends are listed under the table in the compact view.
    await expect(frame.getByRole('region', { name: '12-Monats-Trends' })).toBeVisible()
    await attachScreenshot(page, testInfo, `embed-compact-de-dark-${width}`, { fullPage: false })
    await expectNoAxeViolations(page, testInfo, `embed-compact-de-dark-${width}`)
  })
}

test('a card’s download panel stays off the next card’s title', async ({ page, world }) => {
  await page.setViewportSize({ width: 900, height: 1200 })
  const frame = await openPortal(page, world.portal, await signedLink(world, 'us'), { width: 320 })
  const leaders = frame.getByTestId('card-pipelinesWithLeaders')
  await expect(leaders).toBeVisible({ timeout: 15_000 })
  const next = cards(frame)
    .filter({ has: frame.locator('figcaption') })
    .nth(1)
  await expect(next).toBeVisible()
  expect(await next.getAttribute('data-testid')).not.toBe('card-pipelinesWithLeaders')
  await leaders.getByText('Download Pipelines with leaders as an image').click()
  const png = leaders.getByRole('button', { name: 'Download Pipelines with leaders as PNG' })
  await expect(png).toBeVisible()
  const [panel, title, own] = await Promise.all([
    png.locator('..').boundingBox(),
    next.locator('figcaption').boundingBox(),
    leaders.boundingBox(),
  ])
  if (!panel || !title || !own) throw new Error('no layout box')
  const overlaps =
    panel.x < title.x + title.width &&
    title.x < panel.x + panel.width &&
    panel.y < title.y + title.height &&
    title.y < panel.y + panel.height
  expect(overlaps).toBe(false)
  expect(panel.y).toBeGreaterThanOrEqual(own.y)
  expect(panel.y + panel.height).toBeLessThanOrEqual(own.y + own.height)
  // Escape closes it, back on its summary.
  await png.focus()
  await page.keyboard.press('Escape')
  await expect(png).toBeHidden()
})
