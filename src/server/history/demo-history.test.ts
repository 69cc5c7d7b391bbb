// The English catalog is compiled on import by the Lingui plugin (unit project, vitest.config.ts);
// its module type is the SPA's (src/vite-env.d.ts), which the Node typecheck does not include.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- no import of a .d.ts script
/// <reference path="../../vite-env.d.ts" />
import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../domain/history/history.ts'
import { metricSeries } from '../../domain/trend/trend-series.ts'
import { trendSentence } from '../../domain/trend/trend-sentences.ts'
import { describeTrend } from '../../domain/trend/trend-summary.ts'
import { messages } from '../../locales/en.po'
import { DEMO_DATASETS } from '../../simulator/datasets.ts'
import { normalizeOrganizationInfo } from '../organization-info/normalize.ts'
import { createSnapshots } from '../store/snapshots.ts'
import { useFreshStore } from '../store/testing/test-store.ts'
import {
  DEMO_DIP,
  DEMO_HISTORY_DAYS,
  fillDemoHistory,
  generateDemoHistory,
} from './demo-history.ts'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', locales: ['en'], messages })
})

const TODAY = '2026-11-24'
const rows = generateDemoHistory(DEMO_DATASETS, TODAY, 5)
const of = (region: string) => rows.filter((row) => row.region === region)

describe('demo history', () => {
  it('has 18 months of daily snapshots per region, marked demo, and none for the new region', () => {
    const us = of('us')
    expect(DEMO_HISTORY_DAYS).toBeGreaterThanOrEqual(547)
    expect(us).toHaveLength(DEMO_HISTORY_DAYS)
    expect(us[0]?.date).toBe(addDays(TODAY, 1 - DEMO_HISTORY_DAYS))
    expect(us.map((row) => row.date)).toEqual(
      Array.from({ length: DEMO_HISTORY_DAYS }, (_, i) => addDays(us[0]?.date ?? TODAY, i)),
    )
    expect(rows.every((row) => row.demo)).toBe(true)
    expect(of('ap')).toEqual([])
    expect(new Set(rows.map((row) => row.region)).size).toBe(7)
  })

  it('ends today with exactly what the simulator serves, normalized', () => {
    for (const region of ['us', 'eu', 'gov', 'ca', 'uae', 'us2', 'phx'] as const) {
      const served = normalizeOrganizationInfo(DEMO_DATASETS[region].organizationInfo, {
        region,
        fetchedAt: new Date(),
        minGroupSize: 5,
      })
      const last = of(region).at(-1)
      expect(last?.date).toBe(TODAY)
      expect(last?.distributions).toEqual(served.distributions)
      expect(last?.percentages).toEqual(served.percentages)
    }
  })

  it('stores the dip withheld, without counts, and only on its days', () => {
    const us = of('us')
    const dipped = us.filter(
      (row) => row.distributions.find((d) => d.key === DEMO_DIP.key)?.status === 'suppressed',
    )
    expect(dipped.map((row) => row.date)).toEqual(
      Array.from({ length: DEMO_DIP.fromDaysAgo - DEMO_DIP.toDaysAgo + 1 }, (_, i) =>
        addDays(TODAY, i - DEMO_DIP.fromDaysAgo),
      ),
    )
    for (const row of dipped) {
      expect(row.distributions.find((d) => d.key === DEMO_DIP.key)).toEqual({
        key: DEMO_DIP.key,
        label: 'Pipelines with diverse ethnicity',
        yesCount: null,
        noCount: null,
        status: 'suppressed',
        minGroupSize: 5,
      })
    }
  })

  it('has metrics that steadily rose and metrics that steadily fell (us2, large counts)', () => {
    const series = metricSeries(of('us2').slice(-365))
    const judgement = (key: string) => {
      const description = describeTrend(series.find((entry) => entry.key === key)?.points ?? [])
      return description.status === 'ok' ? description.judgement : description.status
    }
    expect(judgement('pipelinesWithLeaders')).toBe('rise')
    expect(judgement('rolesWithSuccessorsReady')).toBe('fall')
  })

  it('calls us2’s pipelines with leaders, which rose on every one of the last 180 days, steady over 3, 6 and 12 months', () => {
    const leaders = (days: number) =>
      metricSeries(of('us2').slice(-days)).find((entry) => entry.key === 'pipelinesWithLeaders')
        ?.points ?? []
    const yeses = leaders(181).map((point) => point.share?.yesCount ?? 0)
    expect(yeses.every((yes, day) => day === 0 || yes > (yeses[day - 1] ?? Infinity))).toBe(true)
    for (const days of [91, 182, 365]) {
      const description = describeTrend(leaders(days))
      expect(description.status === 'ok' && description.judgement).toBe('rise')
    }
  })

  it('reads the United States’ pipelines with leaders as a steady rise, in counts first', () => {
    const us = of('us')
    const counts = (row: (typeof us)[number] | undefined) => {
      const leaders = row?.distributions.find((d) => d.key === 'pipelinesWithLeaders')
      if (leaders?.yesCount == null || leaders.noCount === null) throw new Error('no counts')
      return { yes: leaders.yesCount, total: leaders.yesCount + leaders.noCount }
    }
    // The generator’s truth: 12 of 42 today, drifting back by 8 % of 42 a year (± a wobble of 1).
    const first = counts(us[0])
    const last = counts(us.at(-1))
    expect(last).toEqual({ yes: 12, total: 42 })
    expect(
      Math.abs(first.yes - (12 - Math.round((0.08 * 42 * (DEMO_HISTORY_DAYS - 1)) / 365))),
    ).toBeLessThanOrEqual(1)
    // The headline's ends are the means of the first and last week (decision 0232).
    const week = (rows: typeof us) =>
      rows.reduce((sum, row) => sum + counts(row).yes, 0) / rows.length
    const from = week(us.slice(0, 7))
    const to = week(us.slice(-7))
    const percent = (yes: number) => Math.round((yes / 42) * 100)
    const points = metricSeries(us).find((entry) => entry.key === 'pipelinesWithLeaders')?.points
    expect(
      trendSentence(
        i18n,
        'Pipelines with leaders',
        points ?? [],
        { days: DEMO_HISTORY_DAYS },
        'en-US',
      ),
    ).toBe(
      `Pipelines with leaders rose from ${percent(from)}% to ${percent(to)}% (7-day means at each end: ${Math.round(from)} → ${Math.round(to)} of 42 pipelines) over 18 months: a steady rise.`,
    )
  })

  it('is the same on every start', () => {
    expect(generateDemoHistory(DEMO_DATASETS, TODAY, 5)).toEqual(rows)
  })

  describe('filling the store', () => {
    const store = useFreshStore('sqlite')

    it('inserts every day once; a restart keeps what is there', async () => {
      const snapshots = createSnapshots(store())
      const now = Date.parse(`${TODAY}T08:00:00.000Z`)
      const first = await fillDemoHistory(snapshots, DEMO_DATASETS, now, 5)
      expect(first).toMatchObject({ generated: rows.length, inserted: rows.length })
      const again = await fillDemoHistory(snapshots, DEMO_DATASETS, now + 3_600_000, 5)
      expect(again).toMatchObject({ generated: 0, inserted: 0 })
      // A restart the next day adds that day and keeps every earlier one as it was.
      const earlier = await snapshots.range('us', '2000-01-01', TODAY)
      const nextDay = await fillDemoHistory(snapshots, DEMO_DATASETS, now + 86_400_000, 5)
      expect(nextDay).toMatchObject({ generated: rows.length, inserted: 7 })
      const after = await snapshots.range('us', '2000-01-01', addDays(TODAY, 1))
      expect(after.slice(0, earlier.length)).toEqual(earlier)
      expect(after).toHaveLength(DEMO_HISTORY_DAYS + 1)
    })
  })
})
