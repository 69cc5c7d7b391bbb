import { expect, test, type Locator } from '@playwright/test'
import { ConsoleGuard } from './support/console-guard.ts'
import { startStaticServer, type StaticServer } from './support/static-server.ts'
import {
  declaredLanguages,
  languageProblems,
  storyIdOf,
  type StoryLanguage,
} from './support/story-languages.ts'
import { STORYBOOK_DIR, storybookBuilt, storybookEntries } from './support/storybook.ts'

/**
 * Every Docs page of the built Storybook opens without an error: each preview on the page renders
 * its story, and nothing is thrown or written to console.error. A Docs page renders all its
 * stories at once, which is where a per-story setup (MSW's worker, for one) breaks when it is not
 * shared (decision 0190), and where one story's language leaks into its neighbours when it is
 * (issue 38): opened in English, every story speaks its own language in its own direction.
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

// One journey per Docs page of the built Storybook. Unbuilt, the journeys can still be listed, and
// the test above fails saying to build it.
for (const entry of storybookBuilt() ? docsEntries() : []) {
  test(`Docs page ${entry.title} renders every story without an error, each in its own language`, async ({
    page,
  }) => {
    // A page's Docs renders every state of a component inline, and two of a page's framed
    // states (below): a minute on a busy machine.
    test.setTimeout(60_000)
    const guard = new ConsoleGuard()
    guard.attach(page)
    guard.allowHttpErrors(...MOCKED_API_ERRORS)
    guard.allowNetworkErrors()
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }))
    // The toolbar's language is English: a story in another language is so by its own globals.
    await page.goto(`${server.origin}/iframe.html?viewMode=docs&id=${entry.id}&globals=locale:en`)
    const docs = page.locator('#storybook-docs')
    // The page shows its previews once every story file and its loaders are in: on a busy
    // machine, more than a step's wait.
    await expect(docs.locator('.sbdocs-title')).toBeVisible({ timeout: 30_000 })
    const stories = docs.locator('.docs-story')
    await expect(stories.first()).toBeVisible({ timeout: 30_000 })
    // Each preview renders its story: inline, or in its own frame (the pages, see pageStory),
    // in the language and direction the story itself declares (English and left to right unless
    // its globals say otherwise: the Arabic stories, the right-to-left ones).
    const rendered: { id: string; root: Locator; frameRoot: Locator | undefined }[] = []
    const framed: { id: string; story: Locator }[] = []
    const storyIds = new Set(storybookEntries().map((known) => known.id))
    for (const story of await stories.all()) {
      if ((await story.locator('iframe').count()) > 0) {
        // A framed preview is the story's own page (iframe.html in story mode): its frame is
        // there at once and loads lazily, as it comes near the viewport.
        const src = (await story.locator('iframe').getAttribute('src')) ?? ''
        const url = new URL(src, server.origin)
        const id = url.searchParams.get('id') ?? src
        expect(storyIds.has(id), `${src}: a story of the built Storybook`).toBe(true)
        expect(url.searchParams.get('viewMode'), `${id}: the frame shows the story`).toBe('story')
        framed.push({ id, story })
      } else {
        const root = story.locator('[id^="story--"]').first()
        await expect(root.locator('> *').first()).toBeAttached()
        rendered.push({
          id: storyIdOf((await root.getAttribute('id')) ?? ''),
          root,
          frameRoot: undefined,
        })
      }
    }
    const declared = await declaredLanguages(page, [
      ...rendered.map(({ id }) => id),
      ...framed.map(({ id }) => id),
    ])
    // A frame boots a whole Storybook preview (the Embed page's 18 took 87 s). Its story renders
    // in that frame as it does on its own, which the Vitest storybook project renders with its
    // play and axe; a frame cannot take a neighbour's language. So the page boots two of them:
    // the first in a language or direction of its own (where a leak would show) and the first in
    // English (issue 44).
    const isEnglish = ({ id }: { id: string }) =>
      (declared[id]?.locale ?? 'en') === 'en' && (declared[id]?.dir ?? 'ltr') === 'ltr'
    const booted = [framed.find((frame) => !isEnglish(frame)), framed.find(isEnglish)]
    for (const frame of booted) {
      if (frame === undefined) continue
      await frame.story.scrollIntoViewIfNeeded()
      const frameLocator = frame.story.frameLocator('iframe')
      // A frame loads a whole Storybook preview: on a busy machine, more than a step's wait.
      await expect(frameLocator.locator('#storybook-root > *').first()).toBeAttached({
        timeout: 30_000,
      })
      await expect(frameLocator.locator('.sb-errordisplay')).toBeHidden()
      rendered.push({
        id: frame.id,
        root: frameLocator.locator('#storybook-root'),
        frameRoot: frameLocator.locator('html'),
      })
    }
    for (const { id, root, frameRoot } of rendered) {
      const own: StoryLanguage = declared[id] ?? { locale: 'en', dir: 'ltr' }
      await expect
        .poll(() => languageProblems(root, own), {
          message: `${id} renders in ${own.locale}, ${own.dir}`,
          timeout: 10_000,
        })
        .toEqual([])
      if (frameRoot !== undefined && own.dir === 'ltr') {
        await expect(frameRoot, `${id}: the frame's document`).not.toHaveAttribute('dir', 'rtl')
      }
    }
    // The Docs page itself stays as opened: English, left to right.
    await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).not.toHaveAttribute('lang', /^ar/)
    await expect(docs.getByText(/Invariant Violation|Error:|Failed to/)).toHaveCount(0)
    await expect(page.locator('.sb-errordisplay')).toBeHidden()
    expect(guard.errors, `errors on the Docs page of ${entry.title}`).toEqual([])
  })
}
