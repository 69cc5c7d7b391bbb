import { i18n } from '@lingui/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deckModel } from '../../domain/board-pack/deck-model.ts'
import type { OrganizationInfo } from '../../domain/metrics/organization-info.ts'
import type { RegionId } from '../../domain/regions/regions.ts'
import { countedInfo, countedNothingInfo } from '../../mocks/story-fixtures.ts'
import { percentageItems } from '../../domain/metrics/percentage-figures.ts'
import { cardDescription } from '../DashboardGrid/chart-image-text.ts'
import { organizationInfoCsv } from '../DashboardGrid/csv.ts'
import { comparisonCsv } from './comparison-csv.ts'
import { compareMetrics, type ComparedRegion, type RegionState } from './comparison-model.ts'
import { metricSummary, pooledText, rowText } from './comparison-text.ts'

/**
 * Issue 34's comparison: a region with no data is "No data", never 0 %, on every surface; the
 * pool says which regions it holds and which it leaves out, and why, and warns when one region
 * is most of it; "highest" and "lowest" only when the 95 % intervals do not overlap.
 */

const NAMES: Partial<Record<RegionId, string>> = {
  us: 'United States',
  us2: 'United States (second cloud)',
  gov: 'US Government',
  ap: 'Asia Pacific',
  eu: 'Europe',
  ca: 'Canada',
  uae: 'United Arab Emirates',
  phx: 'PHX',
}
const nameOf = (id: RegionId) => NAMES[id] ?? id

/** A new tenant: every count 0 and both percentages 0, as the simulator's Asia Pacific. */
const AP = countedNothingInfo('ap')

function region(id: RegionId, state: RegionState): ComparedRegion {
  return { id, state, dashboardHref: '', trendsHref: '', signInHref: '' }
}
const ok = (info: OrganizationInfo) => region(info.region as RegionId, { kind: 'ok', info })

/** United States, US Government (withheld), Asia Pacific (no data), Canada (failed), the second cloud (most of the counts), Europe (no women's metric). */
const REGIONS: ComparedRegion[] = [
  ok(countedInfo('us', [12, 30], [21, 19], 41.5)),
  ok(countedInfo('gov', 'withheld', [1, 4], 36)),
  ok(AP),
  region('ca', { kind: 'failed', message: 'upstream_error' }),
  ok(countedInfo('us2', [12_480, 31_920], [22_015, 21_985], 49.6)),
  ok(countedInfo('eu', [40, 60], null, 48.3)),
  region('phx', { kind: 'signed_out' }),
]

const metrics = compareMetrics(REGIONS, 'name', nameOf, 'en-US')
const metric = (key: string) => {
  const found = metrics.find((entry) => entry.key === key)
  if (found === undefined) throw new Error(`no ${key}`)
  return found
}

describe('a region with no data', () => {
  it('reads "No data" for its percentage figures, never 0 %, on screen and in the CSV', () => {
    const gender = metric('genderDiversity')
    const ap = gender.rows.find((row) => row.region.id === 'ap')
    expect(ap === undefined ? '' : rowText(i18n, ap, 'en-US')).toBe('No data')
    expect(ap?.rank).toBeUndefined()
    const leaders = metric('pipelinesWithLeaders').rows.find((row) => row.region.id === 'ap')
    expect(leaders === undefined ? '' : rowText(i18n, leaders, 'en-US')).toBe('None counted')
    const csv = comparisonCsv(i18n, REGIONS, nameOf)
    const apRows = csv.split('\r\n').filter((line) => line.includes(',Asia Pacific,'))
    expect(apRows.length).toBeGreaterThan(0)
    for (const line of apRows.filter((row) => row.includes('diversity'))) {
      expect(line).toContain(',No data,')
      expect(line).not.toMatch(/,0(\.0)?,/)
    }
  })

  it('reads "No data" on its own dashboard’s surfaces too: CSV, image words, the slides’ summary', () => {
    const csv = organizationInfoCsv(i18n, AP, { regionLabel: 'Asia Pacific' })
    const gender = csv.split('\r\n').find((line) => line.includes('genderDiversity'))
    expect(gender).toContain(',No data,')
    const context = { i18n, regionLabel: 'Asia Pacific', asOf: 'Nov 21, 2026', locale: 'en-US' }
    const [figure] = percentageItems(AP)
    expect(
      figure === undefined
        ? ''
        : cardDescription({ kind: 'percentage', percentage: figure }, context),
    ).toBe('Gender diversity: No data.')
    const model = deckModel(i18n, {
      organizationName: 'Pipeline Diversity',
      region: { id: 'ap', info: AP },
      history: undefined,
      period: { days: 365 },
      compared: [{ id: 'ap', info: AP }],
      demo: false,
      minGroupSize: 5,
      locale: 'en-US',
    })
    const summary = model.slides.find((slide) => slide.kind === 'summary')
    const rows = summary?.kind === 'summary' ? summary.rows : []
    expect(rows.find((row) => row.metric === 'Gender diversity')?.value).toBe('No data')
  })

  it('is left out of the slides’ comparison chart with a note, never drawn as 0 %', () => {
    const model = deckModel(i18n, {
      organizationName: 'Pipeline Diversity',
      region: { id: 'us', info: countedInfo('us', [12, 30], [21, 19], 41.5) },
      history: undefined,
      period: { days: 365 },
      compared: [
        { id: 'us', info: countedInfo('us', [12, 30], [21, 19], 41.5) },
        { id: 'eu', info: countedInfo('eu', [40, 60], [5, 5], 48.3) },
        { id: 'ap', info: AP },
      ],
      demo: false,
      minGroupSize: 5,
      locale: 'en-US',
    })
    const slide = model.slides.find((entry) => entry.kind === 'comparison')
    expect(slide?.kind === 'comparison' && slide.series.map((series) => series.name)).toEqual([
      'United States',
      'Europe',
    ])
    expect(slide?.kind === 'comparison' && slide.note).toBe('Left out: Asia Pacific (no data).')
  })
})

describe('the pooled total', () => {
  it('says which regions it holds and which it leaves out, and why', () => {
    const pooled = metric('pipelinesWithLeaders').pooled
    expect(pooled?.held).toEqual(['us', 'us2', 'eu'])
    expect(pooled === undefined ? '' : pooledText(i18n, pooled, nameOf, 'en-US')).toBe(
      '3 of 6 signed-in regions together: 28% (12,532 of 44,542; 95% interval 27%–29%). ' +
        'Left out: US Government (withheld), Asia Pacific (no data), and Canada (could not be loaded). ' +
        'United States (second cloud) makes up 99.7% of this total.',
    )
    const women = metric('pipelinesWithWomen').pooled
    expect(women === undefined ? '' : pooledText(i18n, women, nameOf, 'en-US')).toMatch(
      /^3 of 6 signed-in regions together: .*Left out: Asia Pacific \(no data\), Canada \(could not be loaded\), and Europe \(not reported\)\./,
    )
  })

  it('says "All" when it holds every signed-in region, and no warning when none is most of it', () => {
    const [leaders] = compareMetrics(
      [ok(countedInfo('us', [12, 30], [1, 1], 1)), ok(countedInfo('eu', [40, 60], [1, 1], 1))],
      'name',
      nameOf,
      'en-US',
    )
    expect(
      leaders?.pooled === undefined ? '' : pooledText(i18n, leaders.pooled, nameOf, 'en-US'),
    ).toBe(
      'All 2 signed-in regions together: 37% (52 of 142; 95% interval 29%–45%). Europe makes up 70% of this total.',
    )
  })
})

describe('the region that is most of the pool', () => {
  it('is never said to make up 50 % (half) or 100 % (all) of it, whatever the counts', () => {
    // Counts drawn so that the United States holds between just over half and nearly all of the
    // pool: its part, from the counts alone, lies strictly between 50 % and 100 %.
    const counts = fc
      .tuple(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: 200_000 }))
      .filter(([us, eu]) => us > eu)
    fc.assert(
      fc.property(counts, ([us, eu]) => {
        const [leaders] = compareMetrics(
          [
            ok(countedInfo('us', [Math.floor(us / 3), us - Math.floor(us / 3)], [1, 1], 1)),
            ok(countedInfo('eu', [Math.floor(eu / 2), eu - Math.floor(eu / 2)], [1, 1], 1)),
          ],
          'name',
          nameOf,
          'en-US',
        )
        const text =
          leaders?.pooled === undefined ? '' : pooledText(i18n, leaders.pooled, nameOf, 'en-US')
        const said = /United States makes up ([\d.]+)% of this total\.$/.exec(text)?.[1]
        expect(said, text).toBeDefined()
        const part = Number(said)
        expect(part, `${us} of ${us + eu}: ${text}`).toBeGreaterThan(50)
        expect(part, `${us} of ${us + eu}: ${text}`).toBeLessThan(100)
        expect(Math.abs(part - (us / (us + eu)) * 100)).toBeLessThanOrEqual(0.5)
      }),
      {
        numRuns: 500,
        // Just over half and nearly all, where one decimal used to round onto the threshold.
        examples: [[[50_002, 49_998]], [[100_001, 99_999]], [[199_999, 1]], [[2001, 1]]],
      },
    )
  })
})

describe('highest and lowest', () => {
  it('are named only when the 95 % intervals do not overlap', () => {
    // Europe's 40 of 100 (31%–50%) overlaps the United States' 12 of 42 (17%–44%).
    expect(metricSummary(i18n, metric('pipelinesWithLeaders'), nameOf, 'en-US')).toBe(
      'Pipelines with leaders: not clearly different across 3 regions with a value (28% to 40%).',
    )
    const oneApart = compareMetrics(
      [
        ok(countedInfo('us', [300, 700], [1, 1], 1)),
        ok(countedInfo('eu', [310, 690], [1, 1], 1)),
        ok(countedInfo('ca', [900, 100], [1, 1], 1)),
      ],
      'name',
      nameOf,
      'en-US',
    )[0]
    expect(oneApart === undefined ? '' : metricSummary(i18n, oneApart, nameOf, 'en-US')).toBe(
      'Pipelines with leaders: highest in Canada (90%); the others not clearly different, across 3 regions with a value.',
    )
    const close = compareMetrics(
      [ok(countedInfo('us', [12, 30], [1, 1], 1)), ok(countedInfo('eu', [14, 30], [1, 1], 1))],
      'name',
      nameOf,
      'en-US',
    )[0]
    expect(close === undefined ? '' : metricSummary(i18n, close, nameOf, 'en-US')).toBe(
      'Pipelines with leaders: not clearly different across 2 regions with a value (29% to 32%).',
    )
    const apart = compareMetrics(
      [
        ok(countedInfo('us', [100, 900], [1, 1], 1)),
        ok(countedInfo('eu', [500, 500], [1, 1], 1)),
        ok(countedInfo('ca', [900, 100], [1, 1], 1)),
      ],
      'name',
      nameOf,
      'en-US',
    )[0]
    expect(apart === undefined ? '' : metricSummary(i18n, apart, nameOf, 'en-US')).toBe(
      'Pipelines with leaders: highest in Canada (90%), lowest in United States (10%), across 3 regions with a value.',
    )
  })
})
