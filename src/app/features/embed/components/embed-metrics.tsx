import { formatDateTime, formatPercent } from '../../../../domain/format.ts'
import type { OrganizationInfo } from '../../../../domain/organization-info.ts'
import { distributionShares, type DistributionShares } from '../../../../domain/percentages.ts'
import { regionLabel, type RegionId } from '../../../../domain/regions.ts'

export interface EmbedMetricsProps {
  region: RegionId
  info: OrganizationInfo
  /** BCP 47 tag for numbers and dates; the browser's own when undefined. */
  locale: string | undefined
  /** Who is looking, when known (the portal's viewer id or the signed-in e-mail). */
  viewer?: string | undefined
}

function statusText(shares: Exclude<DistributionShares, { status: 'ok' }>): string {
  if (shares.status === 'suppressed') {
    return shares.minGroupSize === undefined
      ? 'Hidden: too few in this group'
      : `Hidden: fewer than ${shares.minGroupSize} in this group`
  }
  return 'No data'
}

/**
 * The embedded view's figures: a table (yes and no as percentages of each metric, with the bar
 * as decoration only) and the organisation's percentages. Light on purpose: no chart library in
 * a frame that a portal loads on every visit.
 */
export function EmbedMetrics({ region, info, locale, viewer }: EmbedMetricsProps) {
  const captionId = `embed-metrics-${region}`
  return (
    <section className="embed-metrics" aria-labelledby={captionId}>
      <h1 id={captionId} className="embed__title">
        Pipeline diversity · {regionLabel(region)}
      </h1>
      <p className="embed__meta">
        Updated{' '}
        <time dateTime={info.fetchedAt}>
          {formatDateTime(new Date(info.fetchedAt), { locale })}
        </time>
        {viewer === undefined ? null : <> · Viewing as {viewer}</>}
      </p>
      <table className="embed-metrics__table">
        <caption className="visually-hidden">Share of yes and no answers for each metric</caption>
        <thead>
          <tr>
            <th scope="col">Metric</th>
            <th scope="col">Yes</th>
            <th scope="col">No</th>
            <th scope="col" className="embed-metrics__bar-col">
              <span className="visually-hidden">Bar</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {info.distributions.map((distribution) => {
            const shares = distributionShares(distribution)
            return (
              <tr key={distribution.key}>
                <th scope="row">{distribution.label}</th>
                {shares.status === 'ok' ? (
                  <>
                    <td>{formatPercent(shares.yes, { locale })}</td>
                    <td>{formatPercent(shares.no, { locale })}</td>
                  </>
                ) : (
                  <td colSpan={2} className="embed-metrics__status">
                    {statusText(shares)}
                  </td>
                )}
                <td className="embed-metrics__bar-col" aria-hidden="true">
                  {shares.status === 'ok' ? (
                    <span className="embed-metrics__bar">
                      <span
                        className="embed-metrics__yes"
                        style={{ inlineSize: `${shares.yes}%` }}
                      />
                    </span>
                  ) : null}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {info.percentages.length === 0 ? null : (
        <dl className="embed-metrics__percentages">
          {info.percentages.map((item) => (
            <div key={item.key}>
              <dt>{item.label}</dt>
              <dd>{formatPercent(item.value, { locale, decimals: 1 })}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}
