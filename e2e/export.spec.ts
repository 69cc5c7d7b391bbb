import { readFile } from 'node:fs/promises'
import type { Download, Locator, Page } from '@playwright/test'
import { expect, signIn, test } from './fixtures.ts'
import { translated } from './support/catalog.ts'
import { chooseLanguage } from './support/languages.ts'

/**
 * Chart images (issues 15 and 25, docs/decisions/0140, 0195): a card and the whole dashboard (a
 * 16:9 slide) saved as PNG and SVG, read back from the downloads. The console guard fails a journey on any console error, so a
 * Content Security Policy violation while drawing the image fails it too.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

async function save(page: Page, click: () => Promise<void>): Promise<[Download, Buffer]> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()])
  return [download, await readFile(await download.path())]
}

/** Width and height from the IHDR chunk, which follows the signature and the chunk's header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE)
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** The little of the DOM the page-side parse uses (the journeys are compiled without the DOM types). */
interface XmlElement {
  textContent: string | null
  namespaceURI: string | null
  getAttribute(name: string): string | null
  querySelector(selectors: string): XmlElement | null
  querySelectorAll(selectors: string): ArrayLike<XmlElement>
}
type XmlParser = new () => {
  parseFromString(source: string, type: string): XmlElement & { documentElement: XmlElement }
}

/** Parses the SVG in the page's own XML parser; returns its size and every text it draws. */
async function readSvg(page: Page, svg: string) {
  return page.evaluate((source) => {
    const Parser = (globalThis as unknown as { DOMParser: XmlParser }).DOMParser
    const document = new Parser().parseFromString(source, 'image/svg+xml')
    const root = document.documentElement
    return {
      error: document.querySelector('parsererror')?.textContent ?? null,
      namespace: root.namespaceURI,
      width: Number(root.getAttribute('width')),
      height: Number(root.getAttribute('height')),
      direction: root.getAttribute('direction'),
      texts: Array.from(root.querySelectorAll('text'), (node) => node.textContent ?? ''),
      /** Where the first text (the title) starts: left or right of the middle. */
      titleX: Number(root.querySelector('text')?.getAttribute('x')),
      styled: root.querySelectorAll('[class], [style], style').length,
    }
  }, svg)
}

/** Text without its white space: a sentence is found however the image wrapped its lines. */
const flat = (text: string) => text.replace(/\s+/g, '')

/** What the card shows on screen: its trend's line of words and its definition (first text nodes). */
async function cardWords(card: Locator) {
  await expect(card.getByTestId('sparkline').locator('svg')).toBeVisible()
  const first = (testId: string) =>
    card.getByTestId(testId).evaluate((node) => node.firstChild?.textContent?.trim() ?? '')
  return { trend: await first('trend-words'), definition: await first('card-definition') }
}

test('a card saves as SVG and as PNG with its title, region, date, n, trend and footnote', async ({
  page,
}) => {
  await signIn(page, 'phx')
  const card = page.getByTestId('card-pipelinesWithLeaders')
  const words = await cardWords(card)
  const menu = card.getByText('Download Pipelines with leaders as an image')

  await menu.click()
  const [svgDownload, svgBytes] = await save(page, () =>
    card.getByRole('button', { name: 'Download Pipelines with leaders as SVG' }).click(),
  )
  expect(svgDownload.suggestedFilename()).toMatch(
    /^pipeline-diversity-phx-\d{4}-\d{2}-\d{2}-pipelinesWithLeaders\.svg$/,
  )
  const svg = await readSvg(page, svgBytes.toString('utf8'))
  expect(svg.error).toBeNull()
  expect(svg.namespace).toBe('http://www.w3.org/2000/svg')
  expect(svg.styled).toBe(0)
  expect(svg.texts[0]).toBe('Pipelines with leaders¹')
  expect(svg.texts[1]).toMatch(/^Phoenix \(PHX\) · As of \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}/)
  expect(svg.texts).toContain('of 5 pipelines')
  expect(svg.texts).toContain('Demo data')
  const text = flat(svg.texts.join(''))
  expect(text).toContain(flat(words.trend))
  expect(text).toContain(flat(`¹ ${words.definition}`))
  expect(text).toContain(flat('Source: Talent Platform API, Phoenix (PHX), retrieved'))
  expect(svg.direction).toBe('ltr')
  expect(svg.titleX).toBeLessThan(svg.width / 2)
  // The menu closed when SVG was chosen: open it again for PNG.
  await menu.click()
  const [pngDownload, pngBytes] = await save(page, () =>
    card.getByRole('button', { name: 'Download Pipelines with leaders as PNG' }).click(),
  )
  expect(pngDownload.suggestedFilename()).toMatch(/-pipelinesWithLeaders\.png$/)
  expect(pngSize(pngBytes)).toEqual({ width: svg.width * 2, height: svg.height * 2 })
})

test('the dashboard saves as a slide, 1920 × 1080 or 4K, and a hidden group shows its text', async ({
  page,
}) => {
  await signIn(page, 'gov')
  const actions = page.getByRole('group', { name: 'Dashboard actions' })

  await actions.getByText('Download image').click()
  const [svgDownload, svgBytes] = await save(page, () =>
    actions.getByRole('button', { name: 'Download dashboard as SVG' }).click(),
  )
  expect(svgDownload.suggestedFilename()).toMatch(
    /^pipeline-diversity-gov-\d{4}-\d{2}-\d{2}-1920x1080\.svg$/,
  )
  const svg = await readSvg(page, svgBytes.toString('utf8'))
  expect(svg.error).toBeNull()
  expect([svg.width, svg.height]).toEqual([1920, 1080])
  expect(svg.texts.slice(0, 3)).toEqual([
    'Pipeline Diversity',
    'Pipeline diversity: US Government',
    expect.stringMatching(/^US Government · As of /),
  ])
  expect(svg.texts).toContain('Demo data')
  const text = flat(svg.texts.join(''))
  expect(text).toContain(flat('Hidden to protect privacy: fewer than 5 in this group'))
  expect(text).toContain(flat('Source: Talent Platform API, US Government, retrieved'))
  expect(text).toContain(flat('Groups of fewer than 5 are hidden to protect privacy.'))
  expect(svg.texts).toContain('None counted')
  expect(svg.texts.filter((line) => line.startsWith('¹ '))).toHaveLength(1)
  expect(svg.texts.filter((line) => line.startsWith('of '))).not.toHaveLength(0)

  await actions.getByText('Download image').click()
  await actions.getByRole('radio', { name: '3840 × 2160 (4K)' }).check()
  const [pngDownload, pngBytes] = await save(page, () =>
    actions.getByRole('button', { name: 'Download dashboard as PNG' }).click(),
  )
  expect(pngDownload.suggestedFilename()).toMatch(
    /^pipeline-diversity-gov-\d{4}-\d{2}-\d{2}-3840x2160\.png$/,
  )
  expect(pngSize(pngBytes)).toEqual({ width: 3840, height: 2160 })
  await actions.getByText('Download image').click()
  await actions.getByRole('radio', { name: '1920 × 1080 (Full HD)' }).check()
  const [, fullHd] = await save(page, () =>
    actions.getByRole('button', { name: 'Download dashboard as PNG' }).click(),
  )
  expect(pngSize(fullHd)).toEqual({ width: 1920, height: 1080 })
})

test('in Arabic, a card and the dashboard save right to left, in Arabic', async ({ page }) => {
  await signIn(page, 'phx')
  await chooseLanguage(page, 'العربية')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const card = page.getByTestId('card-pipelinesWithLeaders')
  const words = await cardWords(card)
  const formats = card.locator('.image-menu__panel button')

  await card.locator('.image-menu summary').click()
  const [, svgBytes] = await save(page, () => formats.filter({ hasText: 'SVG' }).click())
  const svg = await readSvg(page, svgBytes.toString('utf8'))
  expect(svg.error).toBeNull()
  expect(svg.direction).toBe('rtl')
  expect(svg.titleX).toBeGreaterThan(svg.width / 2)
  expect(svg.texts[0]).toBe(`${translated('ar', 'Pipelines with leaders')}¹`)
  const asOf = translated('ar', 'As of {asOf}').replace('{asOf}', '')
  expect(svg.texts[1]).toContain('PHX')
  expect(svg.texts[1]).toContain(asOf)
  // The n: "of 5 pipelines" in Arabic (the plural form for 3 to 10), with the page's digits.
  // (Its count is isolated left to right inside the Arabic line, src/domain/text/bidi.ts.)
  expect(
    svg.texts.some((line) => /^من أصل [\u2066-\u2069]*[5٥][\u2066-\u2069]* مسارات$/.test(line)),
  ).toBe(true)
  // The legend as on screen: "Yes 29%" is "نعم" then the share, in one right-to-left line.
  const yes = translated('ar', 'Yes {yesShare}').replace('{yesShare}', '')
  const legend = await card.locator('.dc__value--yes').textContent()
  const drawn = svg.texts.find((line) => line.startsWith(yes))
  expect(drawn).toBeDefined()
  expect(flat(drawn ?? '-')).toBe(flat(legend ?? ''))
  expect(svg.texts).toContain(translated('ar', 'Demo data'))
  const text = flat(svg.texts.join(''))
  expect(text).toContain(flat(words.trend))
  expect(text).toContain(flat(`¹ ${words.definition}`))
  await card.locator('.image-menu summary').click()
  const [, pngBytes] = await save(page, () => formats.filter({ hasText: 'PNG' }).click())
  expect(pngSize(pngBytes)).toEqual({ width: svg.width * 2, height: svg.height * 2 })

  const actions = page.getByRole('group', { name: translated('ar', 'Dashboard actions') })
  await actions.getByText(translated('ar', 'Download image')).click()
  const [, boardBytes] = await save(page, () =>
    actions.locator('.image-menu__panel button').filter({ hasText: 'SVG' }).click(),
  )
  const board = await readSvg(page, boardBytes.toString('utf8'))
  expect(board.direction).toBe('rtl')
  expect([board.width, board.height]).toEqual([1920, 1080])
  expect(board.titleX).toBeGreaterThan(board.width / 2)
  expect(board.texts[1]).toBe(
    // The region's name inside the Arabic title is isolated in its own direction (src/domain/text/bidi.ts).
    translated('ar', 'Pipeline diversity: {regionLabel}').replace(
      '{regionLabel}',
      `\u2067${translated('ar', 'Phoenix (PHX)')}\u2069`,
    ),
  )
  expect(board.texts[2]).toContain(asOf)
  expect(board.texts).toContain(translated('ar', 'Demo data'))
  expect(flat(board.texts.join(''))).toContain(flat(words.trend))
  await actions.getByText(translated('ar', 'Download image')).click()
  await actions.getByRole('radio', { name: translated('ar', '3840 × 2160 (4K)') }).check()
  const [, boardPng] = await save(page, () =>
    actions.locator('.image-menu__panel button').filter({ hasText: 'PNG' }).click(),
  )
  expect(pngSize(boardPng)).toEqual({ width: 3840, height: 2160 })
})
