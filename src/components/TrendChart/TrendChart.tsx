import { useId } from 'react'
import { Area, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts'
import type { TooltipContentProps } from 'recharts'
import { formatPercent } from '../../domain/format.ts'
import type { TrendPoint } from '../../domain/trend-series.ts'
import { countWithheld } from '../../domain/trend-series.ts'
import { formatMonth, trendSummary } from '../../domain/trend-wording.ts'
import { withheldNote } from '../MetricTrend/withheld-note.ts'
import { trendData, type TrendDatum } from './trend-datum.ts'
import './TrendChart.css'

export interface TrendChartProps {
  /** The metric's label: the chart's accessible name. */
  label: string
  /** The metric's daily points over the period, in date order. */
  points: readonly TrendPoint[]
  /** How the summary names the period: "over 12 months". */
  period: string
  locale?: string
  /** Chart height in pixels (default 200). */
  height?: number
}

function TrendTooltip({ active, payload }: TooltipContentProps) {
  const datum = payload[0]?.payload as TrendDatum | undefined
  if (!active || datum === undefined) return null
  return (
    <p className="tc__tooltip" data-testid="trend-tooltip">
      {datum.readout}
    </p>
  )
}

/**
 * One metric's yes share over time: a line (withheld days are gaps, never zero) over the band
 * of its 95 % Wilson interval. Hover, or focus the chart and use the arrow keys, to read a day's
 * share, counts and interval. Named by the metric, described by one sentence that says "rose"
 * or "fell" only when the change is clear.
 */
export function TrendChart({ label, points, period, locale, height = 200 }: TrendChartProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const data = trendData(points, locale)
  const summary = trendSummary(label, points, period, locale)
  const withheld = countWithheld(points)
  const percent = (value: number) => formatPercent(value, { locale })

  return (
    <figure
      className="metric-card tc"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      data-testid="trend-chart"
    >
      <figcaption id={`${id}-title`} className="tc__title">
        {label}
      </figcaption>
      <p id={`${id}-summary`} className="tc__summary" data-testid="trend-chart-summary">
        {summary}
      </p>
      <div className="tc__plot" data-testid="trend-plot">
        <ComposedChart
          data={data}
          width="100%"
          height={height}
          responsive
          margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
          title={`${label}: yes share by day`}
        >
          <XAxis
            dataKey="date"
            tickFormatter={(day: string) => formatMonth(day, locale)}
            minTickGap={40}
            className="tc__axis"
          />
          <YAxis
            domain={[0, 100]}
            ticks={[0, 25, 50, 75, 100]}
            tickFormatter={percent}
            width={44}
            className="tc__axis"
          />
          <Area
            dataKey="band"
            className="tc__band"
            stroke="none"
            connectNulls={false}
            isAnimationActive={false}
            activeDot={false}
          />
          <Line
            dataKey="yes"
            className="tc__line"
            dot={false}
            connectNulls={false}
            isAnimationActive={false}
          />
          <Tooltip content={TrendTooltip} isAnimationActive={false} />
        </ComposedChart>
      </div>
      {withheld > 0 ? (
        <p className="tc__note" data-testid="trend-withheld-note">
          {withheldNote(withheld, points, locale)}
        </p>
      ) : null}
    </figure>
  )
}
