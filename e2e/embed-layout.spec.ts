import type { FrameLocator, Locator } from '@playwright/test'
import { DEMO_API_KEY, DEMO_EMAIL } from '../src/simulator/datasets.ts'
import { expect, openPortal, portalIframe, signedLink, test } from './embed/fixtures.ts'
import { attachScreenshot, expectNoAxeViolations } from './support/report.ts'

/**
 * The embedded dashboard in a narrow portal column (issue 15, decision 0101): at 320 px the bars
 * keep their length, and at 190 px nothing is cut off, the "No" value included. The portal page
 * is wider; only its column, the iframe, is narrow, and the frame lays itself out by its own width.
 */

/** Every card of the dashboard (`card-<metric key>`), not the parts inside that share the prefix. */
const cards = (frame: FrameLocator) => frame.getByTestId(/^card-(?!n$|definition$)/)
const CARD = '[data-testid^="card-"]:not([data-testid="card-n"], [data-testid="card-definition"])'

/**
 * What sticks out: each element of `root` (visually hidden ones aside, which are 1 px) whose box
 * leaves the box of `container`, the closest ancestor matching `containerSelector`, or the
 * frame's viewport when there is none.
 */
async function overflowing(root: Locator, containerSelector: string): Promise<string[]> {
  return root.evaluate((element, selector) => {
    const viewport = { left: 0, right: element.ownerDocument.documentElement.clientWidth }
    const found: string[] = []
    for (const node of [element, ...element.querySelectorAll('*')]) {
      // Not drawn (a closed disclosure's content still has a box) or visually hidden (1 px).
      if (!node.checkVisibility({ visibilityProperty: true })) continue
      const box = node.getBoundingClientRect()
      if (box.width <= 1 || box.height <= 1) continue
      const container = node.parentElement?.closest(selector)
      const bounds = container ? container.getBoundingClientRect() : viewport
      if (box.left < bounds.left - 0.5 || box.right > bounds.right + 0.5) {
        const name = `${node.tagName.toLowerCase()}.${node.getAttribute('class') ?? ''}`
        found.push(`${name} "${(node.textContent ?? '').slice(0, 30)}" ${box.left}-${box.right}`)
      }
    }
    return found
  }, containerSelector)
}

for (const { width, theme } of [
  { width: 320, theme: 'light' },
  { width: 190, theme: 'dark' },
] as const) {
  test(`in a ${width} px portal column (${theme}) nothing is cut off and the bars keep their length`, async ({
    page,
    world,
  }, testInfo) => {
    await page.setViewportSize({ width: 640, height: 900 })
    const frame = await openPortal(
      page,
      world.portal,
      await signedLink(world, 'us', { query: `theme=${theme}` }),
      { width },
    )
    await expect(
      frame.getByRole('heading', { level: 1, name: 'Pipeline diversity: United States' }),
    ).toBeVisible()
    await expect(frame.locator('html')).toHaveAttribute('data-theme', theme)
    expect((await portalIframe(page).boundingBox())?.width).toBe(width)
    await expect(cards(frame)).toHaveCount(7)

    // Nothing scrolls sideways, and nothing leaves the frame or its card.
    const body = frame.locator('body')
    expect(
      await body.evaluate(
        (element) =>
          element.ownerDocument.documentElement.scrollWidth -
          element.ownerDocument.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0)
    expect(await overflowing(body, CARD)).toEqual([])

    // Every reported chart shows its "No" inside its card, and its bar spans the card.
    const leaders = frame.getByTestId('card-pipelinesWithLeaders')
    const no = leaders.getByTestId('distribution-no')
    await expect(no).toBeVisible()
    const [card, noBox, yesBox, plot] = await Promise.all([
      leaders.boundingBox(),
      no.boundingBox(),
      leaders.getByTestId('distribution-yes').boundingBox(),
      leaders.getByTestId('distribution-plot').boundingBox(),
    ])
    if (!card || !noBox || !yesBox || !plot) throw new Error('the card has no layout box')
    expect(noBox.x + noBox.width).toBeLessThanOrEqual(card.x + card.width)
    expect(plot.width).toBeGreaterThan(card.width * 0.75)
    // The card's own width (its container query), not the viewport's, stacks yes over no.
    expect(noBox.y).toBeGreaterThanOrEqual(yesBox.y + yesBox.height)

    // The portal has sized the iframe to the content: the screenshot shows all of it.
    await expect
      .poll(async () =>
        Math.abs(
          ((await portalIframe(page).boundingBox())?.height ?? 0) -
            (await body.evaluate((element) => element.getBoundingClientRect().height)),
        ),
      )
      .toBeLessThan(1)
    // A frame of another site is painted only where it is on screen: the window shows all of it.
    const portalHeight = Number(await page.evaluate('document.documentElement.scrollHeight'))
    await page.setViewportSize({ width: 640, height: portalHeight })
    await attachScreenshot(page, testInfo, `embed-${width}-${theme}`, { fullPage: false })
    await expectNoAxeViolations(page, testInfo, `embed-${width}-${theme}`)
    await page.setViewportSize({ width: 640, height: 900 })

    // The download menus open inside the frame and the card too, wherever their summary sits.
    // The card's first: the dashboard's menu (with its size choice) opens over the cards below it.
    const actions = frame.getByRole('group', { name: 'Dashboard actions' })
    await leaders.getByText('Download Pipelines with leaders as an image').click()
    await expect(
      leaders.getByRole('button', { name: 'Download Pipelines with leaders as PNG' }),
    ).toBeVisible()
    await actions.getByText('Download image').click()
    await expect(actions.getByRole('button', { name: 'Download dashboard as SVG' })).toBeVisible()
    expect(await overflowing(body, CARD)).toEqual([])
    await attachScreenshot(page, testInfo, `embed-${width}-${theme}-menus`, { fullPage: false })
  })
}

test('in a 320 px portal column the sign-in form fits its card, no field wider, and signs in', async ({
  page,
  world,
}, testInfo) => {
  await page.setViewportSize({ width: 640, height: 900 })
  // No link: the viewer signs in inside the frame; the region as TALENT_EU_* spells it.
  const frame = await openPortal(page, world.portal, `${world.app.url}/embed/regions/EU`, {
    width: 320,
  })
  const form = frame.getByRole('form', { name: 'Sign in to see the dashboard' })
  await expect(form).toBeVisible()
  expect((await portalIframe(page).boundingBox())?.width).toBe(320)
  // Every field, button and line of the form inside the card's padding, none past its edge.
  const outside = await form.evaluate((card) => {
    const style = card.ownerDocument.defaultView?.getComputedStyle(card)
    const box = card.getBoundingClientRect()
    const left = box.left + parseFloat(style?.paddingLeft ?? '0') - 0.5
    const right = box.right - parseFloat(style?.paddingRight ?? '0') + 0.5
    return [...card.querySelectorAll('input, select, button, label, p, h1, h2')]
      .map((field) => ({ field, own: field.getBoundingClientRect() }))
      .filter(({ own }) => own.width > 1 && (own.left < left || own.right > right))
      .map(
        ({ field, own }) => `${field.localName} ${own.left}-${own.right} (card ${left}-${right})`,
      )
  })
  expect(outside).toEqual([])
  expect(await overflowing(frame.locator('body'), 'form')).toEqual([])
  await attachScreenshot(page, testInfo, 'embed-320-sign-in', { fullPage: false })

  await form.getByLabel('E-mail address').fill(DEMO_EMAIL)
  await form.getByLabel('API key', { exact: true }).fill(DEMO_API_KEY)
  await form.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(
    frame.getByRole('heading', { level: 1, name: 'Pipeline diversity: Europe' }),
  ).toBeVisible()
})
