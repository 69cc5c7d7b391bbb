import { expect, signIn, test } from './fixtures.ts'
import { expectRegionCharts, refreshWhileUpstreamFails } from './support/dashboard.ts'

/** Resolves with true once `signal` settles, or with false after `ms`. */
function within(signal: Promise<void>, ms: number): Promise<boolean> {
  return Promise.race([
    signal.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ])
}

test('a dashboard loads its code and its data in parallel, not one after the other', async ({
  page,
}) => {
  await signIn(page, 'us')
  const seen = { chunk: Promise.withResolvers<void>(), data: Promise.withResolvers<void>() }
  const overlap = { dataWhileCodeLoads: false, codeWhileDataLoads: false }
  // Each answer is held until the other request has started (or 2 s have passed). Routing also
  // turns off the HTTP cache, so the reload below fetches the page's code again.
  await page.route('**/assets/dashboard-page-*.js', async (route) => {
    seen.chunk.resolve()
    overlap.dataWhileCodeLoads = await within(seen.data.promise, 2_000)
    await route.continue()
  })
  await page.route('**/api/regions/us/organization-info', async (route) => {
    seen.data.resolve()
    overlap.codeWhileDataLoads = await within(seen.chunk.promise, 2_000)
    await route.continue()
  })

  await page.goto('/regions/us')
  await expectRegionCharts(page, 'us')
  expect(overlap).toEqual({ dataWhileCodeLoads: true, codeWhileDataLoads: true })
})

test('a failed refresh says when the figures shown are from, never "updated now"', async ({
  page,
  simulator,
  consoleGuard,
}) => {
  test.setTimeout(60_000)
  await signIn(page, 'us')
  const asOf = page.getByTestId('last-updated')
  await expect(asOf).toContainText('updated now')
  const shownSince = await asOf.locator('time').getAttribute('datetime')
  await refreshWhileUpstreamFails(
    page,
    simulator,
    consoleGuard,
    'The metrics could not be refreshed',
  )
  // The figures below are the earlier ones: the line says from when, and not that they are fresh.
  await expect(asOf).toContainText(/ · figures from \d{1,2}:\d{2}( [AP]M)?$/)
  await expect(asOf).not.toContainText('updated')
  expect(await asOf.locator('time').getAttribute('datetime')).toBe(shownSince)
})
