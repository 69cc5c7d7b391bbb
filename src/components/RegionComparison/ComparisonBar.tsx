import { Bar, BarChart, XAxis, YAxis } from 'recharts'
import { ChartBox } from '../charts/ChartBox.tsx'
import { CHART_COLORS } from '../charts/chart-colors.ts'
import { useChartDirection } from '../charts/use-chart-direction.ts'

export interface ComparisonBarProps {
  /** The region's yes share in percent; undefined draws the empty track only (never zero). */
  yes: number | undefined
  /** A fixed size (the chart images); by default the bar fills its box. */
  size?: { width: number; height: number } | undefined
}

/**
 * One region's bar in a metric's small multiple, a Recharts `BarChart` on a 0–100 % axis over a
 * track (docs/decisions/0140). The row's text says the share; the drawing is hidden from
 * assistive technology. Right to left reverses the axis.
 */
export function ComparisonBar({ yes, size }: ComparisonBarProps) {
  const rtl = useChartDirection() === 'rtl'
  return (
    <ChartBox kind="comparison-bar" className="rc__bar" size={size}>
      {(box) => (
        <BarChart
          layout="vertical"
          data={[{ yes: yes ?? null }]}
          margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
          barCategoryGap={0}
          accessibilityLayer={false}
          {...box}
        >
          <XAxis type="number" domain={[0, 100]} reversed={rtl} hide />
          <YAxis type="category" hide />
          <Bar
            dataKey="yes"
            className="rc__bar-fill"
            fill={CHART_COLORS.yes}
            background={{ fill: CHART_COLORS.track }}
            isAnimationActive={false}
          />
        </BarChart>
      )}
    </ChartBox>
  )
}
