import { Trans } from '@lingui/react/macro'
import { useLanguage } from '../../../i18n/language.tsx'
import { Link } from 'react-router'
import type { RegionId } from '../../../../domain/regions.ts'
import type { PaceTarget } from '../../../../domain/target-pace.ts'
import { paths } from '../../../config/paths.ts'
import { useMetricTrends } from './metric-trends.tsx'
import type { QueryClient } from '@tanstack/react-query'
import {
  DASHBOARD_HISTORY_DAYS,
  historyQueryOptions,
  lastDays,
  useHistory,
} from '../api/get-history.ts'

/**
 * Starts the history the dashboard's trends read, unless it is cached or on its way (as
 * usePrefetchQuery): the route calls it once the metrics have answered (decision 0391).
 */
export function prefetchDashboardTrends(queryClient: QueryClient, region: RegionId): void {
  const options = historyQueryOptions(region, lastDays(DASHBOARD_HISTORY_DAYS))
  if (queryClient.getQueryState(options.queryKey) === undefined) {
    void queryClient.prefetchQuery(options)
  }
}

/**
 * The dashboard's trends: the last 12 months of history, asked once `enabled` (the page asks once
 * its metrics have answered, so their charts come first, decision 0391). The cards render without
 * trends while it loads or when it fails (a quiet note says so). A metric with a target
 * (`targetOf`) says its pace towards it under its trend.
 */
export function useDashboardTrends(
  region: RegionId,
  targetOf: (metric: string) => PaceTarget | undefined = () => undefined,
  enabled = true,
) {
  const { locale } = useLanguage()
  const history = useHistory(region, lastDays(DASHBOARD_HISTORY_DAYS), enabled)
  const { trends, points, demo, status } = useMetricTrends(history, locale, targetOf)
  const note = (
    <p className="dashboard-trends" data-testid="dashboard-trends-note">
      {status}
      <Link to={paths.trends.build(region)}>
        <Trans>See the trends of every metric</Trans>
      </Link>
      {' · '}
      <Link to={paths.compare.build()}>
        <Trans>Compare regions</Trans>
      </Link>
    </p>
  )
  return { trends, points, note, demo }
}
