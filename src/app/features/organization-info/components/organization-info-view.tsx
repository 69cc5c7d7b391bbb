import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import { useLanguage } from '../../../i18n/language.tsx'
import { useDeferredValue, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import {
  DashboardGrid,
  type DashboardGridProps,
} from '../../../../components/DashboardGrid/DashboardGrid.tsx'
import { BusyLabel } from '../../../../components/BusyLabel/BusyLabel.tsx'
import { EmptyState } from '../../../../components/EmptyState/EmptyState.tsx'
import { FiguresDrawn } from '../../../../components/charts/FiguresDrawn.tsx'
import { ErrorPanel } from '../../../../components/ErrorPanel/ErrorPanel.tsx'
import { LoadingSkeleton } from '../../../../components/LoadingSkeleton/LoadingSkeleton.tsx'
import type { OrganizationWording } from '../../../../domain/annotations/organization-definitions.ts'
import type { OrganizationInfo } from '../../../../domain/metrics/organization-info.ts'
import { regionName as nameOfRegion } from '../../../../domain/regions/region-names.ts'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { paths } from '../../../config/paths.ts'
import { sessionLostCode } from '../../../lib/api-error.ts'
import { failureMessage, toUiError } from '../../../lib/ui-error.ts'
import { useKeepFocusAcross } from '../../../lib/use-keep-focus.ts'
import { readView, withView } from '../dashboard-view.ts'
import { hasNoData } from '../is-empty.ts'

export interface OrganizationInfoViewProps {
  region: RegionId
  query: UseQueryResult<OrganizationInfo>
  /** Extra content of each metric's card, by distribution key (the trends, from the page). */
  trends?: ((key: string) => ReactNode) | undefined
  /** The figures are the demo mode's generated data (the history says so): images are marked. */
  demo?: boolean | undefined
  /** The organization's own definitions (from the page), shown instead of the built-in ones. */
  wording?: OrganizationWording | undefined
  /** What the dashboard image adds: the organization, the suppression rule and the trends. */
  image?: Pick<DashboardGridProps, 'organizationName' | 'minGroupSize' | 'trendPoints'> | undefined
  /** The region's targets (issue 26): written in the CSV. */
  targetOf?: DashboardGridProps['targetOf']
  /** More downloads (the slides), placed with the dashboard's own. */
  downloads?: ReactNode
  /**
   * Called once the metrics are on screen and their charts in view have drawn (decision 0394):
   * the page then asks for what comes after them.
   */
  onFiguresDrawn?: (() => void) | undefined
}

type ViewState = 'loading' | 'failed' | 'empty' | 'data'

function viewState(data: OrganizationInfo | undefined, failure: Error | undefined): ViewState {
  if (data === undefined) return failure === undefined ? 'loading' : 'failed'
  return hasNoData(data) ? 'empty' : 'data'
}

/**
 * Every state of a region's metrics: loading (skeleton), failed (error panel with retry),
 * nothing reported yet (empty state), and the dashboard itself, keeping the last data on screen
 * with an error panel when a refresh fails. A lost session shows nothing extra: the query
 * client is already on its way to the sign-in page.
 */
export function OrganizationInfoView({
  region,
  query,
  trends,
  demo,
  wording,
  image,
  targetOf,
  downloads,
  onFiguresDrawn,
}: OrganizationInfoViewProps) {
  const { i18n, t } = useLingui()
  const { locale } = useLanguage()
  const { error, isFetching } = query
  // The metrics render in a transition (sliced, yielding to the browser), not in the synchronous
  // update that delivers them; the heading is on screen meanwhile (decision 0125).
  const data = useDeferredValue(query.data)
  const [searchParams, setSearchParams] = useSearchParams()
  const view = readView(searchParams)
  const regionName = nameOfRegion(i18n, region)
  const label = regionName
  const heading = (
    <Trans comment="The dashboard's heading: the diversity of one region's talent pipelines.">
      Pipeline diversity: {regionName}
    </Trans>
  )
  const title = <h1 tabIndex={-1}>{heading}</h1>
  const retry = () => {
    if (!isFetching) void query.refetch()
  }
  const failure =
    error === null || isFetching || sessionLostCode(error) !== undefined ? undefined : error
  const state = viewState(data, failure)
  useKeepFocusAcross(state)
  const drawn = onFiguresDrawn === undefined ? null : <FiguresDrawn onDrawn={onFiguresDrawn} />

  if (data === undefined) {
    return (
      <>
        {/* Styled as the loaded dashboard's title: the page's largest text paints once, here. */}
        <h1 tabIndex={-1} className="dg__title">
          {heading}
        </h1>
        {failure === undefined ? (
          <LoadingSkeleton label={t`Loading the metrics of ${regionName}…`} />
        ) : (
          <ErrorPanel
            title={t`The metrics of ${regionName} could not be loaded`}
            error={toUiError(failure)}
            onRetry={retry}
          />
        )}
      </>
    )
  }

  if (state === 'empty') {
    return (
      <>
        {title}
        {failure === undefined ? null : (
          <ErrorPanel title={t`The metrics could not be refreshed`} error={toUiError(failure)} />
        )}
        <EmptyState
          title={t({ comment: 'HR sense: a talent pipeline.', message: 'No pipeline data yet' })}
          message={t({
            comment: 'HR sense: a talent pipeline.',
            message: `The Talent Platform reports no pipeline data for ${regionName} yet. Check again later.`,
          })}
          action={
            <button type="button" className="btn" aria-disabled={isFetching} onClick={retry}>
              <BusyLabel
                busy={isFetching}
                idle={<Trans>Refresh</Trans>}
                working={<Trans>Refreshing…</Trans>}
              />
            </button>
          }
        />
        {drawn}
      </>
    )
  }

  const reason = failure === undefined ? '' : failureMessage(failure, i18n)
  return (
    <>
      {failure === undefined ? null : (
        <ErrorPanel
          title={t`The metrics could not be refreshed`}
          message={t({
            comment: '{reason} is the sentence saying why the refresh failed.',
            message: `${reason} The figures below are from the last successful update.`,
          })}
        />
      )}
      <DashboardGrid
        locale={locale}
        info={data}
        regionLabel={label}
        headingLevel={1}
        refreshing={isFetching}
        stale={failure !== undefined}
        onRefresh={retry}
        trends={trends}
        demo={demo}
        wording={wording}
        {...image}
        targetOf={targetOf}
        downloads={downloads}
        view={view}
        onViewChange={(next) => setSearchParams(withView(searchParams, next))}
        glossaryHref={paths.glossary.build()}
        methodologyUrl={new URL(paths.methodology.build(), window.location.origin).href}
      />
      {drawn}
    </>
  )
}
