import {
  addDays,
  historyPath,
  historyResponseSchema,
  isoDay,
} from '../src/domain/history/history.ts'
import { regionLabel, type RegionId } from '../src/domain/regions/regions.ts'
import { DEMO_API_KEY, DEMO_EMAIL } from '../src/simulator/datasets.ts'
import { expect, fillSignIn, signIn, test } from './fixtures.ts'

/**
 * Trends and comparison (issue 14) against the demo server: its history is 18 months of generated
 * daily snapshots (`demo: true`), with a metric below the group-size threshold for a few weeks.
 */

const TREND_LINE =
  /^12 months: ([+-]\d+ points?|no change), (a steady rise|a steady fall|a (rise|fall)(, but not a steady one| not yet clearly more than day-to-day movement)|up and down, (no clear direction|not clearly more than day-to-day movement)|mostly in one jump, on .+|(rose|fell) until .+, then (fell|rose)|level throughout)/

test.describe('trends', () => {
  test('a newcomer sees sparklines and changes, opens the trend view, switches period, reads the table', async ({
    page,
  }) => {
    await signIn(page, 'us')
    const card = page.getByTestId('card-pipelinesWithWomen')
    await expect(card.getByRole('img', { name: /yes share over 12 months$/ })).toBeVisible()
    await expect(card.getByTestId('demo-badge')).toHaveText('Demo data')
    await expect(card.getByTestId('trend-words')).toHaveText(TREND_LINE)

    await page.getByRole('link', { name: 'See the trends of every metric' }).click()
    await expect(page).toHaveURL(/\/regions\/us\/trends$/)
    await expect(
      page.getByRole('heading', { level: 1, name: /^Trends: United States/ }),
    ).toBeVisible()
    const women = page.getByRole('figure', { name: 'Pipelines with women' })
    await expect(women.getByTestId('trend-chart-summary')).toHaveText(
      /^Pipelines with women (rose|fell) from \d+% to \d+% \(7-day means at each end: \d+ → \d+ of \d+ pipelines\) over 12 months: a steady (rise|fall)\.$/,
    )

    await page.getByRole('radio', { name: '3 months' }).click()
    await expect(page).toHaveURL(/\/regions\/us\/trends\?period=3m$/)
    await expect(page.getByRole('radio', { name: '3 months' })).toBeChecked()
    await expect(women.getByTestId('trend-chart-summary')).toHaveText(/ over 3 months: [^.]+\.$/)

    // Keyboard: the plot is a slider over the days; its value is the day's share, counts and interval.
    const plot = women.getByRole('slider')
    await plot.focus()
    await page.keyboard.press('Home')
    await expect(plot).toHaveAttribute(
      'aria-valuetext',
      /: \d+% yes \([\d,]+ of [\d,]+; 95% interval \d+%–\d+%\)$/,
    )

    await page.getByRole('button', { name: 'View as table' }).click()
    const table = page.getByTestId('trend-table-pipelinesWithWomen')
    await expect(table.getByRole('columnheader', { name: '95% interval' })).toBeVisible()
    await expect(table.getByRole('row')).not.toHaveCount(1)
  })

  test('signs in to a second region from the comparison and compares', async ({ page }) => {
    await signIn(page, 'us')
    await page
      .getByRole('navigation', { name: 'Views' })
      .getByRole('link', { name: 'Compare regions' })
      .click()
    await expect(page).toHaveURL(/\/compare$/)
    await expect(page.getByTestId('compared-region-eu')).toContainText('Not signed in')
    const leaders = page.getByRole('figure', { name: 'Pipelines with leaders' })
    await expect(leaders.getByTestId('compare-row-eu')).toHaveCount(0)

    await page
      .getByTestId('compared-region-eu')
      .getByRole('link', { name: 'Sign in to Europe' })
      .click()
    await expect(page).toHaveURL(/\/sign-in\?region=eu&returnTo=%2Fcompare$/)
    await fillSignIn(page, 'eu')
    await expect(page).toHaveURL(/\/compare$/)
    for (const region of ['us', 'eu'] as const satisfies readonly RegionId[]) {
      await expect(page.getByTestId(`compared-region-${region}`)).toContainText('As of')
      await expect(leaders.getByTestId(`compare-row-${region}`)).toContainText(regionLabel(region))
    }

    await page.getByRole('radio', { name: 'Value' }).click()
    await expect(page).toHaveURL(/\/compare\?sort=value$/)
    await page.getByRole('button', { name: 'View as table' }).click()
    // The header, a row per signed-in region, and their counts added up.
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(1 + 2 + 1)

    await page
      .getByTestId('compared-region-eu')
      .getByRole('link', { name: /^Trends/ })
      .click()
    await expect(page).toHaveURL(/\/regions\/eu\/trends$/)
  })

  test('a day with a suppressed distribution shows a gap, never a count', async ({ page }) => {
    await signIn(page, 'us')
    // Find, through the API the page uses, a region and metric with withheld days.
    const to = isoDay(Date.now())
    const range = { from: addDays(to, -1099), to }
    const { regions } = (await (
      await page.request.get('/api/regions', { headers: { 'X-CSRF': '1' } })
    ).json()) as { regions: { id: RegionId }[] }
    let found: { region: RegionId; label: string; days: number } | undefined
    for (const { id } of regions) {
      // Sign in to each region (the demo credentials work in every one) to read its history.
      await page.request.post('/api/session', {
        headers: { 'X-CSRF': '1' },
        data: { region: id, email: DEMO_EMAIL, apiKey: DEMO_API_KEY },
      })
      const answer = await page.request.get(historyPath(id, range), { headers: { 'X-CSRF': '1' } })
      expect(answer.status()).toBe(200)
      const history = historyResponseSchema.parse(await answer.json())
      for (const snapshot of history.snapshots) {
        for (const distribution of snapshot.distributions) {
          if (distribution.status !== 'suppressed') continue
          // Never a count: a withheld distribution travels without its numbers.
          expect(distribution.yesCount).toBeNull()
          expect(distribution.noCount).toBeNull()
          if (found === undefined) found = { region: id, label: distribution.label, days: 0 }
          if (found.region === id && found.label === distribution.label) found.days += 1
        }
      }
    }
    expect(found, 'the demo history has a metric with withheld days').toBeDefined()
    if (found === undefined) return

    await page.goto(`/regions/${found.region}/trends?period=all`)
    const chart = page.getByRole('figure', { name: found.label })
    await expect(chart.getByTestId('trend-withheld-note')).toHaveText(
      new RegExp(`^Hidden on ${found.days} days?: fewer than \\d+ in the group$`),
    )
    // The line (Recharts' curve, drawn once the chart is in view) is broken where the days are withheld.
    const line = chart.locator('.tc__line .recharts-line-curve')
    await line.scrollIntoViewIfNeeded()
    expect(((await line.getAttribute('d')) ?? '').split('M').length).toBeGreaterThan(2)

    await page.getByRole('button', { name: 'View as table' }).click()
    const hiddenRow = page
      .getByRole('region', { name: `${found.label} table` })
      .getByRole('row', { name: /Hidden to protect privacy/ })
      .first()
    await expect(hiddenRow).toBeVisible()
    // One cell across the four number columns says why (never a count), then the day's events.
    await expect(hiddenRow.getByRole('cell')).toHaveCount(2)
    await expect(hiddenRow.getByRole('cell').first()).toHaveAttribute('colspan', '4')
  })

  test('nothing above the trend charts moves while the history loads (a phone, no layout shift)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    await signIn(page, 'us')
    // Every layout shift of the next page load, with what moved (Lighthouse counts them as CLS).
    await page.addInitScript(() => {
      interface Shift {
        value: number
        sources: { node?: { textContent: string | null } | null }[]
      }
      // Browser globals, typed here: the journeys compile without the DOM's types.
      const scope = globalThis as unknown as {
        __shifts: { value: number; moved: string[] }[]
        PerformanceObserver: new (callback: (list: { getEntries(): Shift[] }) => void) => {
          observe(options: { type: string; buffered: boolean }): void
        }
      }
      scope.__shifts = []
      new scope.PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          scope.__shifts.push({
            value: entry.value,
            moved: entry.sources.map((source) =>
              (source.node?.textContent ?? '?').trim().slice(0, 60),
            ),
          })
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    // The history answers only once its loading state is on screen, as on a slow phone.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/organization-info/history?**', async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/regions/us/trends')
    await expect(page.getByTestId('loading-skeleton')).toContainText(
      'Loading the history of United States…',
    )
    release()
    await expect(page.getByTestId('trend-charts')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Download events (CSV)' })).toBeEnabled()
    const shifts = await page.evaluate(
      () => (globalThis as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts,
    )
    expect(shifts, 'layout shifts while the trend view loaded').toEqual([])
  })
})
