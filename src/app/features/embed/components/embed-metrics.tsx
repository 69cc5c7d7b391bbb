import type { Distribution, OrganizationInfo } from '../../../../domain/organization-info.ts'
import { regionLabel, type RegionId } from '../../../../domain/regions.ts'

export interface EmbedMetricsProps {
  region: RegionId
  info: OrganizationInfo
  /** BCP 47 tag for numbers and dates; the browser's own when undefined. */
  locale: string | undefined
  /** Who is looking, when known (the portal's viewer id or the signed-in e-mail). */
  viewer?: string | undefined
}

function yesShare(distribution: Distribution): number | undefined {
  const { yesCount, noCount } = distribution
  if (distribution.status !== 'ok' || yesCount === null || noCount === null) return undefined
  const total = yesCount + noCount
  return total === 0 ? undefined : yesCount / total
}

function statusText(distribution: Distribution): string {
  if (distribution.status === 'suppressed') {
    return `Hidden: fewer than ${distribution.minGroupSize ?? 'the minimum number of'} people`
  }
  return 'No data'
}

/**
 * The embedded view's figures: a table (yes and no as percentages of each metric, with the bar
 * as decoration only) and the organisation's percentages. Light on purpose: no chart library in
 * a frame that a portal loads on every visit.
 */
export function EmbedMetrics({ region, info, locale, viewer }: EmbedMetricsProps) {
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const captionId = `embed-metrics-${region}`
  return (
    <section className="embed-metrics" aria-labelledby={captionId}>
      <h1 id={captionId} className="embed__title">
        Pipeline diversity · {regionLabel(region)}
      </h1>
      <p className="embed__meta">
        Updated <time dateTime={info.fetchedAt}>{updated.format(new Date(info.fetchedAt))}</time>
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
            const share = yesShare(distribution)
            return (
              <tr key={distribution.key}>
                <th scope="row">{distribution.label}</th>
                {share === undefined ? (
                  <td colSpan={2} className="embed-metrics__status">
                    {statusText(distribution)}
                  </td>
                ) : (
                  <>
                    <td>{percent.format(share)}</td>
                    <td>{percent.format(1 - share)}</td>
                  </>
                )}
                <td className="embed-metrics__bar-col" aria-hidden="true">
                  {share === undefined ? null : (
                    <span className="embed-metrics__bar">
                      <span
                        className="embed-metrics__yes"
                        style={{ inlineSize: `${share * 100}%` }}
                      />
                    </span>
                  )}
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
              <dd>{percent.format(item.value / 100)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}
