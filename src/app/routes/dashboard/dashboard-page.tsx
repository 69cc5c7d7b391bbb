import { regionLabel, type RegionId } from '../../../domain/regions.ts'
import { PageShell } from '../../components/page-shell.tsx'
import { useDashboardTrends } from '../../features/history/components/dashboard-trends.tsx'
import { useOrganizationInfo } from '../../features/organization-info/api/get-organization-info.ts'
import { OrganizationInfoView } from '../../features/organization-info/components/organization-info-view.tsx'
import { useDashboardHeader } from './use-dashboard-header.tsx'

/** `/regions/:region` once its route has checked the region (dashboard-route.tsx). */
export function DashboardPage({ region }: { region: RegionId }) {
  const info = useOrganizationInfo(region)
  const { trends, note } = useDashboardTrends(region)
  const { regionSwitcher, account } = useDashboardHeader(region)
  return (
    <PageShell title={regionLabel(region)} regionSwitcher={regionSwitcher} account={account}>
      <OrganizationInfoView region={region} query={info} trends={trends} />
      {note}
    </PageShell>
  )
}
