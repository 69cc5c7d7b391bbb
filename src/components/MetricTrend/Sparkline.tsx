import { Line, LineChart, ReferenceDot, XAxis, YAxis } from 'recharts'
import { ChartBox } from '../charts/ChartBox.tsx'
import { CHART_COLORS } from '../charts/chart-colors.ts'
import { useChartDirection } from '../charts/use-chart-direction.ts'
import { dayTime } from '../TrendChart/trend-rows.ts'
import { sparklineDomain } from './sparkline-domain.ts'
import type { SparklineModel } from './sparkline-model.ts'

export interface SparklineProps {
  /** The weekly line and its exact ends (sparkline-model.ts). */
  model: SparklineModel
  /** A fixed size (the chart images); by default the line fills its box. */
  size?: { width: number; height: number } | undefined
}

/**
 * A metric's yes share over time as a Recharts `LineChart` without axes (docs/decisions/0140):
 * weekly means, a week with no shown day a gap, the exact first and last shown days marked with
 * rings (decision 0150). The caller names and describes it; the drawing is hidden from assistive
 * technology.
 */
export function Sparkline({ model, size }: SparklineProps) {
  const rtl = useChartDirection() === 'rtl'
  const rows = model.points.map((point) => ({ time: dayTime(point.date), yes: point.yes ?? null }))
  // A lone shown week (between gaps) is a dot, or it would vanish.
  const lone = rows.filter(
    (row, index) =>
      row.yes !== null && rows[index - 1]?.yes == null && rows[index + 1]?.yes == null,
  )
  const ends = [model.start, model.end].flatMap((end, index) =>
    end?.yes === undefined ? [] : [{ time: dayTime(end.date), yes: end.yes, index }],
  )
  return (
    <ChartBox kind="sparkline" className="mt__drawing" size={size}>
      {(box) => (
        <LineChart
          data={rows}
          margin={{ top: 4, right: 4, bottom: 4, left: 4 }}
          accessibilityLayer={false}
          {...box}
        >
          <XAxis dataKey="time" type="number" domain={['dataMin', 'dataMax']} reversed={rtl} hide />
          <YAxis domain={sparklineDomain(model.points)} hide />
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
          {lone.map((row) => (
            <ReferenceDot
              key={row.time}
              className="mt__dot"
              x={row.time}
              y={row.yes ?? 0}
              r={1.5}
              fill={CHART_COLORS.yes}
              stroke="none"
            />
          ))}
          {ends.map((end) => (
            <ReferenceDot
              key={end.index === 0 ? 'start' : 'end'}
              className={`mt__dot mt__dot--end mt__dot--${end.index === 0 ? 'start' : 'latest'}`}
              x={end.time}
              y={end.yes}
              r={3}
              fill={CHART_COLORS.surface}
              stroke={CHART_COLORS.yes}
              strokeWidth={1.5}
            />
          ))}
        </LineChart>
      )}
    </ChartBox>
  )
}
