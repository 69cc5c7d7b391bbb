import { Trans, useLingui } from '@lingui/react/macro'
import { useDeferredValue } from 'react'
import { useLanguage } from '../../../i18n/language.tsx'
import { Link } from 'react-router'
import { MetricTrend } from '../../../../components/MetricTrend/MetricTrend.tsx'
import type { RegionId } from '../../../../domain/regions.ts'
import type { PaceTarget } from '../../../../domain/target-pace.ts'
import { metricSeries } from '../../../../domain/trend-series.ts'
import { sessionLostCode } from '../../../lib/api-error.ts'
import { paths } from '../../../config/paths.ts'
import { metricName } from '../../../../domain/metric-texts.ts'
import type { QueryClient } from '@tanstack/react-query'
import {
  DASHBOARD_HISTORY_DAYS,
  historyQueryOptions,
  lastDays,
  useHistory,
} from '../api/get-history.ts'

/**
 * Starts the history the dashboard's trends read, unless it is cached or on its way (as
 * usePrefetchQuery), so it loads beside the metrics instead of after the page's first render.
 */
export function prefetchDashboardTrends(queryClient: QueryClient, region: RegionId): void {
  const options = historyQueryOptions(region, lastDays(DASHBOARD_HISTORY_DAYS))
  if (queryClient.getQueryState(options.queryKey) === undefined) {
    void queryClient.prefetchQuery(options)
  }
}

/**
 * The dashboard's trends: the last 12 months of history, read in parallel with Organization
 * Info. The cards render without trends while it loads or when it fails (a quiet note says so).
 * A metric with a target (`targetOf`) says its pace towards it under its trend.
 */
export function useDashboardTrends(
  region: RegionId,
  targetOf: (metric: string) => PaceTarget | undefined = () => undefined,
) {
  const { i18n } = useLingui()
  const { locale } = useLanguage()
  const history = useHistory(region, lastDays(DASHBOARD_HISTORY_DAYS))
  // The sparklines render in a later transition than the cards they sit in (decision 0125).
  const data = useDeferredValue(history.data)
  const series = data === undefined ? [] : metricSeries(data.snapshots)
  const byKey = new Map(series.map((entry) => [entry.key, entry]))
  const demo = data?.demo ?? false

  const trends = (key: string) => {
    const entry = byKey.get(key)
    if (entry === undefined || entry.points.length < 2) return null
    return (
      <MetricTrend
        locale={locale}
        label={metricName(i18n, entry.key, entry.label)}
        points={entry.points}
        demo={demo}
        target={targetOf(entry.key)}
      />
    )
  }

  const failed =
    history.isError && data === undefined && sessionLostCode(history.error) === undefined
  const note = (
    <p className="dashboard-trends" data-testid="dashboard-trends-note">
      {failed ? (
        <span role="status">
          <Trans>Trends are not available right now.</Trans>{' '}
        </span>
      ) : data !== undefined && data.snapshots.length === 0 ? (
        <span>
          <Trans>No history yet for this region: the first snapshot is recorded today.</Trans>{' '}
        </span>
      ) : null}
      <Link to={paths.trends.build(region)}>
        <Trans>See the trends of every metric</Trans>
      </Link>
      {' · '}
      <Link to={paths.compare.build()}>
        <Trans>Compare regions</Trans>
      </Link>
    </p>
  )
  /** A metric's points, for the chart images' trends. */
  const points = (key: string) => byKey.get(key)?.points
  return { trends, points, note, demo }
}
