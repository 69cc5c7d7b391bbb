import { useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'
import { regionName } from '../../../domain/regions/region-names.ts'
import type { RegionId } from '../../../domain/regions/regions.ts'
import { AppPrintReport } from '../../components/app-print-report.tsx'
import { SlidesButton } from '../board-pack/slides-button.tsx'
import { PageShell } from '../../components/page-shell.tsx'
import { ViewNav } from '../../components/view-nav.tsx'
import { useOrganizationWording } from '../../features/annotations/hooks/use-organization-wording.ts'
import { useTargetOf } from '../../features/annotations/hooks/use-trend-annotations.ts'
import { useDashboardTrends } from '../../features/history/components/dashboard-trends.tsx'
import { useRegions } from '../../features/regions/api/get-regions.ts'
import { useOrganizationInfo } from '../../features/organization-info/api/get-organization-info.ts'
import { OrganizationInfoView } from '../../features/organization-info/components/organization-info-view.tsx'
import { useDashboardHeader } from './use-dashboard-header.tsx'
import { preloadShareBar } from '../../../components/DistributionChart/DistributionChart.tsx'
import { preloadSparkline } from '../../../components/MetricTrend/MetricTrend.tsx'

/** `/regions/:region` once its route has checked the region (dashboard-route.tsx). */
export function DashboardPage({ region }: { region: RegionId }) {
  const { i18n, t } = useLingui()
  const info = useOrganizationInfo(region)
  // The history, targets and definitions are asked once the metrics have answered and their
  // charts have drawn (decision 0394): their answers' work never delays a bar, and a lost session
  // is told by one answer, not two.
  const [drawnIn, setDrawnIn] = useState<RegionId | undefined>(undefined)
  const onFiguresDrawn = useCallback(() => setDrawnIn(region), [region])
  const after = drawnIn === region && info.data !== undefined
  const targetOf = useTargetOf(region, after)
  const { trends, points, note, demo } = useDashboardTrends(region, targetOf, after)
  const server = useRegions().data
  const { regionSwitcher, account } = useDashboardHeader(region)
  const wording = useOrganizationWording(after ? region : undefined)
  return (
    <PageShell title={regionName(i18n, region)} regionSwitcher={regionSwitcher} account={account}>
      <ViewNav region={region} />
      <AppPrintReport
        title={t({
          comment: "Print title block: the document's name",
          message: 'Dashboard report',
        })}
        regions={[regionName(i18n, region)]}
        asOf={info.data === undefined ? undefined : new Date(info.data.fetchedAt)}
      >
        <OrganizationInfoView
          region={region}
          query={info}
          trends={trends}
          demo={demo || server?.demo === true}
          wording={wording}
          image={{
            organizationName: server?.organizationName,
            minGroupSize: server?.minGroupSize,
            trendPoints: points,
          }}
          targetOf={targetOf}
          downloads={<SlidesButton region={region} period="12m" />}
          onFiguresDrawn={onFiguresDrawn}
        />
        {note}
      </AppPrintReport>
    </PageShell>
  )
}

/**
 * The code of the dashboard's drawings (its bars, then its sparklines), fetched while the data
 * is on its way (after a sign-in, as soon as it is sent), not once the cards have rendered
 * (decision 0391).
 */
export function preloadDashboardDrawings(): void {
  void preloadShareBar().then(preloadSparkline, () => undefined)
}
