import { Trans, useLingui } from '@lingui/react/macro'
import { useLanguage } from '../../../i18n/language.tsx'
import type { UseQueryResult } from '@tanstack/react-query'
import { useMemo, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { downloadCsv } from '../../../../components/DashboardGrid/csv.ts'
import { EmptyState } from '../../../../components/EmptyState/EmptyState.tsx'
import { ErrorPanel } from '../../../../components/ErrorPanel/ErrorPanel.tsx'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { LoadingSkeleton } from '../../../../components/LoadingSkeleton/LoadingSkeleton.tsx'
import { TrendChart } from '../../../../components/TrendChart/TrendChart.tsx'
import { TrendTable } from '../../../../components/TrendChart/TrendTable.tsx'
import type { Target, TrendEvent } from '../../../../domain/annotations/annotations.ts'
import type { OrganizationWording } from '../../../../domain/annotations/organization-definitions.ts'
import type { HistoryResponse } from '../../../../domain/history/history.ts'
import { regionName as nameOfRegion } from '../../../../domain/regions/region-names.ts'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { metricSeries } from '../../../../domain/trend/trend-series.ts'
import { paths } from '../../../config/paths.ts'
import { sessionLostCode } from '../../../lib/api-error.ts'
import { toUiError } from '../../../lib/ui-error.ts'
import { useKeepFocusAcross } from '../../../lib/use-keep-focus.ts'
import { historyCsv, historyCsvFileName } from '../lib/history-csv.ts'
import { PERIOD_INFO, type Period } from '../lib/period.ts'
import { PeriodSelector } from './period-selector.tsx'
import './trends.css'
import { metricName } from '../../../../domain/metrics/metric-texts.ts'

export interface TrendsViewProps {
  region: RegionId
  period: Period
  onPeriodChange: (period: Period) => void
  query: UseQueryResult<HistoryResponse>
  /**
   * The last 12 months of history, the pace's fixed window whatever the period (decision 0232):
   * a view of 3 months still paces on 12; the same query as `query` for 12 months.
   */
  paceQuery?: UseQueryResult<HistoryResponse> | undefined
  /** The region's targets and events, drawn on the charts and listed in the tables. */
  annotations?: {
    targetOf: (metric: string) => Target | undefined
    events: readonly TrendEvent[]
    /** False while they load: the charts are drawn once, with their marks (Recharts' first
     * render is the page's longest task; drawing every chart again when the marks arrive
     * doubled the trend view's blocking time). */
    settled?: boolean
  }
  /**
   * The page's other downloads, with the view's own in one group (issue 35): the slides before
   * the CSV, the events' CSV after it, then print, as on the dashboard.
   */
  downloads?: ReactNode
  afterCsv?: ReactNode
  /** The organization's own definitions, in the CSV instead of the built-in ones (0210). */
  wording?: OrganizationWording | undefined
  /**
   * The server's demo mode (its regions say so), read until the history answers with its own
   * flag: the heading's badge is there from the first render, so it never grows under the reader.
   */
  demo?: boolean | undefined
}

/**
 * A region's trends: one line chart per metric over the chosen period, or tables, and the CSV of
 * every day. Loading, failed (retry) and "no history yet" states.
 */
export function TrendsView({
  region,
  period,
  onPeriodChange,
  query,
  paceQuery,
  annotations,
  downloads,
  afterCsv,
  wording,
  demo,
}: TrendsViewProps) {
  const { i18n, t } = useLingui()
  const { locale } = useLanguage()
  const [asTable, setAsTable] = useState(false)
  const { data, error, isFetching } = query
  const regionName = nameOfRegion(i18n, region)
  const label = regionName
  const failure =
    error === null || isFetching || sessionLostCode(error) !== undefined ? undefined : error
  const state =
    data === undefined || annotations?.settled === false
      ? failure === undefined
        ? 'loading'
        : 'failed'
      : data.snapshots.length === 0
        ? 'empty'
        : 'data'
  useKeepFocusAcross(state)
  // One series per answer: the charts keep their points, and their drawings, across renders.
  const series = useMemo(() => (data === undefined ? [] : metricSeries(data.snapshots)), [data])
  const paceData = paceQuery?.data
  const paceSeries = useMemo(
    () =>
      new Map(
        (paceData === undefined ? [] : metricSeries(paceData.snapshots)).map((entry) => [
          entry.key,
          entry.points,
        ]),
      ),
    [paceData],
  )
  const info = PERIOD_INFO[period]

  return (
    <section className="trends" aria-labelledby="trends-title" aria-busy={isFetching}>
      <header className="trends__header">
        <h1 id="trends-title" tabIndex={-1} data-print-repeats="">
          <Trans comment="The trends page's heading: the trends of one region.">
            Trends: {regionName}
          </Trans>
          {(data?.demo ?? demo) === true ? (
            <span className="trends__badge" data-testid="demo-badge">
              <Trans>Demo data</Trans>
            </span>
          ) : null}
        </h1>
        <p className="trends__intro">
          <Trans>
            The share answering yes, day by day, in a band of its 95% interval. A rise or a fall is
            called steady only when it holds over the whole period, not just between two days.{' '}
            <Link to={paths.methodology.build()}>How the figures are made</Link> ·{' '}
            <Link to={paths.dashboard.build(region)}>Back to today’s dashboard</Link>
          </Trans>
        </p>
        <div className="trends__controls">
          <PeriodSelector value={period} onChange={onPeriodChange} />
          <div className="trends__actions" role="group" aria-label={t`Trend actions`}>
            <button
              type="button"
              className="btn btn--small"
              aria-pressed={asTable}
              disabled={state !== 'data'}
              onClick={() => setAsTable(!asTable)}
            >
              <Icon name="table" />
              <Trans>View as table</Trans>
            </button>
            {downloads}
            <button
              type="button"
              className="btn btn--small"
              disabled={data === undefined || state !== 'data'}
              onClick={() => {
                if (data !== undefined) {
                  downloadCsv(
                    historyCsv(
                      data,
                      i18n,
                      new URL(paths.methodology.build(), window.location.origin).href,
                      annotations?.targetOf,
                      wording,
                    ),
                    historyCsvFileName(data),
                  )
                }
              }}
            >
              <Icon name="download" />
              <Trans>Download CSV</Trans>
            </button>
            {afterCsv}
            <button
              type="button"
              className="btn btn--small"
              disabled={state !== 'data'}
              onClick={() => window.print()}
            >
              <Icon name="print" />
              <Trans>Print / Save as PDF</Trans>
            </button>
          </div>
        </div>
      </header>
      {state === 'loading' ? (
        <LoadingSkeleton label={t`Loading the history of ${regionName}…`} figures={0} />
      ) : state === 'failed' ? (
        <ErrorPanel
          title={t`The history of ${regionName} could not be loaded`}
          error={toUiError(failure)}
          onRetry={() => void query.refetch()}
        />
      ) : state === 'empty' ? (
        <EmptyState
          title={t`No history yet`}
          message={t`No history yet for this region: the first snapshot is recorded today. Come back tomorrow to see the first change.`}
        />
      ) : asTable ? (
        <TrendTable
          locale={locale}
          series={series}
          step={period === '3m' ? 'week' : 'month'}
          regionLabel={label}
          targetOf={annotations?.targetOf}
          events={annotations?.events}
        />
      ) : (
        <div className="trends__charts" data-testid="trend-charts">
          {series.map((metric) => (
            <TrendChart
              locale={locale}
              key={metric.key}
              label={metricName(i18n, metric.key, metric.label)}
              points={metric.points}
              periodDays={info.days}
              pacePoints={paceSeries.get(metric.key)}
              target={annotations?.targetOf(metric.key)}
              events={annotations?.events}
            />
          ))}
        </div>
      )}
    </section>
  )
}
