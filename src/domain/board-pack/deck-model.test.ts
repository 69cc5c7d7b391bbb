import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { messages as arabic } from '../../locales/ar.po'
import { messages as arabicShell } from '../../locales/shell/ar.po'
import { deckModel } from './deck-model.ts'
import type { DeckInput, Slide } from './deck-types.ts'
import { addDays, type HistoryResponse } from '../history/history.ts'
import type { Distribution, OrganizationInfo } from '../metrics/organization-info.ts'
import type { RegionId } from '../regions/regions.ts'

/** English: the messages' source texts. */
const english = setupI18n({ locale: 'en', messages: { en: {} } })

const TODAY = '2026-11-21'

function ok(key: string, label: string, yesCount: number, noCount: number): Distribution {
  return { key, label, yesCount, noCount, status: 'ok' }
}

/** Today's figures of two regions (us: a healthy dashboard; ca: other counts). */
const COUNTS: Record<'us' | 'ca', readonly [number, number][]> = {
  us: [
    [12, 30],
    [57, 43],
    [9, 211],
    [18, 25],
    [1184, 2316],
  ],
  ca: [
    [18, 22],
    [26, 24],
    [6, 44],
    [20, 30],
    [11, 29],
  ],
}
const METRICS = [
  ['pipelinesWithLeaders', 'Pipelines with leaders'],
  ['pipelinesWithWomen', 'Pipelines with women'],
  ['superstar', 'Superstars'],
  ['pipelinesWithDiverseEthnicity', 'Pipelines with diverse ethnicity'],
  ['rolesWithSuccessorsReady', 'Roles with successors ready'],
] as const

function infoOf(region: 'us' | 'ca'): OrganizationInfo {
  return {
    region,
    fetchedAt: `${TODAY}T10:00:00.000Z`,
    distributions: METRICS.map(([key, label], index) => {
      const [yes = 0, no = 0] = COUNTS[region][index] ?? []
      return ok(key, label, yes, no)
    }),
    percentages: [
      { key: 'genderDiversity', label: 'Gender diversity', value: 41.5 },
      { key: 'ethnicDiversity', label: 'Ethnic diversity', value: 27.25 },
    ],
  }
}

/** Days back on which superstars were withheld. */
const WITHHELD = { from: 60, to: 80 }

/** 365 days: women move from 450 to 560 of 1000; superstars withheld for 21 days. */
function historyOf(region: RegionId): HistoryResponse {
  const snapshots = Array.from({ length: 365 }, (_, index) => {
    const daysBack = 364 - index
    const women = 450 + Math.floor((110 * index) / 364)
    const withheld = daysBack >= WITHHELD.from && daysBack <= WITHHELD.to
    return {
      date: addDays(TODAY, -daysBack),
      distributions: [
        ok('pipelinesWithWomen', 'Pipelines with women', women, 1000 - women),
        withheld
          ? {
              key: 'superstar',
              label: 'Superstars',
              yesCount: null,
              noCount: null,
              status: 'suppressed' as const,
              minGroupSize: 5,
            }
          : ok('superstar', 'Superstars', 9, 211),
      ],
      percentages: [],
    }
  })
  return { region, demo: true, snapshots }
}

function input(regions: readonly ('us' | 'ca')[], locale = 'en-US'): DeckInput {
  const compared = regions.map((id) => ({ id, info: infoOf(id) }))
  const first = compared[0]
  if (first === undefined) throw new Error('one region at least')
  return {
    organizationName: 'Acme Corp',
    region: first,
    history: historyOf(first.id),
    period: { days: 365 },
    compared,
    demo: true,
    minGroupSize: 5,
    locale,
    timeZone: 'UTC',
  }
}

/**
 * The shown yes share by the rule of decision 0030, written out here: whole percents of yes and
 * no that add up to 100; the larger remainder gets the point, a tie the larger count.
 */
function shownYes(yes: number, no: number): number {
  const total = yes + no
  const exactYes = (100 * yes) / total
  const exactNo = (100 * no) / total
  const floorYes = Math.floor(exactYes)
  if (floorYes + Math.floor(exactNo) === 100) return floorYes
  const yesRemainder = exactYes - floorYes
  const noRemainder = exactNo - Math.floor(exactNo)
  if (Math.abs(yesRemainder - noRemainder) < 1e-9) return yes >= no ? floorYes + 1 : floorYes
  return yesRemainder > noRemainder ? floorYes + 1 : floorYes
}

function metricSlide(slides: readonly Slide[], key: string) {
  const slide = slides.find((entry) => entry.kind === 'metric' && entry.key === key)
  if (slide?.kind !== 'metric') throw new Error(`no slide for ${key}`)
  return slide
}

describe('the board deck', () => {
  it('has a summary, a slide per metric, the comparison and the definitions', () => {
    const deck = deckModel(english, input(['us', 'ca']))
    expect(deck.slides.map((slide) => slide.kind)).toEqual([
      'summary',
      'metric',
      'metric',
      'metric',
      'metric',
      'metric',
      'comparison',
      'methodology',
    ])
    expect(deck.rtl).toBe(false)
    expect(deck.title).toBe('Pipeline diversity: United States')
    expect(deck.footer).toEqual({
      region: 'United States',
      asOf: 'As of Nov 21, 2026, 10:00 AM',
      source: 'Source: Talent Platform API, United States, retrieved Nov 21, 2026, 10:00 AM',
      suppression: 'Groups of fewer than 5 are hidden to protect privacy.',
      confidential: 'Confidential',
      demo: 'Demo data',
    })
  })

  it('summarises the five metrics and the two percentages as the cards do', () => {
    const [summary] = deckModel(english, input(['us'])).slides
    if (summary?.kind !== 'summary') throw new Error('summary first')
    expect(summary.title).toBe('Acme Corp')
    expect(summary.rows.map((row) => [row.metric, row.value, row.n])).toEqual([
      ['Gender diversity', '41.5%', 'Base not stated by the platform'],
      ['Ethnic diversity', '27.3%', 'Base not stated by the platform'],
      ['Pipelines with leaders', '29%', 'of 42 pipelines'],
      ['Pipelines with women', '57%', 'of 100 pipelines'],
      ['Superstars', '4%', 'of 220 in total'],
      ['Pipelines with diverse ethnicity', '42%', 'of 43 pipelines'],
      ['Roles with successors ready', '34%', 'of 3,500 roles'],
    ])
    // The change of each metric over the period, in the cards' words.
    expect(summary.rows[3]?.change).toMatch(/^12 months: /)
  })

  it('charts the trend and the split with the shown values; withheld days are gaps', () => {
    const model = input(['us'])
    const deck = deckModel(english, model)
    const history = model.history?.snapshots ?? []
    const women = metricSlide(deck.slides, 'pipelinesWithWomen')
    expect(women.split?.values).toEqual([57, 43])
    expect(women.split?.labels).toEqual(['Yes', 'No'])
    expect(women.n).toBe('of 100 pipelines')
    // Weeks counted back from today (53 for 365 days), each the mean of its days to a tenth,
    // dated by its last day: dates that can be read, not 365 that blur.
    expect(women.trend?.values).toHaveLength(53)
    expect(women.trend?.labels.at(-1)).toBe('Nov 21, 2026')
    const lastWeek = history.slice(-7).map((snapshot) => {
      const day = snapshot.distributions.find((entry) => entry.key === 'pipelinesWithWomen')
      return ((day?.yesCount ?? 0) / 1000) * 100
    })
    expect(women.trend?.values.at(-1)).toBe(
      Math.round((lastWeek.reduce((a, b) => a + b) / 7) * 10) / 10,
    )
    expect(women.trend?.colours).toEqual(['yes'])
    expect(women.split?.colours).toEqual(['yes', 'no'])
    expect(women.summary).toMatch(
      /^Pipelines with women (rose|fell|moved|ended where they started)/,
    )
    // 21 withheld days hold two whole weeks: two gaps, never zeros.
    const superstars = metricSlide(deck.slides, 'superstar')
    const gaps = superstars.trend?.values.filter((value) => value === null)
    expect(gaps).toHaveLength(Math.floor((WITHHELD.to - WITHHELD.from + 1) / 7) - 1)
    expect(superstars.trend?.values).not.toContain(0)
  })

  it('compares the signed-in regions metric by metric', () => {
    const comparison = deckModel(english, input(['us', 'ca'])).slides.find(
      (slide) => slide.kind === 'comparison',
    )
    if (comparison?.kind !== 'comparison') throw new Error('a comparison slide')
    expect(comparison.series.map((series) => series.name)).toEqual(['United States', 'Canada'])
    expect(comparison.series[1]?.values).toEqual(COUNTS.ca.map(([yes, no]) => shownYes(yes, no)))
    expect(comparison.series[1]?.values).toEqual([45, 52, 12, 40, 27])
    // Colours bound to the regions; n beside every share; the source names both regions.
    expect(comparison.series.map((series) => series.colours)).toEqual([['us'], ['ca']])
    expect(comparison.table.header).toEqual(['Metric', 'United States', 'Canada'])
    expect(comparison.table.rows[0]).toEqual([
      'Pipelines with leaders',
      '29% (12 of 42)',
      '45% (18 of 40)',
    ])
    expect(comparison.source).toBe(
      'Source: Talent Platform API, United States and Canada, retrieved Nov 21, 2026, 10:00 AM',
    )
    expect(deckModel(english, input(['us'])).slides.some((s) => s.kind === 'comparison')).toBe(
      false,
    )
  })

  it('draws a target as a second series to its date, says the pace and lists the period’s events', () => {
    const targetDate = addDays(TODAY, 200)
    const startDate = addDays(TODAY, -100)
    const deck = deckModel(english, {
      ...input(['us']),
      targets: [{ metric: 'pipelinesWithWomen', yesShare: 60, targetDate, startDate, version: 1 }],
      events: [
        {
          id: 'a',
          region: 'us',
          date: '2026-03-02',
          title: 'New hiring policy',
          note: null,
          version: 1,
        },
        {
          id: 'b',
          region: null,
          date: '2024-01-10',
          title: 'Before the period',
          note: null,
          version: 1,
        },
      ],
    })
    const women = metricSlide(deck.slides, 'pipelinesWithWomen')
    expect(women.target?.name).toBe('Target 60% by Jun 2027')
    // 60 on each week from the one holding its start, a gap before it.
    const weeks = women.target?.values ?? []
    expect(weeks).toHaveLength(53)
    expect(weeks.filter((value) => value === 60)).toHaveLength(15)
    expect(weeks.slice(0, 38).every((value) => value === null)).toBe(true)
    // 56 % now, about 11 points a year: 60 % in about four months, before June 2027.
    expect(women.pace).toMatch(/^On pace: at this pace \d+%(–\d+%)? by June 2027, target 60%\.$/)
    // The period's events are listed once, on their own slide, and numbered on every chart.
    const events = deck.slides.find((slide) => slide.kind === 'events')
    expect(events?.kind === 'events' ? events.lines : []).toEqual([
      '1. Mar 2, 2026: \u2068New hiring policy\u2069',
    ])
    expect(women.events).toEqual([{ number: 1, index: 15 }])
    expect(women.trend?.labels.slice(14, 16)).toEqual(['Feb 28, 2026', 'Mar 7, 2026'])
    expect(women.eventsNote).toBe('Events 1 on the chart: see the events slide.')
    const superstars = metricSlide(deck.slides, 'superstar')
    expect([superstars.target, superstars.pace]).toEqual([undefined, ''])
  })

  it('speaks Arabic, right to left', () => {
    // Both Arabic catalogs: region names are in the shell's (decision 0202).
    const i18n = setupI18n({ locale: 'ar', messages: { ar: { ...arabicShell, ...arabic } } })
    const deck = deckModel(i18n, input(['us'], 'ar'))
    expect(deck.rtl).toBe(true)
    expect(deck.title).toBe('تنوّع مسارات المواهب: الولايات المتحدة')
    expect(deck.footer.demo).toBe('بيانات تجريبية')
  })
})
