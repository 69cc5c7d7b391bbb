import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import { useDeferredValue, useMemo, type ReactNode } from 'react'
import { MetricTrend } from '../../../../components/MetricTrend/MetricTrend.tsx'
import { sentenceSeparator } from '../../../../domain/text/format.ts'
import type { HistoryResponse } from '../../../../domain/history/history.ts'
import { metricName } from '../../../../domain/metrics/metric-texts.ts'
import type { PaceTarget } from '../../../../domain/trend/target-pace.ts'
import { metricSeries, type TrendPoint } from '../../../../domain/trend/trend-series.ts'
import { sessionLostCode } from '../../../lib/api-error.ts'

export interface MetricTrends {
  /** A metric's sparkline and change line, by metric key; null while none can be drawn. */
  trends: (key: string) => ReactNode
  /** A metric's daily points, by metric key, for the chart images' trends. */
  points: (key: string) => readonly TrendPoint[] | undefined
  /** The history is the demo mode's generated data. */
  demo: boolean
  /** What to say instead of the trends, when anything: they failed, or there is no history yet. */
  status: ReactNode
}

/**
 * Each metric's 12-month trend (MetricTrend) from a history query, for the dashboard and the
 * embed view alike: the cards render without trends while it loads or when it fails, and
 * `status` says why in a short sentence. A lost session says nothing here: the figures' own
 * query reports it.
 */
export function useMetricTrends(
  history: UseQueryResult<HistoryResponse>,
  locale: string | undefined,
  targetOf: (metric: string) => PaceTarget | undefined = () => undefined,
): MetricTrends {
  const { i18n } = useLingui()
  // The sparklines render in a later transition than the cards they sit in (decision 0125).
  const data = useDeferredValue(history.data)
  // One series per answer: the sparklines keep their points, and their drawings, while targets
  // and definitions arrive (decision 0392).
  const byKey = useMemo(
    () =>
      new Map(
        (data === undefined ? [] : metricSeries(data.snapshots)).map((entry) => [entry.key, entry]),
      ),
    [data],
  )
  const demo = data?.demo ?? false

  // While the history is on its way, or not asked yet, each card keeps a trend's room, so the
  // cards below do not move when it arrives (an embed frame is one column: Lighthouse counted the
  // shift).
  const pending = data === undefined && (history.isPending || history.data !== undefined)
  const trends = (key: string) => {
    if (pending) return <div className="mt mt--pending" aria-hidden="true" />
    const entry = byKey.get(key)
    if (entry === undefined || entry.points.length < 2) return null
    return (
      <MetricTrend
        {...(locale === undefined ? {} : { locale })}
        label={metricName(i18n, entry.key, entry.label)}
        points={entry.points}
        demo={demo}
        target={targetOf(entry.key)}
      />
    )
  }

  const failed =
    history.isError && data === undefined && sessionLostCode(history.error) === undefined
  const status = failed ? (
    <span role="status" data-testid="trends-unavailable">
      <Trans>Trends are not available right now.</Trans>
      {sentenceSeparator(locale ?? i18n.locale)}
    </span>
  ) : data !== undefined && data.snapshots.length === 0 ? (
    <span>
      <Trans>No history yet for this region: the first snapshot is recorded today.</Trans>
      {sentenceSeparator(locale ?? i18n.locale)}
    </span>
  ) : null
  const points = (key: string) => byKey.get(key)?.points
  return { trends, points, demo, status }
}
