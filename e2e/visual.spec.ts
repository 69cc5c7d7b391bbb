import { expect, test } from '@playwright/test'
import { startStaticServer, type StaticServer } from './support/static-server.ts'
import { STORYBOOK_DIR, storybookEntries } from './support/storybook.ts'

/**
 * Visual review (issue 29): the key stories of the built Storybook, in light, dark and Arabic, at
 * a phone's, a small laptop's and a desktop's width, compared with the baselines kept beside this
 * file (`e2e/visual.spec.ts-snapshots/`). A changed picture fails, and the report
 * (`playwright-report/`) shows the expected, the actual and the diff. After a wanted change:
 * `npm run visual:update`, then review the new pictures in the commit.
 */
/**
 * The key stories: the ones a design review signs off, each on fixed data and a fixed clock (page
 * stories read relative dates, so their pictures would change with the day, not the code).
 */
const KEY_STORIES: ReadonlyArray<readonly [name: string, id: string]> = [
  ['header', 'components-appheader--signed-in'],
  ['sign-in-form', 'components-signinform--default'],
  ['dashboard-grid', 'components-dashboardgrid--healthy'],
  ['distribution-chart', 'components-distributionchart--healthy'],
  ['trend-chart', 'components-trendchart--clear-rise'],
  ['comparison', 'components-regioncomparison--ties-pooled-and-not-reported'],
]

const VARIANTS: ReadonlyArray<readonly [name: string, globals: string]> = [
  ['light', 'theme:light;locale:en'],
  ['dark', 'theme:dark;locale:en'],
  ['arabic', 'theme:light;locale:ar'],
]

const WIDTHS = [390, 1024, 1440] as const

let server: StaticServer

test.beforeAll(async () => {
  server = await startStaticServer({ root: STORYBOOK_DIR })
})

test.afterAll(async () => {
  await server.close()
})

test('every key story is in the built Storybook', () => {
  const ids = new Set(storybookEntries().map((entry) => entry.id))
  expect(KEY_STORIES.filter(([, id]) => !ids.has(id))).toEqual([])
})

/**
 * A story opens once per variant and is resized to each width (a fresh page per picture cost 2.5–4
 * times as much, issue 44): what a resize changes has drawn when two pictures in a row agree,
 * which `toHaveScreenshot` waits for.
 */
for (const [story, id] of KEY_STORIES) {
  for (const [variant, globals] of VARIANTS) {
    test(`${story}, ${variant}, at ${WIDTHS.join(', ')} px`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 })
      await page.goto(`${server.origin}/iframe.html?id=${id}&viewMode=story&globals=${globals}`)
      await expect(page.locator('#storybook-root > *').first()).toBeVisible()
      // The story's play function has finished when Storybook marks the story rendered.
      await page.waitForFunction("document.body.classList.contains('sb-show-main')")
      await page.waitForLoadState('networkidle')
      await page.evaluate('document.fonts.ready.then(() => true)')
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await expect(page).toHaveScreenshot(`${story}-${variant}-${width}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          // Relative times ("updated 2 minutes ago") change with the clock, not with the code.
          mask: [page.locator('[data-testid="last-updated"]')],
          maxDiffPixelRatio: 0.002,
        })
      }
    })
  }
}
