import { Bar } from 'recharts'
import { CHART_COLORS } from '../charts/chart-colors.ts'
import { PercentBar } from '../charts/PercentBar.tsx'

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
  return (
    <PercentBar kind="comparison-bar" className="rc__bar" data={{ yes: yes ?? null }} size={size}>
      <Bar
        dataKey="yes"
        className="rc__bar-fill"
        fill={CHART_COLORS.yes}
        background={{ fill: CHART_COLORS.track }}
        isAnimationActive={false}
      />
    </PercentBar>
  )
}
