import { useLingui } from '@lingui/react/macro'
import { useId, useState, type ReactNode } from 'react'
import { formatDateTime } from '../../domain/text/format.ts'
import type { OrganizationWording } from '../../domain/annotations/organization-definitions.ts'
import type { OrganizationInfo } from '../../domain/metrics/organization-info.ts'
import { metricName } from '../../domain/metrics/metric-texts.ts'
import type { TrendPoint } from '../../domain/trend/trend-series.ts'
import type { SlideSize } from '../ChartImage/chart-image-types.ts'
import { percentageItems } from '../../domain/metrics/percentage-figures.ts'
import { EmptyState } from '../EmptyState/EmptyState.tsx'
import { csvFileName, downloadCsv, organizationInfoCsv, type CsvOptions } from './csv.ts'
import { DashboardActions, type DashboardView } from './DashboardActions.tsx'
import type { ImageFormat } from './ImageMenu.tsx'
import { DashboardTable } from './DashboardTable.tsx'
import { DistributionCard } from './DistributionCard.tsx'
import { AsOf } from './AsOf.tsx'
import { PercentageCard } from './PercentageCard.tsx'
import { PrintDefinitions } from './PrintDefinitions.tsx'
import { TableTrends } from './TableTrends.tsx'
import '../../styles/metrics.css'
import './DashboardGrid.css'

export interface DashboardGridProps {
  info: OrganizationInfo
  /** The region's display name, for the title ("United States"). */
  regionLabel: string
  /** Decimal places of the yes/no shares (default 0, docs/decisions/0030). */
  decimals?: number
  locale?: string
  /** IANA time zone of the as-of time; the browser's by default. */
  timeZone?: string
  /** Fixes "now" for the relative time (stories, tests); otherwise it ticks every 30 s. */
  now?: Date
  /** A refetch is under way: the refresh button shows it and ignores clicks. */
  refreshing?: boolean
  /** The last refresh failed: the figures shown are older (the as-of line says from when). */
  stale?: boolean | undefined
  /** Omit to hide the refresh button. */
  onRefresh?: () => void
  /** Controlled view (the app keeps it in the URL); when omitted the grid keeps its own. */
  view?: DashboardView
  onViewChange?: (view: DashboardView) => void
  /** Heading level of the region title (default 2). */
  headingLevel?: 1 | 2 | 3
  /** The glossary page; definitions and hidden-group notes link to it when given. */
  glossaryHref?: string
  /** The methodology page's absolute address, written in the CSV's last column. */
  methodologyUrl?: string
  /** Optional line under each card's chart (the trends, issue 14), by metric key. */
  trends?: ((key: string) => ReactNode) | undefined
  /** The figures are the demo mode's generated data: the chart images say "Demo data". */
  demo?: boolean | undefined
  /** The organization's own definitions (issue 26): cards, print and CSV use them where given. */
  wording?: OrganizationWording | undefined
  /** ORGANIZATION_NAME and MIN_GROUP_SIZE, for the dashboard image's title and footer. */
  organizationName?: string | undefined
  minGroupSize?: number | undefined
  /** A metric's daily points behind its trend, by metric key: the images draw the trends too. */
  trendPoints?: ((key: string) => readonly TrendPoint[] | undefined) | undefined
  /** The region's targets (issue 26): written in the CSV. */
  targetOf?: CsvOptions['targetOf']
  /** More downloads (the slides), with the dashboard's own (issue 35). */
  downloads?: ReactNode
}

/** The dashboard of one region: percentage figures and one card per distribution, or a table. */
export function DashboardGrid({
  info,
  regionLabel,
  decimals,
  locale,
  timeZone,
  now,
  refreshing = false,
  stale,
  onRefresh,
  view: controlledView,
  onViewChange,
  headingLevel = 2,
  glossaryHref,
  downloads,
  methodologyUrl,
  trends,
  demo,
  wording,
  organizationName,
  minGroupSize,
  trendPoints,
  targetOf,
}: DashboardGridProps) {
  const { i18n, t } = useLingui()
  const id = useId()
  const [ownView, setOwnView] = useState<DashboardView>('charts')
  const view = controlledView ?? ownView
  const Heading = `h${headingLevel}` as const
  const title = t({
    comment: 'Title of a region’s dashboard; {regionLabel} is the region’s name',
    message: `Pipeline diversity: ${regionLabel}`,
  })
  const asOf = formatDateTime(new Date(info.fetchedAt), {
    locale,
    ...(timeZone ? { timeZone } : {}),
  })
  const percentages = percentageItems(info)
  const empty = info.distributions.length === 0 && info.percentages.length === 0

  const [imageError, setImageError] = useState<string>()

  /** Builds and saves a chart image; the code that draws it is loaded on the first click. */
  function saveImage(format: ImageFormat, key?: string, size: SlideSize = '1080p') {
    setImageError(undefined)
    const context = {
      ...{ i18n, regionLabel, asOf, decimals, locale, demo, wording },
      ...{ organizationName, minGroupSize, trend: trendPoints },
    }
    import('./chart-image-export.ts')
      .then((images) =>
        key === undefined
          ? images.saveDashboardImage(info, context, format, size)
          : images.saveCardImage(info, key, context, format),
      )
      .catch(() =>
        setImageError(
          t`The image could not be made in this browser. Try again, or download the CSV.`,
        ),
      )
  }

  function changeView(next: DashboardView) {
    setOwnView(next)
    onViewChange?.(next)
  }

  return (
    <section className="dg" aria-labelledby={`${id}-title`} aria-busy={refreshing}>
      <header className="dg__header">
        {/* In a printed report, its title block says the title and time (PrintReport). */}
        <div className="dg__heading" data-print-repeats="">
          <Heading id={`${id}-title`} className="dg__title">
            {title}
          </Heading>
          <AsOf
            fetchedAt={info.fetchedAt}
            absolute={asOf}
            now={now}
            locale={locale}
            timeZone={timeZone}
            stale={stale}
          />
        </div>
        <DashboardActions
          downloads={downloads}
          view={view}
          empty={empty}
          refreshing={refreshing}
          onRefresh={onRefresh}
          onViewChange={changeView}
          onDownloadCsv={() =>
            downloadCsv(
              organizationInfoCsv(i18n, info, {
                regionLabel,
                decimals,
                methodologyUrl,
                wording,
                targetOf,
              }),
              csvFileName(info),
            )
          }
          onDownloadImage={(format, size) => saveImage(format, undefined, size)}
        />
      </header>

      {imageError === undefined ? null : (
        <p className="dg__error" role="alert">
          {imageError}
        </p>
      )}

      <p className="visually-hidden" role="status">
        {refreshing ? t`Refreshing the data…` : ''}
      </p>

      {empty ? (
        <EmptyState
          title={t`No metrics reported`}
          message={t`The Talent Platform returned no metrics for this region.`}
          headingLevel={headingLevel === 1 ? 2 : 3}
        />
      ) : view === 'table' ? (
        <>
          <DashboardTable
            info={info}
            regionLabel={regionLabel}
            updated={asOf}
            {...(decimals === undefined ? {} : { decimals })}
            {...(locale === undefined ? {} : { locale })}
          />
          {trends === undefined ? null : (
            <TableTrends
              metrics={[...percentages, ...info.distributions].map((metric) => ({
                key: metric.key,
                name: metricName(i18n, metric.key, metric.label),
              }))}
              trends={trends}
              headingLevel={headingLevel === 3 ? 4 : headingLevel === 2 ? 3 : 2}
            />
          )}
        </>
      ) : (
        <div className="dg__board metric-board">
          <div className="metric-grid metric-grid--figures" data-testid="percentage-figures">
            {percentages.map((percentage) => (
              <div key={percentage.key} className="metric-grid__item">
                <PercentageCard
                  percentage={percentage}
                  locale={locale}
                  glossaryHref={glossaryHref}
                  trend={trends?.(percentage.key)}
                  wording={wording}
                  onDownloadImage={(format) => saveImage(format, percentage.key)}
                />
              </div>
            ))}
          </div>
          <div className="metric-grid metric-grid--charts" data-testid="distribution-charts">
            {info.distributions.map((distribution) => (
              <div key={distribution.key} className="metric-grid__item">
                <DistributionCard
                  distribution={distribution}
                  decimals={decimals}
                  locale={locale}
                  glossaryHref={glossaryHref}
                  trend={trends?.(distribution.key)}
                  wording={wording}
                  onDownloadImage={(format) => saveImage(format, distribution.key)}
                />
              </div>
            ))}
          </div>
        </div>
      )}
      {empty ? null : <PrintDefinitions info={info} wording={wording} demo={demo} />}
    </section>
  )
}
