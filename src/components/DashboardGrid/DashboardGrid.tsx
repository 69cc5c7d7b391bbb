import { useId, useState, type ReactNode } from 'react'
import { formatDateTime, formatRelativeTime } from '../../domain/format.ts'
import type { OrganizationInfo } from '../../domain/organization-info.ts'
import { DistributionChart } from '../DistributionChart/DistributionChart.tsx'
import { EmptyState } from '../EmptyState/EmptyState.tsx'
import { Icon } from '../Icon/Icon.tsx'
import { PercentageFigure } from '../PercentageFigure/PercentageFigure.tsx'
import { csvFileName, downloadCsv, organizationInfoCsv } from './csv.ts'
import { DashboardTable } from './DashboardTable.tsx'
import { useNow } from './useNow.ts'
import '../../styles/metrics.css'
import './DashboardGrid.css'

export type DashboardView = 'charts' | 'table'

export interface DashboardGridProps {
  info: OrganizationInfo
  /** The region's display name, for the title ("United States"). */
  regionLabel: string
  /** Decimal places of the yes/no shares (default 0, docs/decisions/0030). */
  decimals?: number
  locale?: string
  /** IANA time zone of the absolute "last updated" time; the browser's by default. */
  timeZone?: string
  /** Fixes "now" for the relative time (stories, tests); otherwise it ticks every 30 s. */
  now?: Date
  /** A refetch is under way: the refresh button shows it and ignores clicks. */
  refreshing?: boolean
  /** Omit to hide the refresh button. */
  onRefresh?: () => void
  /** Controlled view; when omitted the grid keeps its own (charts first). */
  view?: DashboardView
  onViewChange?: (view: DashboardView) => void
  /** Heading level of the region title (default 2). */
  headingLevel?: 1 | 2 | 3
  /** Optional extra content of a metric's card, by distribution key (the trends, issue 14). */
  trends?: ((key: string) => ReactNode) | undefined
}

/** The dashboard of one region: percentage figures, one chart per distribution, or a table. */
export function DashboardGrid({
  info,
  regionLabel,
  decimals,
  locale,
  timeZone,
  now: fixedNow,
  refreshing = false,
  onRefresh,
  view: controlledView,
  onViewChange,
  headingLevel = 2,
  trends,
}: DashboardGridProps) {
  const id = useId()
  const now = useNow(fixedNow)
  const [ownView, setOwnView] = useState<DashboardView>('charts')
  const view = controlledView ?? ownView
  const Heading = `h${headingLevel}` as const
  const fetchedAt = new Date(info.fetchedAt)
  const absolute = formatDateTime(fetchedAt, { locale, ...(timeZone ? { timeZone } : {}) })
  const relative = formatRelativeTime(fetchedAt, now, locale)
  const empty = info.distributions.length === 0 && info.percentages.length === 0

  function toggleView() {
    const next = view === 'table' ? 'charts' : 'table'
    setOwnView(next)
    onViewChange?.(next)
  }

  function download() {
    downloadCsv(
      organizationInfoCsv(info, decimals === undefined ? {} : { decimals }),
      csvFileName(info),
    )
  }

  return (
    <section className="dg" aria-labelledby={`${id}-title`} aria-busy={refreshing}>
      <header className="dg__header">
        <div className="dg__heading">
          <Heading id={`${id}-title`} className="dg__title">
            Pipeline diversity: {regionLabel}
          </Heading>
          <p className="dg__updated" data-testid="last-updated">
            Updated{' '}
            <time dateTime={info.fetchedAt} title={absolute}>
              {relative}
            </time>
            <span className="visually-hidden"> ({absolute})</span>
          </p>
        </div>
        <div className="dg__actions" role="group" aria-label="Dashboard actions">
          {onRefresh ? (
            <button
              type="button"
              className="btn btn--small"
              aria-disabled={refreshing}
              onClick={() => {
                if (!refreshing) onRefresh()
              }}
            >
              <Icon name="refresh" className={refreshing ? 'dg__spin' : undefined} />
              {refreshing ? 'Refreshing…' : 'Refresh'}
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn--small"
            aria-pressed={view === 'table'}
            disabled={empty}
            onClick={toggleView}
          >
            <Icon name="table" />
            View as table
          </button>
          <button type="button" className="btn btn--small" disabled={empty} onClick={download}>
            <Icon name="download" />
            Download CSV
          </button>
        </div>
      </header>

      <p className="visually-hidden" role="status">
        {refreshing ? 'Refreshing the data…' : ''}
      </p>

      {empty ? (
        <EmptyState
          title="No metrics reported"
          message="The Talent Platform returned no metrics for this region."
          headingLevel={headingLevel === 1 ? 2 : 3}
        />
      ) : view === 'table' ? (
        <DashboardTable
          info={info}
          regionLabel={regionLabel}
          updated={absolute}
          {...(decimals === undefined ? {} : { decimals })}
          {...(locale === undefined ? {} : { locale })}
        />
      ) : (
        <>
          {info.percentages.length > 0 ? (
            <div
              className="dg__figures metric-grid metric-grid--figures"
              data-testid="percentage-figures"
            >
              {info.percentages.map((percentage) => (
                <PercentageFigure key={percentage.key} percentage={percentage} locale={locale} />
              ))}
            </div>
          ) : null}
          <div
            className="dg__charts metric-grid metric-grid--charts"
            data-testid="distribution-charts"
          >
            {info.distributions.map((distribution) => (
              <DistributionChart
                key={distribution.key}
                distribution={distribution}
                decimals={decimals}
                locale={locale}
                footer={trends?.(distribution.key)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  )
}
