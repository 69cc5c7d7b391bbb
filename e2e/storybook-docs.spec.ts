import { expect, test } from '@playwright/test'
import { ConsoleGuard } from './support/console-guard.ts'
import { startStaticServer, type StaticServer } from './support/static-server.ts'
import { STORYBOOK_DIR, storybookEntries } from './support/storybook.ts'

/**
 * Every Docs page of the built Storybook opens without an error: each preview on the page renders
 * its story, and nothing is thrown or written to console.error. A Docs page renders all its
 * stories at once, which is where a per-story setup (MSW's worker, for one) breaks when it is not
 * shared (decision 0190).
 */
function docsEntries() {
  return storybookEntries().filter((entry) => entry.type === 'docs')
}

let server: StaticServer

test.beforeAll(async () => {
  server = await startStaticServer({ root: STORYBOOK_DIR })
})

test.afterAll(async () => {
  await server.close()
})

test('the built Storybook has a Docs page per component', () => {
  expect(docsEntries().length).toBeGreaterThanOrEqual(20)
})

/**
 * Answers the stories' mocked BFF gives on purpose (error states, and a network error); a 404 of
 * an asset still fails.
 */
const MOCKED_API_ERRORS = [401, 429, 500, 502, 503, 504]

for (const entry of docsEntries()) {
  test(`Docs page ${entry.title} renders every story without an error`, async ({ page }) => {
    // A page's Docs renders every state of the whole app, each in its own frame: on a busy
    // machine that takes longer than one journey step.
    test.setTimeout(90_000)
    const guard = new ConsoleGuard()
    guard.attach(page)
    guard.allowHttpErrors(...MOCKED_API_ERRORS)
    guard.allowNetworkErrors()
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }))
    await page.goto(`${server.origin}/iframe.html?viewMode=docs&id=${entry.id}`)
    const docs = page.locator('#storybook-docs')
    await expect(docs.locator('.sbdocs-title')).toBeVisible()
    const stories = docs.locator('.docs-story')
    await expect(stories.first()).toBeVisible()
    // Each preview renders its story: inline, or in its own frame (the pages, see pageStory).
    for (const story of await stories.all()) {
      if ((await story.locator('iframe').count()) > 0) {
        // Framed stories load lazily, as they come near the viewport.
        await story.scrollIntoViewIfNeeded()
        const frame = story.frameLocator('iframe')
        await expect(frame.locator('#storybook-root > *').first()).toBeAttached()
        await expect(frame.locator('.sb-errordisplay')).toBeHidden()
      } else {
        await expect(story.locator('[id^="story--"] > *').first()).toBeAttached()
      }
    }
    await expect(docs.getByText(/Invariant Violation|Error:|Failed to/)).toHaveCount(0)
    await expect(page.locator('.sb-errordisplay')).toBeHidden()
    expect(guard.errors, `errors on the Docs page of ${entry.title}`).toEqual([])
  })
}
