import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { formatCount } from '../../domain/format.ts'
import { regionName } from '../../domain/region-names.ts'
import { Icon } from '../Icon/Icon.tsx'
import { SegmentedControl } from '../SegmentedControl/SegmentedControl.tsx'
import { ComparedRegionList, type LinkRenderer } from './ComparedRegionList.tsx'
import {
  compareMetrics,
  type ComparedRegion,
  type CompareSort,
  type RegionNamer,
} from './comparison-model.ts'
import { metricSummary, rowText } from './comparison-text.ts'
import { ComparisonTable } from './ComparisonTable.tsx'
import { comparisonCsv, comparisonCsvFileName } from './comparison-csv.ts'
import { downloadCsv } from '../DashboardGrid/csv.ts'
import '../../styles/metrics.css'
import '../../styles/data-table.css'
import './RegionComparison.css'
import { metricName } from '../../domain/metric-texts.ts'

export type { LinkRenderer } from './ComparedRegionList.tsx'

export interface RegionComparisonProps {
  /** Every region the server offers, signed in or not. */
  regions: readonly ComparedRegion[]
  sort: CompareSort
  onSortChange: (sort: CompareSort) => void
  locale?: string
  timeZone?: string
  /** How links are drawn (the app passes its router's Link); plain anchors by default. */
  renderLink?: LinkRenderer
}

const plainLink: LinkRenderer = (href, children) => <a href={href}>{children}</a>

const SORTS: readonly { value: CompareSort; label: MessageDescriptor }[] = [
  { value: 'name', label: msg({ comment: 'Sort regions by their name', message: 'Name' }) },
  { value: 'value', label: msg({ comment: 'Sort regions by their share', message: 'Value' }) },
]

/**
 * Every metric across the regions, side by side: one small bar chart per metric (a bar per
 * region, its share and counts in text), or one table. Regions not signed in appear with a
 * "Sign in" link, never as zero; each region's as-of time and links to its dashboard and trends.
 */
export function RegionComparison({
  regions,
  sort,
  onSortChange,
  locale,
  timeZone,
  renderLink = plainLink,
}: RegionComparisonProps) {
  const { i18n, t } = useLingui()
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const [asTable, setAsTable] = useState(false)
  const nameOf: RegionNamer = (region) => regionName(i18n, region)
  const metrics = compareMetrics(regions, sort, nameOf, locale)

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
            downloadCsv(comparisonCsv(i18n, regions, nameOf), comparisonCsvFileName(regions))
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
                  const total =
                    row.shares?.status === 'ok' ? formatCount(row.shares.total, locale) : undefined
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
                      <span className="rc__bar" aria-hidden="true">
                        {row.shares?.status === 'ok' ? (
                          <span
                            className="rc__bar-fill"
                            style={{ inlineSize: `${row.shares.yes}%` }}
                          />
                        ) : null}
                      </span>
                      <span className="rc__row-value">
                        {row.region.state.kind === 'signed_out'
                          ? renderLink(
                              row.region.signInHref,
                              <Trans comment="A link; the hidden part names the region for screen readers">
                                Sign in<span className="visually-hidden"> to {name}</span>
                              </Trans>,
                            )
                          : rowText(i18n, row, locale)}
                        {total === undefined ? null : (
                          <span className="visually-hidden">
                            <Trans comment="For screen readers: n is the number counted (the sample size)">
                              , n = {total}
                            </Trans>
                          </span>
                        )}
                      </span>
                    </li>
                  )
                })}
              </ul>
            </figure>
          ))}
        </div>
      )}
    </div>
  )
}
