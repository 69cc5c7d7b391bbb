import type { I18n } from '@lingui/core'
import { formatCount, formatPercent } from '../../domain/format.ts'
import { STATUS_TEXTS } from '../../domain/metric-texts.ts'
import { statusText } from '../DistributionChart/summary.ts'
import type { ComparedMetric, MetricRow } from './comparison-model.ts'

/** A row's value: "55% (550 of 1,000)", why it is hidden, or what the region still needs. */
export function rowText(i18n: I18n, row: MetricRow, locale?: string): string {
  const { state } = row.region
  if (state.kind === 'signed_out') return 'Not signed in'
  if (state.kind === 'loading') return 'Loading…'
  if (state.kind === 'failed') return 'Could not be loaded'
  const shares = row.shares
  if (shares === undefined) return i18n._(STATUS_TEXTS.notReported)
  if (shares.status !== 'ok') return statusText(i18n, shares, locale)
  return `${formatPercent(shares.yes, { locale })} (${formatCount(shares.yesCount, locale)} of ${formatCount(shares.total, locale)})`
}

/** "Pipelines with women: highest in United States (55%), lowest in Europe (40%), of 2 regions." */
export function metricSummary(metric: ComparedMetric, locale?: string): string {
  const shown = metric.rows.filter((row) => row.shares?.status === 'ok')
  const share = (row: MetricRow) =>
    row.shares?.status === 'ok' ? row.shares.yesCount / row.shares.total : 0
  const percent = (row: MetricRow) =>
    row.shares?.status === 'ok' ? formatPercent(row.shares.yes, { locale }) : ''
  const first = shown[0]
  if (first === undefined) return `${metric.label}: no region shows a value.`
  if (shown.length === 1) {
    return `${metric.label}: ${percent(first)} in ${first.region.label}, the only region with a value.`
  }
  const sorted = [...shown].sort((a, b) => share(b) - share(a))
  const high = sorted[0] ?? first
  const low = sorted.at(-1) ?? first
  return `${metric.label}: highest in ${high.region.label} (${percent(high)}), lowest in ${low.region.label} (${percent(low)}), across ${formatCount(shown.length, locale)} regions with a value.`
}
