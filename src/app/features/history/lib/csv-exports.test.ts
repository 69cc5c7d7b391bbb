import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { organizationInfoCsv } from '../../../../components/DashboardGrid/csv.ts'
import { comparisonCsv } from '../../../../components/RegionComparison/comparison-csv.ts'
import type { ComparedRegion } from '../../../../components/RegionComparison/comparison-model.ts'
import { activateCatalog } from '../../../../components/testing/activate-catalog.ts'
import { parseCsv } from '../../../../components/testing/parse-csv.ts'
import { regionName } from '../../../../domain/regions/region-names.ts'
import type { Target } from '../../../../domain/annotations/annotations.ts'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { organizationInfoFor } from '../../../../mocks/fixtures.ts'
import { historyFixture } from '../../../../mocks/history-fixtures.ts'
import { historyCsv } from './history-csv.ts'

/** docs/exports.md: the columns of every export, the same in every language. */
const COLUMNS =
  'region_id,region,as_of_utc,metric_key,metric,status,yes_percent,no_percent,yes_count,no_count,total,value_percent,interval_low_percent,interval_high_percent,target_percent,target_date,target_start_date,definition,methodology_url'

/** us aims at 60 % women by the end of 2027 (from 2026); ca has no target. */
const US_TARGET: Target = {
  metric: 'pipelinesWithWomen',
  yesShare: 60,
  targetDate: '2027-12-31',
  startDate: '2026-01-01',
  version: 1,
}
const targetsOf = (id: RegionId) => (id === 'us' ? [US_TARGET] : [])
const targetOfRegion = (id: RegionId) => (metric: string) =>
  targetsOf(id).find((target) => target.metric === metric)

function compared(id: RegionId): ComparedRegion {
  const info = organizationInfoFor(id)
  return {
    id,
    state: { kind: 'ok', info },
    targets: targetsOf(id),
    dashboardHref: '',
    trendsHref: '',
    signInHref: '',
  }
}

const METHODOLOGY = 'https://dashboard.example/methodology'

/** The three exports (dashboard of ca, trends of us over 100 days, compare of us and ca). */
function threeCsvs(): string[] {
  const history = historyFixture('us', { from: '2026-08-01', to: '2026-11-21' })
  return [
    organizationInfoCsv(i18n, organizationInfoFor('ca'), {
      regionLabel: regionName(i18n, 'ca'),
      methodologyUrl: METHODOLOGY,
      targetOf: targetOfRegion('ca'),
    }),
    historyCsv(history, i18n, METHODOLOGY, targetOfRegion('us')),
    comparisonCsv(
      i18n,
      [compared('us'), compared('ca')],
      (id) => regionName(i18n, id),
      METHODOLOGY,
    ),
  ]
}

/** Every file's records without its header, after checking the header. */
function stacked(files: readonly string[]): Record<string, string>[] {
  return files.flatMap((file) => {
    const [header, ...rows] = parseCsv(file)
    expect(header?.join(',')).toBe(COLUMNS)
    const names = COLUMNS.split(',')
    return rows.map((row) => {
      expect(row).toHaveLength(names.length)
      return Object.fromEntries(names.map((name, index) => [name, row[index] ?? '']))
    })
  })
}

afterEach(() => activateCatalog('en'))

describe('the CSV exports stack', () => {
  it('share one header in English and French; the numbers agree, the words are translated', async () => {
    await activateCatalog('en')
    const english = stacked(threeCsvs())
    await activateCatalog('fr')
    const french = stacked(threeCsvs())

    expect(french).toHaveLength(english.length)
    for (const row of [...english, ...french]) {
      expect(row.region_id).toMatch(/^(us|ca)$/)
      expect(row.as_of_utc).toMatch(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/)
      expect(row.metric_key).not.toBe('')
      expect(row.status).not.toBe('')
      expect(row.methodology_url).toBe(METHODOLOGY)
    }
    const numbers = (row: Record<string, string>) => [
      row.region_id,
      row.as_of_utc,
      row.metric_key,
      row.yes_percent,
      row.total,
      row.value_percent,
    ]
    expect(french.map(numbers)).toEqual(english.map(numbers))

    // A target is in its metric's rows of its region, in every file, as plain values.
    const targets = (rows: Record<string, string>[]) =>
      rows.map((row) => [row.target_percent, row.target_date, row.target_start_date])
    expect(targets(french)).toEqual(targets(english))
    for (const row of english) {
      const hasTarget = row.region_id === 'us' && row.metric_key === 'pipelinesWithWomen'
      expect([row.target_percent, row.target_date, row.target_start_date]).toEqual(
        hasTarget ? ['60', '2027-12-31', '2026-01-01'] : ['', '', ''],
      )
    }

    // The trends' statuses are sentences, not codes: a withheld day says why.
    const trends = english.filter((row) => /^\d{4}-\d{2}-\d{2}$/.test(row.as_of_utc ?? ''))
    expect(trends.length).toBe(113 * 5)
    expect(new Set(trends.map((row) => row.status))).toEqual(
      new Set(['Reported', 'Hidden: fewer than 5']),
    )
    expect(new Set(french.map((row) => row.status))).toContain('Masqué\u00a0: moins de 5')
    expect(new Set(french.map((row) => row.status))).toContain('Communiqué')
    expect(french.find((row) => row.region_id === 'ca')?.region).toBe('Canada')
    expect(english.some((row) => ['ok', 'suppressed', 'no_data'].includes(row.status ?? ''))).toBe(
      false,
    )
  })

  it('writes the trends with the shown share and its interval, withheld days empty', async () => {
    await activateCatalog('en')
    const history = historyFixture('us', { from: '2026-11-20', to: '2026-11-21' })
    const rows = stacked([historyCsv(history, i18n)])
    const women = rows.find(
      (row) => row.as_of_utc === '2026-11-21' && row.metric_key === 'pipelinesWithWomen',
    )
    // 550 of 1000 (the fixture's 55 %): Wilson 95 % interval 51.9–58.1, widened to 51–59.
    expect(women).toMatchObject({
      region: 'United States',
      status: 'Reported',
      yes_percent: '55',
      no_percent: '45',
      yes_count: '550',
      total: '1000',
      interval_low_percent: '51',
      interval_high_percent: '59',
    })
  })

  it('the comparison’s CSV carries the organization’s own definitions (decision 0210)', () => {
    const wording = (metric: string) =>
      metric === 'superstar' ? 'Our top 5 % of performers.' : undefined
    const rows = parseCsv(
      comparisonCsv(i18n, [compared('us'), compared('ca')], (id) => id, METHODOLOGY, wording),
    )
    const header = rows[0] ?? []
    const at = (name: string) => header.indexOf(name)
    const superstar = rows.filter((row) => row[at('metric_key')] === 'superstar')
    expect(superstar).toHaveLength(2)
    expect(superstar.map((row) => row[at('definition')])).toEqual([
      'Our top 5 % of performers.',
      'Our top 5 % of performers.',
    ])
    const others = rows.slice(1).filter((row) => row[at('metric_key')] !== 'superstar')
    expect(others.every((row) => row[at('definition')] !== 'Our top 5 % of performers.')).toBe(true)
  })
})
