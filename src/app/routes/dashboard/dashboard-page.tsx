import { useLoaderData } from 'react-router'
import { regionLabel } from '../../../domain/regions.ts'
import { PageShell } from '../../components/page-shell.tsx'
import { useOrganizationInfo } from '../../features/organization-info/api/get-organization-info.ts'
import { OrganizationInfoView } from '../../features/organization-info/components/organization-info-view.tsx'
import type { dashboardLoader } from './dashboard-loader.ts'
import { useDashboardHeader } from './use-dashboard-header.tsx'

/** `/regions/:region`: one region's pipeline-diversity metrics. */
export function DashboardPage() {
  const { region } = useLoaderData<ReturnType<typeof dashboardLoader>>()
  const info = useOrganizationInfo(region)
  const { regionSwitcher, account } = useDashboardHeader(region)
  return (
    <PageShell title={regionLabel(region)} regionSwitcher={regionSwitcher} account={account}>
      <OrganizationInfoView region={region} query={info} />
    </PageShell>
  )
}
