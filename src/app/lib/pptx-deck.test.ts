import { i18n } from '@lingui/core'
import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import { deckModel } from '../../domain/board-pack/deck-model.ts'
import type { DeckRegion } from '../../domain/board-pack/deck-types.ts'
import type { RegionInfo } from '../../mocks/fixtures.ts'
import { countedInfo, countedNothingInfo } from '../../mocks/story-fixtures.ts'
import { deckBlob } from './pptx-deck.ts'

const AP = countedNothingInfo('ap')
const US = countedInfo('us', [12, 30], [21, 19], 41.5)
const EU = countedInfo('eu', [40, 60], [5, 5], 48.3)
const deckOf = (info: RegionInfo): DeckRegion => ({ id: info.region, info })

/** Each slide's text runs and each chart's XML, read back from the saved file. */
async function saved(region: RegionInfo, compared: readonly RegionInfo[]) {
  const model = deckModel(i18n, {
    organizationName: 'Pipeline Diversity',
    region: deckOf(region),
    history: undefined,
    period: { days: 365 },
    compared: compared.map(deckOf),
    demo: false,
    minGroupSize: 5,
    locale: 'en-US',
  })
  const zip = await JSZip.loadAsync(await (await deckBlob(model, 'en-US')).arrayBuffer())
  const read = (pattern: RegExp) =>
    Promise.all(
      Object.keys(zip.files)
        .filter((name) => pattern.test(name))
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
        .map(async (name) => (await zip.file(name)?.async('string')) ?? ''),
    )
  const slides = (await read(/^ppt\/slides\/slide\d+\.xml$/)).map((xml) =>
    [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((match) => match[1] ?? ''),
  )
  return { slides, charts: await read(/^ppt\/charts\/chart\d+\.xml$/) }
}

/** A run that reads as a share of zero: "0%", "0.0%", "0 %". */
const ZERO_PERCENT = /^0(\.0+)?\s?%/

describe('the saved slides of a region that counted nothing (issue 34)', () => {
  it('say "No data" for its percentage figures in the summary, never 0 %', async () => {
    const { slides } = await saved(AP, [AP])
    const summary = slides[0] ?? []
    for (const figure of ['Gender diversity', 'Ethnic diversity']) {
      expect(summary[summary.indexOf(figure) + 1], figure).toBe('No data')
    }
    expect(slides.flat().filter((text) => ZERO_PERCENT.test(text))).toEqual([])
  })

  it('leave it out of the comparison chart and say so, never drawing it as 0 %', async () => {
    const { slides, charts } = await saved(US, [US, EU, AP])
    const comparison = charts.filter((xml) => xml.includes('<c:v>United States</c:v>'))
    expect(comparison).toHaveLength(1)
    expect(comparison[0]).toContain('<c:v>Europe</c:v>')
    expect(charts.filter((xml) => xml.includes('Asia Pacific'))).toEqual([])
    const slide = slides.find((texts) => texts.includes('Compare regions')) ?? []
    expect(slide).toContain('Left out: Asia Pacific (no data).')
    expect(slides.flat().filter((text) => ZERO_PERCENT.test(text))).toEqual([])
  })
})
