import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { wilsonInterval as shareInterval } from '../../domain/trend/trends.ts'
import { regionName } from '../../domain/regions/region-names.ts'
import { Icon } from '../Icon/Icon.tsx'
import { SegmentedControl } from '../SegmentedControl/SegmentedControl.tsx'
import { ComparedRegionList, type LinkRenderer } from './ComparedRegionList.tsx'
import {
  compareMetrics,
  signedOutRegions,
  targetOf,
  type ComparedRegion,
  type CompareSort,
  type RegionNamer,
} from './comparison-model.ts'
import {
  metricSummary,
  notReportedText,
  pooledText,
  rowTargetText,
  rowText,
  signInMoreText,
  tiedText,
} from './comparison-text.ts'
import { ComparisonTable } from './ComparisonTable.tsx'
import type { OrganizationWording } from '../../domain/annotations/organization-definitions.ts'
import { comparisonCsv, comparisonCsvFileName } from './comparison-csv.ts'
import { downloadCsv } from '../DashboardGrid/csv.ts'
import '../../styles/metrics.css'
import '../../styles/data-table.css'
import './RegionComparison.css'
import { metricName } from '../../domain/metrics/metric-texts.ts'
import { ChartSlot } from '../charts/ChartSlot.tsx'
import { lazyChart } from '../charts/lazy-chart.ts'

const ComparisonBar = lazyChart(() =>
  import('./ComparisonBar.tsx').then((module) => module.ComparisonBar),
)

export interface RegionComparisonProps {
  /** Every region the server offers, signed in or not. */
  regions: readonly ComparedRegion[]
  sort: CompareSort
  onSortChange: (sort: CompareSort) => void
  locale?: string
  timeZone?: string
  /** How links are drawn (the app passes its router's Link); plain anchors by default. */
  renderLink?: LinkRenderer
  /** The sign-in page, for the one "Sign in to N more regions" line. */
  signInHref: string
  /** The methodology page's absolute address, in every row of the CSV. */
  methodologyUrl?: string | undefined
  /** The organization's own definitions, in the CSV instead of the built-in ones (0210). */
  wording?: OrganizationWording | undefined
}

const plainLink: LinkRenderer = (href, children) => <a href={href}>{children}</a>

const SORTS: readonly { value: CompareSort; label: MessageDescriptor }[] = [
  { value: 'name', label: msg({ comment: 'Sort regions by their name', message: 'Name' }) },
  { value: 'value', label: msg({ comment: 'Sort regions by their share', message: 'Value' }) },
]

/**
 * Every metric across the regions, side by side: one small multiple per metric (a Recharts bar per
 * signed-in region with its 95 % interval, its share, counts and interval in text, ties said as
 * ties, then the regions' counts added up), or one table. The regions not signed in are one
 * "Sign in to N more regions" line, never zeros; a region that does not report a metric is left
 * out of its rows and named once. Each region's as-of time and links to its dashboard and trends.
 */
export function RegionComparison({
  regions,
  sort,
  onSortChange,
  locale,
  timeZone,
  renderLink = plainLink,
  signInHref,
  methodologyUrl,
  wording,
}: RegionComparisonProps) {
  const { i18n, t } = useLingui()
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const [asTable, setAsTable] = useState(false)
  const nameOf: RegionNamer = (region) => regionName(i18n, region)
  const metrics = compareMetrics(regions, sort, nameOf, locale)
  const signedOut = signedOutRegions(regions).length
  const signInMore =
    signedOut === 0 ? null : (
      <p className="rc__sign-in" data-testid="compare-sign-in-more">
        {renderLink(signInHref, signInMoreText(i18n, signedOut, locale))}
      </p>
    )

  return (
    <div className="rc">
      <section aria-labelledby={`${id}-regions`} className="rc__regions">
        <h2 id={`${id}-regions`}>
          <Trans>Regions</Trans>
        </h2>
        <ComparedRegionList
          regions={regions}
          nameOf={nameOf}
          locale={locale}
          timeZone={timeZone}
          renderLink={renderLink}
        />
      </section>

      <div className="rc__controls">
        <SegmentedControl
          legend={t`Sort regions by`}
          options={SORTS.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
          value={sort}
          onChange={onSortChange}
        />
        <button
          type="button"
          className="btn btn--small"
          aria-pressed={asTable}
          disabled={metrics.length === 0}
          onClick={() => setAsTable(!asTable)}
        >
          <Icon name="table" />
          <Trans>View as table</Trans>
        </button>
        <button
          type="button"
          className="btn btn--small"
          disabled={metrics.length === 0}
          onClick={() =>
            downloadCsv(
              comparisonCsv(i18n, regions, nameOf, methodologyUrl, wording),
              comparisonCsvFileName(regions),
            )
          }
        >
          <Icon name="download" />
          <Trans>Download CSV</Trans>
        </button>
        <button
          type="button"
          className="btn btn--small"
          disabled={metrics.length === 0}
          onClick={() => window.print()}
        >
          <Icon name="print" />
          <Trans>Print / Save as PDF</Trans>
        </button>
      </div>

      {metrics.length === 0 ? (
        <p className="rc__empty" data-testid="compare-empty">
          <Trans>No metrics to compare yet: sign in to a region, or wait for its data.</Trans>
        </p>
      ) : asTable ? (
        <ComparisonTable
          metrics={metrics}
          regions={regions}
          sort={sort}
          nameOf={nameOf}
          locale={locale}
          signInMore={signInMore}
        />
      ) : (
        <div className="metric-grid rc__grid" data-testid="compare-charts">
          {metrics.map((metric) => (
            <figure
              key={metric.key}
              className="metric-card rc__metric"
              aria-labelledby={`${id}-${metric.key}-title`}
              aria-describedby={`${id}-${metric.key}-summary`}
              data-testid={`compare-${metric.key}`}
            >
              <figcaption id={`${id}-${metric.key}-title`} className="rc__title">
                {metricName(i18n, metric.key, metric.label)}
              </figcaption>
              <p id={`${id}-${metric.key}-summary`} className="visually-hidden">
                {metricSummary(i18n, metric, nameOf, locale)}
              </p>
              <ul className="rc__rows">
                {metric.rows.map((row) => {
                  const name = nameOf(row.region.id)
                  const shares = row.shares?.status === 'ok' ? row.shares : undefined
                  const interval =
                    shares === undefined ? undefined : shareInterval(shares.yesCount, shares.total)
                  const filled = shares?.yes ?? row.value
                  return (
                    <li
                      key={row.region.id}
                      className={
                        row.region.state.kind === 'signed_out'
                          ? 'rc__row rc__row--signed-out'
                          : 'rc__row'
                      }
                      data-testid={`compare-row-${row.region.id}`}
                    >
                      <span className="rc__row-label">{name}</span>
                      <ChartSlot className="rc__slot">
                        <ComparisonBar
                          yes={filled}
                          interval={interval}
                          target={targetOf(row.region, metric.key)?.yesShare}
                        />
                      </ChartSlot>
                      <span className="rc__row-value">
                        {rowText(i18n, row, locale)}
                        {rowTargetText(i18n, row, metric.key, locale)}
                        {row.tied === true ? (
                          <span className="rc__tied" data-testid="compare-tied">
                            {' · '}
                            {tiedText(i18n)}
                          </span>
                        ) : null}
                      </span>
                    </li>
                  )
                })}
              </ul>
              {metric.pooled === undefined ? null : (
                <p className="rc__pooled" data-testid="compare-pooled">
                  {pooledText(i18n, metric.pooled, nameOf, locale)}
                </p>
              )}
              {metric.notReported.length === 0 ? null : (
                <p className="rc__note" data-testid="compare-not-reported">
                  {notReportedText(i18n, metric.notReported, nameOf, locale)}
                </p>
              )}
              {signInMore}
            </figure>
          ))}
        </div>
      )}
    </div>
  )
}
