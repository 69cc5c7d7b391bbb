import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { regionName as nameOfRegion } from '../../../domain/regions/region-names.ts'
import type { RegionId } from '../../../domain/regions/regions.ts'
import { PACE_WINDOW_DAYS } from '../../../domain/trend/target-pace.ts'
import { AppPrintReport } from '../../components/app-print-report.tsx'
import { SlidesButton } from '../board-pack/slides-button.tsx'
import { PageShell } from '../../components/page-shell.tsx'
import { ViewNav } from '../../components/view-nav.tsx'
import { paths } from '../../config/paths.ts'
import { loadMessagesOf } from '../../i18n/language.tsx'
import {
  EventsCsvButton,
  TrendEvents,
} from '../../features/annotations/components/trend-events.tsx'
import { useOrganizationWording } from '../../features/annotations/hooks/use-organization-wording.ts'
import { useTrendAnnotations } from '../../features/annotations/hooks/use-trend-annotations.ts'
import { lastDays, useHistory } from '../../features/history/api/get-history.ts'
import { useRegions } from '../../features/regions/api/get-regions.ts'
import { TrendsView } from '../../features/history/components/trends-view.tsx'
import { PERIOD_INFO, periodOf, periodSearch } from '../../features/history/lib/period.ts'
import { useDashboardHeader } from '../dashboard/use-dashboard-header.tsx'

/**
 * The administrators' edit mode: loaded on demand, never by readers (decision 0213), with its
 * words, the rare part of the catalogs (decision 0393).
 */
const EditMode = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/annotations/components/edit-mode.tsx'),
    loadMessagesOf('rare'),
  ])
  return { default: module.EditMode }
})

/** `/regions/:region/trends?period=`: a region's history, the period in the URL. */
export function TrendsPage({ region }: { region: RegionId }) {
  const { i18n, t } = useLingui()
  const [params, setParams] = useSearchParams()
  const period = periodOf(params)
  const range = lastDays(PERIOD_INFO[period].days)
  const history = useHistory(region, range)
  // The pace's fixed window (decision 0232): the same query as `history` for 12 months.
  const paceHistory = useHistory(region, lastDays(PACE_WINDOW_DAYS))
  // Asked once the history has answered: a lost session is then told by one answer.
  const annotations = useTrendAnnotations(region, history.data !== undefined)
  const wording = useOrganizationWording(history.data === undefined ? undefined : region)
  const { regionSwitcher, account } = useDashboardHeader(region, (next) =>
    paths.trends.build(next, periodSearch(period)),
  )
  const server = useRegions().data
  const regionName = nameOfRegion(i18n, region)
  const periodLabel = i18n._(PERIOD_INFO[period].label)
  return (
    <PageShell
      title={t({
        comment: 'A page title: the trends of one region.',
        message: `Trends: ${regionName}`,
      })}
      regionSwitcher={regionSwitcher}
      account={account}
    >
      <ViewNav region={region} />
      <AppPrintReport
        title={t({ comment: "Print title block: the document's name", message: 'Trends report' })}
        regions={[regionName]}
        asOf={history.data === undefined ? undefined : new Date(history.dataUpdatedAt)}
        period={t({
          comment: 'Print title block: the period of the trends; {periodLabel} is e.g. “12 months”',
          message: `Period: ${periodLabel}`,
        })}
        demo={history.data?.demo}
      >
        <TrendsView
          region={region}
          period={period}
          onPeriodChange={(next) => setParams(new URLSearchParams(periodSearch(next)))}
          query={history}
          paceQuery={paceHistory}
          annotations={annotations}
          downloads={<SlidesButton region={region} period={period} />}
          // Its place is kept while the history loads (nothing above the charts moves when it
          // comes); the events are asked once the history has answered.
          afterCsv={
            <EventsCsvButton region={region} range={range} enabled={history.data !== undefined} />
          }
          demo={server?.demo === true}
          wording={wording}
        />
        {/* Asked once the history has answered: a lost session is then told by one answer. */}
        {history.data === undefined ? null : <TrendEvents region={region} range={range} />}
      </AppPrintReport>
      {/* The editing tools and the change log stay off the printed report. */}
      {annotations.canEdit ? (
        <div className="no-print">
          <Suspense fallback={null}>
            <EditMode region={region} />
          </Suspense>
        </div>
      ) : null}
    </PageShell>
  )
}
