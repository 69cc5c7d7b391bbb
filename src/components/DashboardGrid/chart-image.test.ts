import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { organizationInfoFixtures } from '../../mocks/fixtures.ts'
import { cardImage, dashboardImage } from './chart-image.ts'
import type { ImageContext } from './chart-image-text.ts'
import { escapeXml } from './svg-markup.ts'

const context: ImageContext = {
  i18n,
  regionLabel: 'United States',
  asOf: 'Nov 21, 2026, 10:00 AM',
  locale: 'en-US',
}

/** Parses as XML (a parse error is a document of its own) and returns the SVG root. */
function parse(svg: string): SVGSVGElement {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml')
  expect(document.querySelector('parsererror')).toBeNull()
  const root = document.documentElement
  expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg')
  return root as unknown as SVGSVGElement
}

function texts(root: Element): string[] {
  return [...root.querySelectorAll('text')].map((node) => node.textContent)
}

const healthy = organizationInfoFixtures.healthy
const leaders = healthy.distributions[0]!

describe('cardImage', () => {
  it('draws the title, region, as-of time, shares and n of a yes/no card', () => {
    const image = cardImage({ kind: 'distribution', distribution: leaders }, context)
    const root = parse(image.svg)
    expect(root.getAttribute('width')).toBe(String(image.width))
    expect(root.getAttribute('height')).toBe(String(image.height))
    expect(texts(root)).toEqual([
      'Pipelines with leaders',
      'United States · As of Nov 21, 2026, 10:00 AM',
      'Yes 29%',
      'No 71%',
      'of 42 pipelines',
    ])
    expect(root.querySelector('title')?.textContent).toBe('Pipelines with leaders: United States')
    expect(root.querySelector('desc')?.textContent).toContain('29% yes, 71% no, of 42 pipelines')
  })

  it('stands alone: literal colours in attributes, the hatch as a pattern, no classes or styles', () => {
    const image = cardImage({ kind: 'distribution', distribution: leaders }, context)
    const root = parse(image.svg)
    expect(root.querySelectorAll('[class], [style], style')).toHaveLength(0)
    expect(root.querySelector('pattern#no-hatch')).not.toBeNull()
    const bars = [...root.querySelectorAll('rect')].filter(
      (rect) => rect.getAttribute('height') === '32',
    )
    expect(bars.map((rect) => rect.getAttribute('fill'))).toEqual(['#172554', 'url(#no-hatch)'])
    // 29 % of the 432 units of the bar.
    expect(Number(bars[0]?.getAttribute('width'))).toBeCloseTo(125.28)
  })

  it('draws a withheld metric with its text, never a count', () => {
    const suppressed = organizationInfoFixtures.suppressed
    const image = cardImage(
      { kind: 'distribution', distribution: suppressed.distributions[0]! },
      { ...context, regionLabel: 'Canada' },
    )
    const all = texts(parse(image.svg)).join(' | ')
    expect(all).toContain('Hidden to protect privacy: fewer than 5 in this group')
    expect(all).not.toMatch(/of \d|Yes|No /)
  })

  it('draws a percentage, and a missing one as "Not reported"', () => {
    const gender = cardImage(
      {
        kind: 'percentage',
        percentage: { key: 'genderDiversity', label: 'Gender diversity', value: 41.5 },
      },
      context,
    )
    expect(texts(parse(gender.svg))).toContain('41.5%')
    expect(texts(parse(gender.svg))).toContain('Base not stated by the platform')
    const missing = cardImage(
      {
        kind: 'percentage',
        percentage: { key: 'ethnicDiversity', label: 'Ethnic diversity', value: null },
      },
      context,
    )
    expect(texts(parse(missing.svg))).toContain('Not reported')
  })

  it('escapes labels that look like markup', () => {
    const image = cardImage(
      {
        kind: 'distribution',
        distribution: { ...leaders, key: 'rdTeams', label: 'R&D <teams> "a"' },
      },
      { ...context, regionLabel: "O'Brien & Co" },
    )
    const root = parse(image.svg)
    expect(texts(root)[0]).toBe('R&D <teams> "a"')
    expect(texts(root)[1]).toContain("O'Brien & Co")
    expect(escapeXml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;')
  })
})

describe('dashboardImage', () => {
  it('draws a header with the region and as-of time, and every card in a grid', () => {
    const image = dashboardImage(healthy, context)
    const root = parse(image.svg)
    const all = texts(root)
    expect(all.slice(0, 2)).toEqual([
      'Pipeline diversity: United States',
      'As of Nov 21, 2026, 10:00 AM',
    ])
    for (const label of [
      'Gender diversity',
      'Ethnic diversity',
      ...healthy.distributions.map((distribution) => distribution.label),
    ]) {
      expect(all).toContain(label)
    }
    expect(all).toContain('of 3,500 roles')
    // Two percentage cards and five yes/no cards: four rows of two.
    expect(root.querySelectorAll('g')).toHaveLength(7)
    expect(image.height).toBe(96 + 4 * (176 + 24))
  })

  it('keeps "Not reported" and hidden metrics as text', () => {
    const image = dashboardImage(organizationInfoFixtures.suppressed, {
      ...context,
      regionLabel: 'Canada',
    })
    const all = texts(parse(image.svg))
    expect(all.filter((line) => line.startsWith('Hidden to protect privacy'))).toHaveLength(3)
    expect(all).toContain('Not reported')
  })
})
