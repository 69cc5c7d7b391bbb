import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { formatCount, formatPercent } from '../../domain/format.ts'
import { STATUS_TEXTS } from '../../domain/metric-texts.ts'
import { statusText } from '../DistributionChart/summary.ts'
import type { ComparedMetric, MetricRow, RegionNamer } from './comparison-model.ts'
import { metricName } from '../../domain/metric-texts.ts'

/** A row's value: "55% (550 of 1,000)", why it is hidden, or what the region still needs. */
export function rowText(i18n: I18n, row: MetricRow, locale?: string): string {
  const { state } = row.region
  if (state.kind === 'signed_out') return i18n._(msg`Not signed in`)
  if (state.kind === 'loading') return i18n._(msg`Loading…`)
  if (state.kind === 'failed') return i18n._(msg`Could not be loaded`)
  const shares = row.shares
  if (shares === undefined) return i18n._(STATUS_TEXTS.notReported)
  if (shares.status !== 'ok') return statusText(i18n, shares, locale)
  const share = formatPercent(shares.yes, { locale })
  const yesCount = formatCount(shares.yesCount, locale)
  const total = formatCount(shares.total, locale)
  return i18n._(
    msg({
      comment: 'A region’s share answering yes, and the yes count of the total counted',
      message: `${share} (${yesCount} of ${total})`,
    }),
  )
}

function yesShare(row: MetricRow): number {
  return row.shares?.status === 'ok' ? row.shares.yesCount / row.shares.total : 0
}

function percentOf(row: MetricRow, locale?: string): string {
  return row.shares?.status === 'ok' ? formatPercent(row.shares.yes, { locale }) : ''
}

/** "Pipelines with women: highest in United States (55%), lowest in Europe (40%), across 2 regions with a value." */
export function metricSummary(
  i18n: I18n,
  metric: ComparedMetric,
  nameOf: RegionNamer,
  locale?: string,
): string {
  const label = metricName(i18n, metric.key, metric.label)
  const shown = metric.rows.filter((row) => row.shares?.status === 'ok')
  const first = shown[0]
  if (first === undefined) {
    return i18n._(
      msg({
        comment: 'Summary of a comparison chart; {label} names a metric',
        message: `${label}: no region shows a value.`,
      }),
    )
  }
  if (shown.length === 1) {
    const share = percentOf(first, locale)
    const region = nameOf(first.region.id)
    return i18n._(
      msg({
        comment: 'Summary of a comparison chart; {label} names a metric, {region} a region',
        message: `${label}: ${share} in ${region}, the only region with a value.`,
      }),
    )
  }
  const sorted = [...shown].sort((a, b) => yesShare(b) - yesShare(a))
  const high = sorted[0] ?? first
  const low = sorted.at(-1) ?? first
  const highest = nameOf(high.region.id)
  const highShare = percentOf(high, locale)
  const lowest = nameOf(low.region.id)
  const lowShare = percentOf(low, locale)
  const regions = shown.length
  const regionCount = formatCount(regions, locale)
  return i18n._(
    msg({
      comment:
        'Summary of a comparison chart; {label} names a metric, {highest} and {lowest} are regions',
      message: plural(regions, {
        one: `${label}: highest in ${highest} (${highShare}), lowest in ${lowest} (${lowShare}), across ${regionCount} region with a value.`,
        other: `${label}: highest in ${highest} (${highShare}), lowest in ${lowest} (${lowShare}), across ${regionCount} regions with a value.`,
      }),
    }),
  )
}
