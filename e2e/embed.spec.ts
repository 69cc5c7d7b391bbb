import { AxeBuilder } from '@axe-core/playwright'
import { DEMO_API_KEY, DEMO_EMAIL } from '../src/simulator/datasets.ts'
import { chromiumLaunchOptions } from '../scripts/chromium.ts'
import {
  expect,
  framesSettled,
  openPortal,
  portalIframe,
  receivedMessages,
  sendSettings,
  signedLink,
  test,
  type EmbedWorld,
} from './embed/fixtures.ts'
import type { FrameLocator, Page } from '@playwright/test'
import { translated } from './support/catalog.ts'
import { attachScreenshot } from './support/report.ts'

/**
 * Embedding in an intranet portal (docs/embedding.md). The app runs on http://localhost:<port>,
 * the portals on http://127.0.0.1:<port>: another site, so the frame is a third-party context.
 * Third-party cookies are blocked (the phase-out flag; the first journey proves it), so
 * everything that works here works on the partitioned (CHIPS) cookies alone.
 */
test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, '--test-third-party-cookie-phaseout'],
  },
})

const heading = (frame: FrameLocator, label = 'United States') =>
  frame.getByRole('heading', { level: 1, name: `Pipeline diversity: ${label}` })

async function frameHeights(page: Page) {
  return portalIframe(page).evaluate((iframe) => Math.round(iframe.getBoundingClientRect().height))
}

/** The height of the frame's document content (its body holds nothing but the view). */
async function contentHeight(frame: FrameLocator) {
  return frame
    .locator('body')
    .evaluate((element) => Math.ceil(element.getBoundingClientRect().height))
}

/** The embedded view's landmark, present whenever the view rendered at all. */
const view = (frame: FrameLocator) =>
  frame.getByRole('main', { name: 'Pipeline diversity dashboard', exact: true })

async function resizeMessages(page: Page) {
  return (await receivedMessages(page)).filter(
    (message) =>
      typeof message.data === 'object' &&
      message.data !== null &&
      'type' in message.data &&
      message.data.type === 'pdd:resize',
  )
}

test('third-party cookies are blocked here; partitioned ones work', async ({ page, world }) => {
  const probe = `http://localhost:${world.portal.port}/probe`
  const frame = await openPortal(page, world.portal, probe)
  await expect(frame.getByRole('status')).toHaveText('sent:probe_partitioned=1')
})

test('an allowed portal renders a signed link without any API key, and sizes the frame', async ({
  page,
  world,
}) => {
  const signIns: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/session')
      signIns.push(request.url())
  })
  const frame = await openPortal(
    page,
    world.portal,
    await signedLink(world, 'us', { viewer: 'emp-42' }),
  )
  await expect(heading(frame)).toBeVisible()
  // The dashboard's own cards and charts, and no sign-out: the portal vouched for this viewer.
  await expect(frame.getByRole('figure', { name: 'Pipelines with leaders' })).toBeVisible()
  await expect(frame.getByText('Viewing as emp-42')).toBeVisible()
  await expect(frame.getByRole('button', { name: 'Refresh' })).toBeVisible()
  await expect(frame.getByRole('button', { name: 'Sign out' })).toHaveCount(0)
  await expect(frame.getByRole('heading', { name: 'Sign in to see the dashboard' })).toHaveCount(0)
  expect(signIns).toEqual([])

  // The token left the frame's address at once.
  const embedFrame = page.frames().find((candidate) => candidate.url().startsWith(world.app.url))
  expect(embedFrame?.url()).toBe(`${world.app.url}/embed/regions/us`)

  // The snippet sized the iframe to the content, from the app's messages only.
  await expect.poll(async () => (await frameHeights(page)) - (await contentHeight(frame))).toBe(0)
  expect(await frameHeights(page)).toBeGreaterThan(150)
  const messages = await receivedMessages(page)
  expect(messages.length).toBeGreaterThan(0)
  for (const message of messages) {
    expect(message.origin).toBe(world.app.url)
    expect(message.data).toEqual({ type: 'pdd:resize', height: expect.any(Number) })
  }
  // No resize loop: once settled, nothing more is posted while both sides catch up.
  const settled = (await resizeMessages(page)).length
  await framesSettled(page, world.app.url)
  expect(await resizeMessages(page)).toHaveLength(settled)

  const accessibility = await new AxeBuilder({ page }).analyze()
  expect(accessibility.violations).toEqual([])
})

test('host parameters and settings messages change theme, layout and height', async ({
  page,
  world,
}) => {
  const frame = await openPortal(
    page,
    world.portal,
    await signedLink(world, 'us', { query: 'theme=dark&locale=de-DE' }),
  )
  // The portal's locale picks the UI's language too: German, with its catalog's words.
  const unitedStates = translated('de', 'United States')
  await expect(
    frame.getByRole('heading', {
      level: 1,
      name: translated('de', 'Pipeline diversity: {regionName}').replace(
        '{regionName}',
        unitedStates,
      ),
    }),
  ).toBeVisible()
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(frame.locator('html')).toHaveAttribute('lang', 'de-DE')
  await expect.poll(async () => (await frameHeights(page)) - (await contentHeight(frame))).toBe(0)
  const before = await frameHeights(page)

  // The charts show in the normal layout; compact shows the dashboard's table instead.
  const chart = frame.getByRole('figure', { name: translated('de', 'Pipelines with leaders') })
  const tableName = translated('de', 'Distributions in {regionLabel}, as of {updated}')
  const table = frame.getByRole('table', {
    name: tableName.slice(0, tableName.indexOf('{updated}')).replace('{regionLabel}', unitedStates),
  })
  await expect(chart).toBeVisible()
  await expect(table).toHaveCount(0)

  await sendSettings(page, { theme: 'light', compact: true })
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'light')
  await expect(table).toBeVisible()
  await expect(chart).toHaveCount(0)
  await expect.poll(() => frameHeights(page)).toBeLessThan(before)
  await expect.poll(async () => (await frameHeights(page)) - (await contentHeight(frame))).toBe(0)
})

test('a portal that is not allowed cannot frame the app', async ({ page, world, consoleGuard }) => {
  const link = await signedLink(world, 'us')
  const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()))
  const answer = page.waitForResponse((response) =>
    response.url().startsWith(`${world.app.url}/embed/`),
  )
  await openPortal(page, world.foreign, link)
  const headers = (await answer).headers()
  expect(headers['content-security-policy']).toContain(`frame-ancestors ${world.portal.origin}`)
  expect(headers['content-security-policy']).not.toContain(world.foreign.origin)
  await refused
  await expect(view(portalIframe(page).contentFrame())).toHaveCount(0)
  expect(await resizeMessages(page)).toEqual([])
  consoleGuard.errors.splice(
    0,
    consoleGuard.errors.length,
    ...consoleGuard.errors.filter((e) => !/frame-ancestors/.test(e)),
  )

  // The blocked frame never ran: its link was not spent and still works where it is allowed.
  const frame = await openPortal(page, world.portal, link)
  await expect(heading(frame)).toBeVisible()
})

test('`/embed/regions/US` (as TALENT_US_* spells it) opens the same dashboard as `us`, at `us`', async ({
  page,
  world,
}) => {
  /** What the dashboard in the frame shows: each card's figures and counts. */
  const dashboardAt = async (pathRegion: string) => {
    const frame = await openPortal(
      page,
      world.portal,
      await signedLink(world, 'us', { pathRegion }),
    )
    await expect(heading(frame)).toBeVisible()
    const cards = frame.getByTestId(/^card-(?!n$|definition$)/)
    await expect(cards).toHaveCount(7)
    const address = () =>
      frame.locator('html').evaluate((element) => element.ownerDocument.location.pathname)
    // The address says the canonical id: replaced as the view renders.
    await expect.poll(address).toBe('/embed/regions/us')
    return {
      cards: await cards.evaluateAll((elements) =>
        elements.map((element) => [
          element.getAttribute('data-testid'),
          element.querySelector(
            '[data-testid="distribution-yes"], [data-testid="percentage-value"]',
          )?.textContent,
          element.querySelector('[data-testid="card-n"]')?.textContent,
        ]),
      ),
    }
  }
  const lower = await dashboardAt('us')
  for (const spelling of ['US', 'Us']) {
    expect(await dashboardAt(spelling), spelling).toEqual(lower)
  }
})

test('without a link, the viewer signs in inside the frame, and stays signed in there only', async ({
  page,
  context,
  world,
}) => {
  const frame = await openPortal(page, world.portal, `${world.app.url}/embed/regions/eu`)
  await expect(frame.getByRole('heading', { name: 'Sign in to see the dashboard' })).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  await frame.getByLabel('E-mail address').fill(DEMO_EMAIL)
  await frame.getByLabel('API key', { exact: true }).fill(DEMO_API_KEY)
  await frame.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(heading(frame, 'Europe')).toBeVisible()
  await expect(frame.getByText(`Viewing as ${DEMO_EMAIL}`)).toBeVisible()

  // The partitioned session cookie survives a reload of the portal...
  await page.reload()
  await expect(heading(portalIframe(page).contentFrame(), 'Europe')).toBeVisible()

  // ...but belongs to the portal's partition: the app opened directly is signed out.
  const direct = await context.newPage()
  await direct.goto(`${world.app.url}/embed/regions/eu`)
  await expect(direct.getByRole('heading', { name: 'Sign in to see the dashboard' })).toBeVisible()
})

test('a viewer who signed in inside the frame signs out there, and stays signed out', async ({
  page,
  world,
}) => {
  const frame = await openPortal(page, world.portal, `${world.app.url}/embed/regions/eu`)
  await frame.getByLabel('E-mail address').fill(DEMO_EMAIL)
  await frame.getByLabel('API key', { exact: true }).fill(DEMO_API_KEY)
  await frame.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(heading(frame, 'Europe')).toBeVisible()
  await frame.getByRole('button', { name: 'Sign out' }).click()
  const signInForm = (target: FrameLocator) =>
    target.getByRole('heading', { name: 'Sign in to see the dashboard' })
  await expect(signInForm(frame)).toBeVisible()
  await page.reload()
  await expect(signInForm(portalIframe(page).contentFrame())).toBeVisible()
})

async function expectLinkError(page: Page, world: EmbedWorld, link: string, message: RegExp) {
  const frame = await openPortal(page, world.portal, link)
  await expect(frame.getByRole('alert')).toContainText(message)
  await expect(heading(frame)).toHaveCount(0)
  // Even an error page sizes the frame.
  await expect.poll(async () => (await frameHeights(page)) - (await contentHeight(frame))).toBe(0)
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
}

test('expired, forged, reused and wrong-region links show their message in the frame', async ({
  page,
  context,
  world,
  consoleGuard,
}) => {
  consoleGuard.allowHttpErrors(401, 403)
  const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000)
  await expectLinkError(
    page,
    world,
    await signedLink(world, 'us', { issuedAt: elevenMinutesAgo }),
    /has expired/,
  )
  await expectLinkError(
    page,
    world,
    await signedLink(world, 'us', { secret: 'a-portal-that-does-not-know-the-secret' }),
    /not valid/,
  )
  await expectLinkError(
    page,
    world,
    await signedLink(world, 'eu', { pathRegion: 'us' }),
    /another region/,
  )

  const link = await signedLink(world, 'us')
  const first = await openPortal(page, world.portal, link)
  await expect(heading(first)).toBeVisible()
  const replay = await context.newPage()
  consoleGuard.attach(replay)
  await expectLinkError(replay, world, link, /already been used/)
})

test('resize messages never go to a foreign origin, and its messages are ignored', async ({
  page,
  world,
  consoleGuard,
}) => {
  // Simulates a proxy that strips the framing headers: the app still must not talk to a parent
  // that is not on the allow-list.
  await page.route(`${world.app.url}/embed/**`, async (route) => {
    const response = await route.fetch()
    const headers = { ...response.headers() }
    delete headers['content-security-policy']
    delete headers['x-frame-options']
    await route.fulfill({ response, headers })
  })
  const frame = await openPortal(page, world.foreign, await signedLink(world, 'us'))
  await expect(heading(frame)).toBeVisible()
  await sendSettings(page, { theme: 'dark' })
  await framesSettled(page, world.app.url)
  expect(await resizeMessages(page)).toEqual([])
  await expect(frame.locator('html')).not.toHaveAttribute('data-theme', 'dark')
  expect(consoleGuard.errors).toEqual([])
})

test('framing headers: the portal origin on every answer, and X-Frame-Options only when nobody may frame', async ({
  request,
  world,
  baseURL,
}) => {
  const embedded = await request.get(`${world.app.url}/`)
  expect(embedded.headers()['content-security-policy']).toContain(
    `frame-ancestors ${world.portal.origin}`,
  )
  expect(embedded.headers()['x-frame-options']).toBeUndefined()
  const api = await request.get(`${world.app.url}/api/embed/config`, { headers: { 'X-CSRF': '1' } })
  expect(await api.json()).toEqual({ allowedOrigins: [world.portal.origin], signedLinks: true })
  expect(api.headers()['content-security-policy']).toContain(
    `frame-ancestors ${world.portal.origin}`,
  )

  // The shared app of playwright.config.ts sets no EMBED_ALLOWED_ORIGINS: framing is denied.
  const plain = await request.get(`${baseURL}/`)
  expect(plain.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(plain.headers()['x-frame-options']).toBe('DENY')
})

test("the portal's locale shows the view in Arabic, right to left", async ({
  page,
  world,
}, testInfo) => {
  const frame = await openPortal(
    page,
    world.portal,
    await signedLink(world, 'us', { viewer: 'emp-42', query: 'locale=ar-AE' }),
  )
  const name = translated('ar', 'Pipeline diversity: {regionName}').replace(
    '{regionName}',
    translated('ar', 'United States'),
  )
  await expect(frame.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(frame.locator('html')).toHaveAttribute('lang', 'ar-AE')
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(
    frame.getByRole('figure', { name: translated('ar', 'Pipelines with leaders'), exact: true }),
  ).toBeVisible()
  const accessibility = await new AxeBuilder({ page }).analyze()
  expect(accessibility.violations).toEqual([])
  await attachScreenshot(page, testInfo, 'embed-ar')
})
