import fc from 'fast-check'
import type { HttpHandler } from 'msw'
import { describe, expect, it } from 'vitest'
import { addDays } from '../domain/history/history.ts'
import { REGION_IDS, type RegionId } from '../domain/regions/regions.ts'
import {
  organizationInfoFixtures,
  organizationInfoFor,
  type OrganizationInfoFixture,
} from './fixtures.ts'
import { createHandlers } from './handlers.ts'
import { historyOf } from './history-fixtures.ts'
import { signedInTo } from './region-variants.ts'
import { createMockState } from './state.ts'
import { STORY_TODAY, TIED_INFOS, YEAR_OF_SERIES } from './story-fixtures.ts'
import { cardValues, figuresAndTrend } from './testing/figures-and-trend.ts'
import { handlerVariants } from './variants.ts'

/**
 * The stories' data tell one story (issue 38): wherever a story shows a region's figures and
 * their trend (a card and its sparkline, a deck slide, the embed view, the trend page), the
 * trend's last point is the card's figure. The figures are the one source; the history is drawn
 * back from them. .storybook/preview.tsx checks the same on every rendered story.
 */

const FIXTURES = Object.keys(organizationInfoFixtures) as OrganizationInfoFixture[]
/** Any day from 2024 to 2028 as the range's end, and up to 400 days before it. */
const anyRange = fc
  .record({ to: fc.integer({ min: 0, max: 1800 }), length: fc.integer({ min: 0, max: 400 }) })
  .map(({ to, length }) => {
    const end = addDays('2024-01-01', to)
    return { from: addDays(end, -length), to: end }
  })

describe('the stories’ fixtures', () => {
  it('end every region’s history, over any range, at the region’s figures', () => {
    fc.assert(
      fc.property(anyRange, fc.constantFrom(...REGION_IDS), (range, region) => {
        const today = organizationInfoFor(region)
        const last = historyOf(today, range).snapshots.at(-1)
        expect(last?.date).toBe(range.to)
        expect(cardValues(last ?? { distributions: [], percentages: [] })).toEqual(
          cardValues(today),
        )
      }),
    )
  })

  it('end the history of every named fixture and of every compared region at its figures', () => {
    const range = { from: addDays(STORY_TODAY, -30), to: STORY_TODAY }
    const infos = [
      ...FIXTURES.map((name) => ({ ...organizationInfoFixtures[name], region: 'us' as const })),
      ...TIED_INFOS,
    ]
    for (const today of infos) {
      const last = historyOf(today, range).snapshots.at(-1)
      expect(cardValues(last ?? { distributions: [], percentages: [] })).toEqual(cardValues(today))
    }
  })

  it('give the stories’ year of series the United States’ figures as their last points', () => {
    const today = organizationInfoFor('us')
    for (const series of YEAR_OF_SERIES) {
      const figure = today.distributions.find((distribution) => distribution.key === series.key)
      const last = series.points.at(-1)
      expect(last?.date).toBe(STORY_TODAY)
      expect([last?.distribution.yesCount, last?.distribution.noCount], series.key).toEqual([
        figure?.yesCount ?? null,
        figure?.noCount ?? null,
      ])
    }
  })

  it('answer a card’s figure and its trend alike through every mock a story uses', async () => {
    const base = createHandlers(createMockState({ signedIn: ['us', 'eu', 'ca', 'ap'] }))
    const setups: [name: string, handlers: HttpHandler[], region: RegionId][] = [
      ['the mock BFF, United States', base, 'us'],
      ['the mock BFF, Europe', base, 'eu'],
      ['the mock BFF, Canada', base, 'ca'],
      ['the mock BFF, Asia Pacific', base, 'ap'],
      ...FIXTURES.map(
        (name) =>
          [`handlerVariants.${name}`, [...handlerVariants[name], ...base], 'us'] as [
            string,
            HttpHandler[],
            RegionId,
          ],
      ),
      ...TIED_INFOS.map(
        (info) =>
          [
            `signedInTo with the tied regions, ${info.region}`,
            [
              ...signedInTo(
                TIED_INFOS.map((entry) => entry.region),
                { infos: TIED_INFOS },
              ),
              ...base,
            ],
            info.region,
          ] as [string, HttpHandler[], RegionId],
      ),
    ]
    for (const [name, handlers, region] of setups) {
      const { figures, trendEnd } = await figuresAndTrend(handlers, '/api', region)
      expect(trendEnd, name).toEqual(figures)
    }
  })
})
