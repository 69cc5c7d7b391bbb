import { useLingui } from '@lingui/react/macro'
import { useId, useState, type ReactNode } from 'react'
import { formatCount, formatDateTime } from '../../domain/format.ts'
import { Icon } from '../Icon/Icon.tsx'
import { SegmentedControl } from '../SegmentedControl/SegmentedControl.tsx'
import { compareMetrics, type ComparedRegion, type CompareSort } from './comparison-model.ts'
import { metricSummary, rowText } from './comparison-text.ts'
import { ComparisonTable } from './ComparisonTable.tsx'
import '../../styles/metrics.css'
import '../../styles/data-table.css'
import './RegionComparison.css'

export type LinkRenderer = (href: string, children: ReactNode) => ReactNode

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

const SORTS: readonly { value: CompareSort; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'value', label: 'Value' },
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
  const { i18n } = useLingui()
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const [asTable, setAsTable] = useState(false)
  const metrics = compareMetrics(regions, sort)
  const dateOptions = { ...(locale ? { locale } : {}), ...(timeZone ? { timeZone } : {}) }

  return (
    <div className="rc">
      <section aria-labelledby={`${id}-regions`} className="rc__regions">
        <h2 id={`${id}-regions`}>Regions</h2>
        <ul className="rc__region-list" data-testid="compared-regions">
          {[...regions]
            .sort((a, b) => a.label.localeCompare(b.label))
            .map((region) => (
              <li
                key={region.id}
                className="rc__region"
                data-testid={`compared-region-${region.id}`}
              >
                <strong>{region.label}</strong>
                {region.state.kind === 'signed_out' ? (
                  <span>
                    Not signed in · {renderLink(region.signInHref, <>Sign in to {region.label}</>)}
                  </span>
                ) : (
                  <span>
                    {region.state.kind === 'ok' ? (
                      <>
                        As of{' '}
                        <time dateTime={region.state.info.fetchedAt}>
                          {formatDateTime(new Date(region.state.info.fetchedAt), dateOptions)}
                        </time>
                      </>
                    ) : region.state.kind === 'loading' ? (
                      'Loading…'
                    ) : (
                      region.state.message
                    )}
                    {' · '}
                    {renderLink(
                      region.dashboardHref,
                      <>
                        Dashboard<span className="visually-hidden"> of {region.label}</span>
                      </>,
                    )}
                    {' · '}
                    {renderLink(
                      region.trendsHref,
                      <>
                        Trends<span className="visually-hidden"> of {region.label}</span>
                      </>,
                    )}
                  </span>
                )}
              </li>
            ))}
        </ul>
      </section>

      <div className="rc__controls">
        <SegmentedControl
          legend="Sort regions by"
          options={SORTS}
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
          View as table
        </button>
      </div>

      {metrics.length === 0 ? (
        <p className="rc__empty" data-testid="compare-empty">
          No metrics to compare yet: sign in to a region, or wait for its data.
        </p>
      ) : asTable ? (
        <ComparisonTable metrics={metrics} regions={regions} sort={sort} locale={locale} />
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
                {metric.label}
              </figcaption>
              <p id={`${id}-${metric.key}-summary`} className="visually-hidden">
                {metricSummary(metric, locale)}
              </p>
              <ul className="rc__rows">
                {metric.rows.map((row) => (
                  <li
                    key={row.region.id}
                    className="rc__row"
                    data-testid={`compare-row-${row.region.id}`}
                  >
                    <span className="rc__row-label">{row.region.label}</span>
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
                            <>
                              Sign in<span className="visually-hidden"> to {row.region.label}</span>
                            </>,
                          )
                        : rowText(i18n, row, locale)}
                      {row.shares?.status === 'ok' ? (
                        <span className="visually-hidden">
                          , n = {formatCount(row.shares.total, locale)}
                        </span>
                      ) : null}
                    </span>
                  </li>
                ))}
              </ul>
            </figure>
          ))}
        </div>
      )}
    </div>
  )
}
