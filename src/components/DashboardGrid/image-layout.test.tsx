import { i18n } from '@lingui/core'
import { afterAll, describe, expect, it } from 'vitest'
import { LANGUAGES, textDirection } from '../../domain/text/languages.ts'
import { organizationInfoFixtures } from '../../mocks/fixtures.ts'
import { activateCatalog } from '../testing/activate-catalog.ts'
import { cardImage, dashboardImage } from './chart-image-export.ts'
import { imageContext } from './image-test-data.ts'
import '../../styles/tokens.css'
import '../../styles/global.css'

/**
 * The images' layout (docs/decisions/0195) as the browser draws it: in every language, the
 * whole-dashboard slide at both sizes and a card keep every line of text inside the image and its
 * card, and no line touches another line or a chart. The words come from the catalogs, so a
 * longer translation is measured as it is drawn.
 */

interface Rect {
  left: number
  top: number
  right: number
  bottom: number
}

const TOLERANCE = 0.5

function overlaps(a: Rect, b: Rect): boolean {
  return (
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > TOLERANCE &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > TOLERANCE
  )
}

function inside(inner: Rect, outer: Rect): boolean {
  return (
    inner.left >= outer.left - TOLERANCE &&
    inner.right <= outer.right + TOLERANCE &&
    inner.top >= outer.top - TOLERANCE &&
    inner.bottom <= outer.bottom + TOLERANCE
  )
}

/** The image drawn in the page at its size, from the top left. */
function mount(svg: string): SVGSVGElement {
  const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement
  const root = document.importNode(parsed, true) as unknown as SVGSVGElement
  const host = document.createElement('div')
  host.style.position = 'absolute'
  host.style.insetBlockStart = '0'
  host.style.left = '0'
  host.append(root)
  document.body.append(host)
  return root
}

/** Everything that does not fit: text outside the image or its card, or on other text or a chart. */
function layoutProblems(root: SVGSVGElement): string[] {
  const problems: string[] = []
  const image = root.getBoundingClientRect()
  const texts = [...root.querySelectorAll('text')].map((node) => ({
    text: node.textContent ?? '',
    rect: node.getBoundingClientRect(),
    panel: node.closest('[data-panel]'),
  }))
  const charts = [...root.querySelectorAll('svg')].map((node) => node.getBoundingClientRect())
  const frames = [...root.querySelectorAll('[data-panel]')].map((panel) => ({
    panel,
    rect: panel.querySelector('rect')!.getBoundingClientRect(),
  }))
  texts.forEach((line, index) => {
    if (line.rect.width === 0) problems.push(`not drawn: ${line.text}`)
    if (!inside(line.rect, image)) problems.push(`outside the image: ${line.text}`)
    for (const other of texts.slice(index + 1)) {
      if (overlaps(line.rect, other.rect)) problems.push(`on “${other.text}”: ${line.text}`)
    }
    if (charts.some((chart) => overlaps(line.rect, chart)))
      problems.push(`on a chart: ${line.text}`)
    for (const frame of frames) {
      const own = frame.panel === line.panel
      if (own && !inside(line.rect, frame.rect)) problems.push(`outside its card: ${line.text}`)
      if (!own && overlaps(line.rect, frame.rect)) problems.push(`on a card: ${line.text}`)
    }
  })
  return problems
}

const mounted: Element[] = []
afterAll(async () => {
  for (const root of mounted) root.parentElement?.remove()
  await activateCatalog('en')
})

describe.each(LANGUAGES)('the images in %s', (language) => {
  it('fit the slide at 1920 × 1080 and the same layout at 3840 × 2160', async () => {
    await activateCatalog(language)
    const context = imageContext(i18n, { demo: true })
    for (const [size, width, height] of [
      ['1080p', 1920, 1080],
      ['4k', 3840, 2160],
    ] as const) {
      const image = await dashboardImage(organizationInfoFixtures.healthy, context, size)
      expect([image.width, image.height, image.pngScale]).toEqual([width, height, 1])
      const root = mount(image.svg)
      mounted.push(root)
      expect(root.getAttribute('viewBox')).toBe('0 0 1920 1080')
      expect(root.getAttribute('direction')).toBe(textDirection(language))
      // Five trends and five bars: ten charts, every one drawn.
      expect(root.querySelectorAll('svg svg')).toHaveLength(10)
      expect(layoutProblems(root)).toEqual([])
    }
  })

  it('fit a card, its trend, footnote and source', async () => {
    await activateCatalog(language)
    const context = imageContext(i18n, { demo: true })
    for (const key of ['rolesWithSuccessorsReady', 'genderDiversity']) {
      const image = await cardImage(organizationInfoFixtures.healthy, key, context)
      const root = mount(image.svg)
      mounted.push(root)
      expect(layoutProblems(root)).toEqual([])
    }
  })
})
