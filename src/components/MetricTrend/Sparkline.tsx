import { Line, LineChart, ReferenceDot, XAxis, YAxis } from 'recharts'
import type { TrendPoint } from '../../domain/trend-series.ts'
import { ChartBox } from '../charts/ChartBox.tsx'
import { CHART_COLORS } from '../charts/chart-colors.ts'
import { useChartDirection } from '../charts/use-chart-direction.ts'
import { trendRows } from '../TrendChart/trend-rows.ts'
import { sparklineDomain } from './sparkline-domain.ts'

export interface SparklineProps {
  points: readonly TrendPoint[]
  /** A fixed size (the chart images); by default the line fills its box. */
  size?: { width: number; height: number } | undefined
}

/**
 * A metric's yes share over time as a Recharts `LineChart` without axes (docs/decisions/0140);
 * withheld days are gaps. The caller names and describes it; the drawing is hidden from
 * assistive technology.
 */
export function Sparkline({ points, size }: SparklineProps) {
  const rtl = useChartDirection() === 'rtl'
  const rows = trendRows(points)
  // A lone shown day (between gaps) and the latest day are dots; the rest is the line.
  const dots = rows.flatMap((row, index) => {
    const latest = index === rows.length - 1
    return row.yes !== null && (row.lone || latest)
      ? [{ time: row.time, yes: row.yes, latest }]
      : []
  })
  return (
    <ChartBox kind="sparkline" className="mt__drawing" size={size}>
      {(box) => (
        <LineChart
          data={rows}
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
            dot={false}
            activeDot={false}
            isAnimationActive={false}
          />
          {dots.map((row) => (
            <ReferenceDot
              key={row.time}
              className="mt__dot"
              x={row.time}
              y={row.yes}
              r={row.latest ? 2.5 : 1.5}
              fill={CHART_COLORS.yes}
              stroke="none"
            />
          ))}
        </LineChart>
      )}
    </ChartBox>
  )
}
