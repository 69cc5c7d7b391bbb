import { Trans } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'

export interface TableTrendsProps {
  /** The metrics in the table's order, with their display names. */
  metrics: readonly { key: string; name: string }[]
  trends: (key: string) => ReactNode
  headingLevel: 2 | 3 | 4
}

/**
 * The table view's trends: each metric's sparkline and change line under the tables, as the
 * cards show them in the chart view (the embed's compact mode opens here). Nothing when no
 * metric has a trend to show.
 */
export function TableTrends({ metrics, trends, headingLevel }: TableTrendsProps) {
  const id = useId()
  const shown = metrics.flatMap((metric) => {
    const trend = trends(metric.key)
    return trend === null || trend === undefined ? [] : [{ ...metric, trend }]
  })
  if (shown.length === 0) return null
  const Heading = `h${headingLevel}` as const
  return (
    <section className="dg__trends" aria-labelledby={`${id}-title`} data-testid="table-trends">
      <Heading id={`${id}-title`} className="dg__trends-title">
        <Trans comment="Heading of the list of every metric's 12-month sparkline">
          12-month trends
        </Trans>
      </Heading>
      <ul className="dg__trends-list">
        {shown.map((metric) => (
          <li
            key={metric.key}
            className="dg__trends-item"
            data-testid={`table-trend-${metric.key}`}
          >
            <p className="dg__trends-name">{metric.name}</p>
            {metric.trend}
          </li>
        ))}
      </ul>
    </section>
  )
}
