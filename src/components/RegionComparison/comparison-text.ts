import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import {
  formatCount,
  formatPercent,
  formatPercentAbove,
  formatPercentBelow,
} from '../../domain/text/format.ts'
import { metricName } from '../../domain/metrics/metric-texts.ts'
import { PERCENTAGE_DECIMALS } from '../../domain/metrics/percentage-figures.ts'
import { shareEndText } from '../../domain/trend/trend-wording.ts'
import { wilsonInterval } from '../../domain/trend/trends.ts'
import { statusText } from '../DistributionChart/summary.ts'
import { leftOutText } from '../../domain/regions/left-out.ts'
import { STATUS_TEXTS } from '../../domain/metrics/metric-texts.ts'
import { targetLabel } from '../../domain/trend/pace-sentences.ts'
import {
  targetOf,
  type ComparedMetric,
  type ComparedRegion,
  type MetricRow,
  type RegionNamer,
} from './comparison-model.ts'
import type { PooledShare } from './comparison-rank.ts'

/**
 * The words of the comparison (issue 24): every share with its counts and 95 % interval, so
 * "40 % (2 of 5)" never looks like "40 % (40 of 100)"; ties said as ties; the pooled total.
 */

/** A row's value: "40% (2 of 5; 95% interval 12%–77%)", "41.5%", why it is hidden, or its state. */
export function rowText(i18n: I18n, row: MetricRow, locale?: string): string {
  const { state } = row.region
  if (state.kind === 'signed_out') return i18n._(msg`Not signed in`)
  if (state.kind === 'loading') return i18n._(msg`Loading…`)
  if (state.kind === 'failed') return i18n._(msg`Could not be loaded`)
  if (row.noData === true) return i18n._(STATUS_TEXTS.noData)
  if (row.value !== undefined) {
    return formatPercent(row.value, { locale, decimals: PERCENTAGE_DECIMALS })
  }
  const shares = row.shares
  if (shares === undefined) return ''
  if (shares.status !== 'ok') return statusText(i18n, shares, locale)
  const interval = wilsonInterval(shares.yesCount, shares.total)
  return shareEndText(i18n, { ...shares, interval }, locale)
}

/** " · Target 40% by Dec 2027" beside a row whose region has a target for the metric, or ''. */
export function rowTargetText(i18n: I18n, row: MetricRow, metric: string, locale?: string) {
  const target = targetOf(row.region, metric)
  return target === undefined ? '' : ` · ${targetLabel(i18n, target, locale)}`
}

/** "tied" beside a row whose shown value another region shows too. */
export function tiedText(i18n: I18n): string {
  return i18n._(
    msg({ comment: 'Beside a region that shows the same value as another', message: 'tied' }),
  )
}

/**
 * The pooled total and what it holds: "All 3 signed-in regions together: 43% (52 of 130; 95%
 * interval 34%–51%)", or "5 of 8 signed-in regions together: …", then the regions left out and
 * why ("Left out: US Government (withheld) and Asia Pacific (no data).") and, when one region
 * makes up most of it, a warning ("United States (second cloud) makes up 99% of this total.").
 */
export function pooledText(
  i18n: I18n,
  pooled: PooledShare,
  nameOf: RegionNamer,
  locale?: string,
): string {
  const share = shareEndText(i18n, pooled, locale)
  const regionCount = formatCount(pooled.signedIn, locale)
  const heldCount = formatCount(pooled.regions, locale)
  const total =
    pooled.regions === pooled.signedIn
      ? i18n._(
          msg({
            comment:
              'The counts of several regions added up; {share} is e.g. “43% (52 of 130; 95% interval 34%–51%)”',
            message: plural(pooled.signedIn, {
              one: `All ${regionCount} signed-in region together: ${share}`,
              other: `All ${regionCount} signed-in regions together: ${share}`,
            }),
          }),
        )
      : i18n._(
          msg({
            comment:
              'The counts of some of the signed-in regions added up; {heldCount} regions of {regionCount}; {share} is e.g. “43% (52 of 130; 95% interval 34%–51%)”',
            message: plural(pooled.signedIn, {
              one: `${heldCount} of ${regionCount} signed-in region together: ${share}`,
              other: `${heldCount} of ${regionCount} signed-in regions together: ${share}`,
            }),
          }),
        )
  return [
    `${total}.`,
    leftOutText(
      i18n,
      pooled.leftOut.map(({ id, reason }) => ({ name: nameOf(id), reason })),
      locale,
    ),
    dominantText(i18n, pooled, nameOf, locale),
  ]
    .filter((sentence) => sentence !== '')
    .join(' ')
}

/** "United States (second cloud) makes up 99% of this total.", or '' when no region is most of it. */
function dominantText(
  i18n: I18n,
  pooled: PooledShare,
  nameOf: RegionNamer,
  locale?: string,
): string {
  if (pooled.dominant === undefined) return ''
  const name = nameOf(pooled.dominant.id)
  const percent = pooled.dominant.part * 100
  // Never rounded onto 50 % ("most" reads as half) or 100 % ("all"): more decimals near either.
  const part =
    percent < 75
      ? formatPercentAbove(percent, 50, { locale })
      : formatPercentBelow(percent, 100, { locale })
  return i18n._(
    msg({
      comment:
        'A warning under a pooled total when one region holds most of the counts; {part} is a percentage (“99%”)',
      message: `${name} makes up ${part} of this total.`,
    }),
  )
}

/** "Sign in to 5 more regions". */
export function signInMoreText(i18n: I18n, regions: number, locale?: string): string {
  const regionCount = formatCount(regions, locale)
  return i18n._(
    msg({
      comment: 'A link to the sign-in page, in place of the regions not signed in',
      message: plural(regions, {
        one: `Sign in to ${regionCount} more region`,
        other: `Sign in to ${regionCount} more regions`,
      }),
    }),
  )
}

/** "Not reported by Europe and UAE". */
export function notReportedText(
  i18n: I18n,
  regions: readonly ComparedRegion[],
  nameOf: RegionNamer,
  locale?: string,
): string {
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    regions.map((region) => nameOf(region.id)),
  )
  return i18n._(
    msg({
      comment: '{names} lists regions, e.g. “Europe and UAE”',
      message: `Not reported by ${names}`,
    }),
  )
}

function valueText(row: MetricRow, locale?: string): string {
  if (row.shares?.status === 'ok') return formatPercent(row.shares.yes, { locale })
  if (row.value !== undefined) {
    return formatPercent(row.value, { locale, decimals: PERCENTAGE_DECIMALS })
  }
  return ''
}

/** The regions of one rank, named together: "Europe, PHX and UAE". */
function namesAt(
  rows: readonly MetricRow[],
  rank: number | undefined,
  nameOf: RegionNamer,
  locale?: string,
) {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    rows.filter((row) => row.rank === rank).map((row) => nameOf(row.region.id)),
  )
}

/** The 95 % interval of a row's share, if it shows one. */
function rowInterval(row: MetricRow) {
  return row.shares?.status === 'ok'
    ? wilsonInterval(row.shares.yesCount, row.shares.total)
    : undefined
}

/**
 * Whether the one region at `rank` stands apart from every other shown region: its interval lies
 * wholly above (`high`) or below (`low`) theirs. A tie never does.
 */
function standsApart(rows: readonly MetricRow[], rank: number, side: 'high' | 'low'): boolean {
  const at = rows.filter((row) => row.rank === rank)
  const interval = at.length === 1 && at[0] !== undefined ? rowInterval(at[0]) : undefined
  if (interval === undefined) return false
  return rows.every((row) => {
    if (row.rank === rank) return true
    const other = rowInterval(row)
    if (other === undefined) return false
    return side === 'high' ? interval.low > other.high : interval.high < other.low
  })
}

/**
 * "Pipelines with leaders: highest in Europe (40%), lowest in United States (29%), across 4
 * regions with a value." when both stand apart (their 95 % intervals clear every other's), else
 * "…: not clearly different across 4 regions with a value (29% to 40%)." or one of them alone.
 */
export function metricSummary(
  i18n: I18n,
  metric: ComparedMetric,
  nameOf: RegionNamer,
  locale?: string,
): string {
  const label = metricName(i18n, metric.key, metric.label)
  const shown = metric.rows.filter((row) => row.rank !== undefined)
  const first = shown.find((row) => row.rank === 1)
  if (first === undefined) {
    return i18n._(
      msg({
        comment: 'Summary of a comparison chart; {label} names a metric',
        message: `${label}: no region shows a value.`,
      }),
    )
  }
  const lowestRank = Math.max(...shown.map((row) => row.rank ?? 1))
  const last = shown.find((row) => row.rank === lowestRank) ?? first
  const highest = namesAt(shown, 1, nameOf, locale)
  const highShare = valueText(first, locale)
  const regions = shown.length
  const regionCount = formatCount(regions, locale)
  if (lowestRank === 1) {
    return i18n._(
      msg({
        comment:
          'Summary of a comparison chart where every region shows the same value; {highest} lists regions',
        message: plural(regions, {
          one: `${label}: ${highShare} in ${highest}, the only region with a value.`,
          other: `${label}: ${highShare} in all ${regionCount} regions with a value (${highest}), tied.`,
        }),
      }),
    )
  }
  const lowest = namesAt(shown, lowestRank, nameOf, locale)
  const lowShare = valueText(last, locale)
  const highTied = first.tied === true
  const lowTied = last.tied === true
  const high = highTied
    ? i18n._(
        msg({
          comment: '{highest} lists tied regions',
          message: `highest in ${highest} (${highShare}, tied)`,
        }),
      )
    : i18n._(msg`highest in ${highest} (${highShare})`)
  const low = lowTied
    ? i18n._(
        msg({
          comment: '{lowest} lists tied regions',
          message: `lowest in ${lowest} (${lowShare}, tied)`,
        }),
      )
    : i18n._(msg`lowest in ${lowest} (${lowShare})`)
  // A yes/no metric names its highest and lowest regions only when their 95 % intervals clear
  // every other region's (issue 34); percentage figures come without counts, as reported.
  const clearHigh = metric.kind === 'percentage' || standsApart(shown, 1, 'high')
  const clearLow = metric.kind === 'percentage' || standsApart(shown, lowestRank, 'low')
  if (!clearHigh && !clearLow) {
    return i18n._(
      msg({
        comment:
          'Summary of a comparison chart whose regions’ 95 % intervals overlap; {lowShare} and {highShare} are the lowest and highest shown values',
        message: plural(regions, {
          one: `${label}: not clearly different across ${regionCount} region with a value (${lowShare} to ${highShare}).`,
          other: `${label}: not clearly different across ${regionCount} regions with a value (${lowShare} to ${highShare}).`,
        }),
      }),
    )
  }
  if (!clearHigh || !clearLow) {
    const named = clearHigh ? high : low
    return i18n._(
      msg({
        comment:
          'Summary of a comparison chart where only the highest (or only the lowest) region stands apart; {named} is e.g. “highest in Europe (40%)”',
        message: plural(regions, {
          one: `${label}: ${named}; the others not clearly different, across ${regionCount} region with a value.`,
          other: `${label}: ${named}; the others not clearly different, across ${regionCount} regions with a value.`,
        }),
      }),
    )
  }
  return i18n._(
    msg({
      comment:
        'Summary of a comparison chart; {label} names a metric, {high} and {low} say which regions are highest and lowest',
      message: plural(regions, {
        one: `${label}: ${high}, ${low}, across ${regionCount} region with a value.`,
        other: `${label}: ${high}, ${low}, across ${regionCount} regions with a value.`,
      }),
    }),
  )
}
