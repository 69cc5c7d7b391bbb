import { Line, LineChart, XAxis, YAxis, type DotItemDotProps } from 'recharts'
import type { TrendPoint } from '../../domain/trend-series.ts'
import { ChartBox } from '../charts/ChartBox.tsx'
import { CHART_COLORS } from '../charts/chart-colors.ts'
import { useChartDirection } from '../charts/use-chart-direction.ts'
import { trendRows, type TrendRow } from '../TrendChart/trend-rows.ts'
import { sparklineDomain } from './sparkline-domain.ts'

export interface SparklineProps {
  points: readonly TrendPoint[]
  /** A fixed size (the chart images); by default the line fills its box. */
  size?: { width: number; height: number } | undefined
}

/** A lone shown day (between gaps) and the latest day are dots; the rest is the line. */
function SparkDot({ cx, cy, index, payload, points }: DotItemDotProps) {
  const row = payload as TrendRow | undefined
  const latest = index === points.length - 1
  if (row?.yes == null || cx === undefined || cy === undefined || !(row.lone || latest)) {
    return <g key={index} />
  }
  return (
    <circle
      key={index}
      className="mt__dot"
      cx={cx}
      cy={cy}
      r={latest ? 2.5 : 1.5}
      fill={CHART_COLORS.yes}
    />
  )
}

/**
 * A metric's yes share over time as a Recharts `LineChart` without axes (docs/decisions/0140);
 * withheld days are gaps. The caller names and describes it; the drawing is hidden from
 * assistive technology.
 */
export function Sparkline({ points, size }: SparklineProps) {
  const rtl = useChartDirection() === 'rtl'
  return (
    <ChartBox kind="sparkline" className="mt__drawing" size={size}>
      {(box) => (
        <LineChart
          data={trendRows(points)}
          margin={{ top: 3, right: 3, bottom: 3, left: 3 }}
          accessibilityLayer={false}
          {...box}
        >
          <XAxis dataKey="time" type="number" domain={['dataMin', 'dataMax']} reversed={rtl} hide />
          <YAxis domain={sparklineDomain(points)} hide />
          <Line
            dataKey="yes"
            className="mt__line"
            stroke={CHART_COLORS.yes}
            strokeWidth={2}
            connectNulls={false}
            dot={SparkDot}
            activeDot={false}
            isAnimationActive={false}
          />
        </LineChart>
      )}
    </ChartBox>
  )
}
