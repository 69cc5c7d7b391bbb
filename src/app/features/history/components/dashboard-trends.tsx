import { Trans } from '@lingui/react/macro'
import { useLanguage } from '../../../i18n/language.tsx'
import { Link } from 'react-router'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import type { PaceTarget } from '../../../../domain/trend/target-pace.ts'
import { paths } from '../../../config/paths.ts'
import { useMetricTrends } from './metric-trends.tsx'
import { DASHBOARD_HISTORY_DAYS, lastDays, useHistory } from '../api/get-history.ts'

/**
 * The dashboard's trends: the last 12 months of history, asked once `enabled` (the page asks once
 * its metrics' charts have drawn, so they come first, decisions 0391 and 0394). The cards render without
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
