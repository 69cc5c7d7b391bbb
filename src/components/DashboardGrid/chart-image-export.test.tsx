import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { messages as arabic } from '../../locales/ar.po'
import { messages as english } from '../../locales/en.po'
import { organizationInfoFixtures } from '../../mocks/fixtures.ts'
import { countedNothingInfo } from '../../mocks/story-fixtures.ts'
import { CHART_DRAWN } from '../testing/chart-drawn.ts'
import { render } from '../testing/render.tsx'
import { DistributionChart } from '../DistributionChart/DistributionChart.tsx'
import { activateCatalog } from '../testing/activate-catalog.ts'
import { cardImage, dashboardImage } from './chart-image-export.ts'
import { imageContext } from './image-test-data.ts'
import type { ImageContext } from './chart-image-text.ts'
import '../../styles/tokens.css'
import '../../styles/global.css'

const healthy = organizationInfoFixtures.healthy
const context = (): ImageContext => ({
  i18n,
  regionLabel: 'United States',
  asOf: 'Nov 21, 2026, 10:00 AM',
  locale: i18n.locale,
})

function parse(svg: string): SVGSVGElement {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml')
  expect(document.querySelector('parsererror')).toBeNull()
  const root = document.documentElement
  expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg')
  return root as unknown as SVGSVGElement
}

/** The texts an image draws, outside its charts (the charts of a yes/no card hold no text). */
const texts = (root: Element) => [...root.querySelectorAll('text')].map((node) => node.textContent)

/** The fill of the "yes" part and of the hatch of "no" inside a chart's SVG. */
function barColors(svg: Element) {
  const yes = svg.querySelector('[name="yes"], path[fill^="rgb"]')
  const pattern = svg.querySelector('pattern')
  return {
    yes: yes?.getAttribute('fill') ?? yes?.getAttribute('style'),
    no: pattern?.querySelector('rect')?.getAttribute('fill'),
    stripe: pattern?.querySelector('rect:nth-of-type(2)')?.getAttribute('fill'),
  }
}

afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', locales: ['en'], messages: english })
})

describe('chart images', () => {
  it('frame the screen’s chart with the title, region, date, values, n and source', async () => {
    const image = await cardImage(healthy, 'pipelinesWithLeaders', context())
    const root = parse(image.svg)
    expect([root.getAttribute('width'), root.getAttribute('height')]).toEqual([
      String(image.width),
      String(image.height),
    ])
    expect(root.getAttribute('direction')).toBe('ltr')
    expect(root.querySelector('title')?.textContent).toBe('Pipelines with leaders: United States')
    // The definition is the card's footnote; without history there is no trend.
    expect(texts(root).join(' ')).toBe(
      [
        'Pipelines with leaders¹',
        'United States · As of Nov 21, 2026, 10:00 AM',
        'Yes 29%',
        'No 71%',
        'of 42 pipelines',
        '¹ Of the talent pipelines the Talent Platform counts, how many have a leader. The platform decides who counts as a pipeline’s leader; its specification does not define it.',
        'Source: Talent Platform API, United States, retrieved Nov 21, 2026, 10:00 AM',
        // An image travels alone: it says it is confidential, as every page and slide does.
        'Confidential',
      ].join(' '),
    )
    // The chart is Recharts' drawing, standalone: no class, no style, no stylesheet.
    expect(root.querySelector('svg svg')).not.toBeNull()
    expect(root.querySelectorAll('[class], [style], style')).toHaveLength(0)
  })

  it('use the screen’s palette: the colours the page’s CSS gives the chart in the light theme', async () => {
    const screen = await render(
      <div data-theme="light">
        <DistributionChart distribution={healthy.distributions[0]!} locale="en-US" />
      </div>,
    )
    const plot = screen.getByTestId('distribution-plot').element()
    await expect
      .poll(() => plot.querySelector('.dc__bar--no .recharts-rectangle'), CHART_DRAWN)
      .not.toBeNull()
    const onScreen = plot.querySelector('svg')!
    const shown = {
      yes: getComputedStyle(onScreen.querySelector('.dc__bar--yes .recharts-rectangle')!).fill,
      no: getComputedStyle(onScreen.querySelector('pattern rect')!).fill,
      stripe: getComputedStyle(onScreen.querySelector('pattern rect:nth-of-type(2)')!).fill,
    }
    const image = parse((await cardImage(healthy, 'pipelinesWithLeaders', context())).svg)
    expect(barColors(image.querySelector('svg svg')!)).toEqual(shown)
    // And they are the tokens' light values, not a copy that could drift.
    expect(shown).toEqual({
      yes: 'rgb(23, 37, 84)',
      no: 'rgb(123, 133, 151)',
      stripe: 'rgb(255, 255, 255)',
    })
  })

  it('are the light palette even when the page is dark', async () => {
    document.documentElement.dataset.theme = 'dark'
    try {
      const image = parse((await cardImage(healthy, 'pipelinesWithLeaders', context())).svg)
      expect(barColors(image.querySelector('svg svg')!).yes).toBe('rgb(23, 37, 84)')
    } finally {
      delete document.documentElement.dataset.theme
    }
  })

  it('run right to left in Arabic: text from the right, yes from the right', async () => {
    i18n.loadAndActivate({ locale: 'ar', locales: ['ar'], messages: arabic })
    const image = await cardImage(healthy, 'pipelinesWithLeaders', context())
    const root = parse(image.svg)
    expect(root.getAttribute('direction')).toBe('rtl')
    const title = root.querySelector('text')
    expect(Number(title?.getAttribute('x'))).toBeGreaterThan(image.width / 2)
    const chart = root.querySelector('svg svg')!
    const [yes, no] = [...chart.querySelectorAll('path.recharts-rectangle, path[fill]')]
      .filter((path) => path.closest('pattern') === null)
      .map((path) => Number(/M\s*([\d.]+)/.exec(path.getAttribute('d') ?? '')?.[1]))
    expect(yes).toBeGreaterThan(no ?? Number.POSITIVE_INFINITY)
  })

  it('draw the whole dashboard with a heading and every card, a hidden group as its text', async () => {
    const image = await dashboardImage(organizationInfoFixtures.suppressed, context(), '1080p')
    const root = parse(image.svg)
    const lines = texts(root)
    expect(lines.slice(0, 3)).toEqual([
      'Pipeline Diversity',
      'Pipeline diversity: United States',
      'United States · As of Nov 21, 2026, 10:00 AM',
    ])
    expect(lines.slice(-2)).toEqual([
      'Source: Talent Platform API, United States, retrieved Nov 21, 2026, 10:00 AM',
      'Confidential',
    ])
    // A sentence may wrap over several lines of its narrow card.
    expect(lines.join(' ')).toContain('Hidden to protect privacy: fewer than 5 in this group')
    // An n for each shown yes/no metric only, and a bar for each of them.
    const shown = organizationInfoFixtures.suppressed.distributions.filter(
      (distribution) => distribution.status === 'ok',
    )
    expect(lines.filter((line) => line?.startsWith('of '))).toHaveLength(shown.length)
    expect(root.querySelectorAll('svg svg')).toHaveLength(shown.length)
    expect([root.getAttribute('width'), root.getAttribute('height')]).toEqual(['1920', '1080'])
  })

  it('draw a figure of a region that counted nothing as "No data", never 0 % (issue 34)', async () => {
    const info = countedNothingInfo('ap', { ethnic: 12.5 })
    const image = await dashboardImage(info, { ...context(), regionLabel: 'Asia Pacific' }, '1080p')
    const lines = texts(parse(image.svg))
    // Each card's title carries its footnote's mark ("Gender diversity¹"), its value below.
    const after = (title: string) =>
      lines[lines.findIndex((line) => line?.startsWith(title) === true) + 1]
    expect(after('Gender diversity')).toBe('No data')
    expect(after('Ethnic diversity')).toBe('12.5%')
    expect(lines.filter((line) => /^0(\.0+)?\s?%/.test(line ?? ''))).toEqual([])
  })

  it('make the dashboard a slide: title block, footnoted definitions, trends, source and demo mark', async () => {
    const image = await dashboardImage(healthy, imageContext(i18n, { demo: true }), '1080p')
    const root = parse(image.svg)
    const lines = texts(root)
    expect(lines.slice(0, 4)).toEqual([
      'Pipeline Diversity',
      'Pipeline diversity: United States',
      'United States · As of Nov 21, 2026, 10:00 AM',
      'Demo data',
    ])
    // Each card's title carries its footnote's mark, in the page's order; a footnote per card.
    const marks = ['¹', '²', '³', '⁴', '⁵', '⁶', '⁷']
    expect(lines.filter((line) => marks.some((mark) => line?.endsWith(mark)))).toEqual([
      'Gender diversity¹',
      'Ethnic diversity²',
      'Pipelines with leaders³',
      'Pipelines with women⁴',
      'Superstars⁵',
      expect.stringMatching(/ethnicity⁶$/),
      'Roles with successors ready⁷',
    ])
    expect(lines.filter((line) => marks.some((mark) => line?.startsWith(`${mark} `)))).toHaveLength(
      7,
    )
    // Five trends, each with the card's line of words over 12 months.
    expect(lines.filter((line) => line?.startsWith('12 months: '))).toHaveLength(5)
    expect(lines.slice(-3)).toEqual([
      'Source: Talent Platform API, United States, retrieved Nov 21, 2026, 10:00 AM',
      'Groups of fewer than 5 are hidden to protect privacy.',
      'Confidential',
    ])
    // Each trend keeps its exact first and last shares, as the sparkline's ends on screen.
    expect(
      lines.filter((line) => /^\u2066\d+%\u2069 … \u2066\d+%\u2069$/.test(line ?? '')),
    ).toHaveLength(5)
    const plain = parse((await dashboardImage(healthy, imageContext(i18n), '1080p')).svg)
    expect(texts(plain)).not.toContain('Demo data')
  })

  it('mirror the slide in Arabic: text from the right, the trends run right to left', async () => {
    await activateCatalog('ar')
    const image = await dashboardImage(healthy, imageContext(i18n), '4k')
    const root = parse(image.svg)
    expect(root.getAttribute('direction')).toBe('rtl')
    for (const text of root.querySelectorAll(':scope > text')) {
      expect(Number(text.getAttribute('x'))).toBeGreaterThan(1920 / 2)
    }
    // The first sparkline (the charts without a hatch pattern): its latest day is on its left.
    const sparkline = [...root.querySelectorAll('svg svg')].find(
      (chart) => chart.querySelector('pattern') === null,
    )
    const ends = [...(sparkline?.querySelectorAll('circle') ?? [])].map((dot) =>
      Number(dot.getAttribute('cx')),
    )
    expect(ends.length).toBeGreaterThanOrEqual(2)
    expect(ends.at(-1)).toBeLessThan(ends[0] ?? 0)
  })
})
