import type { Page } from '@playwright/test'
import { expect, signIn, test } from './fixtures.ts'
import { chooseLanguage } from './support/languages.ts'

/**
 * Recharts draws every chart (docs/decisions/0140) and loads with the signed-in pages only: the
 * scripts a page downloads are read back for Recharts' own class names.
 */

/** Collects the text of every script the page downloads. */
function scripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text())
  })
  return bodies
}

const RECHARTS = 'recharts-surface'

test('the sign-in page loads no Recharts; the dashboard loads it and draws its bars with it', async ({
  page,
}) => {
  const bodies = scripts(page)
  await page.goto('/sign-in')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  const signInScripts = await Promise.all(bodies)
  expect(signInScripts.length).toBeGreaterThan(0)
  expect(signInScripts.filter((body) => body.includes(RECHARTS))).toEqual([])

  await signIn(page, 'us')
  const card = page.getByTestId('card-pipelinesWithLeaders')
  await expect(card.locator('svg.recharts-surface .recharts-rectangle')).toHaveCount(2)
  expect((await Promise.all(bodies)).some((body) => body.includes(RECHARTS))).toBe(true)
})

test('the trend view draws each metric with Recharts, its axis on the right in Arabic', async ({
  page,
}) => {
  await signIn(page, 'us')
  await page.goto('/regions/us/trends')
  const plot = page.getByTestId('trend-plot').first()
  await expect(plot.locator('.recharts-yAxis-tick-labels text')).toHaveCount(5)
  const axis = await plot.locator('.recharts-yAxis-tick-labels').boundingBox()
  const line = await plot.locator('.tc__line .recharts-line-curve').boundingBox()
  expect((axis?.x ?? 0) + (axis?.width ?? 0)).toBeLessThanOrEqual(line?.x ?? 0)

  await chooseLanguage(page, 'العربية')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(plot.locator('.recharts-yAxis-tick-labels text')).toHaveCount(5)
  await expect
    .poll(async () => {
      const [axisBox, lineBox] = await Promise.all([
        plot.locator('.recharts-yAxis-tick-labels').boundingBox(),
        plot.locator('.tc__line .recharts-line-curve').boundingBox(),
      ])
      return (axisBox?.x ?? 0) >= (lineBox?.x ?? 0) + (lineBox?.width ?? 0)
    })
    .toBe(true)
})
