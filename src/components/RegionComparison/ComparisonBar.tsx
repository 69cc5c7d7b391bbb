import { Bar, ReferenceLine } from 'recharts'
import { CHART_COLORS } from '../charts/chart-colors.ts'
import { PercentBar } from '../charts/PercentBar.tsx'

export interface ComparisonBarProps {
  /** The region's yes share in percent; undefined draws the empty track only (never zero). */
  yes: number | undefined
  /** Its 95 % interval, in percent: drawn as a bracket over the bar (by its outline, not colour). */
  interval?: { low: number; high: number } | undefined
  /** The region's target share in percent: a dashed mark across the bar (issue 26). */
  target?: number | undefined
  /** A fixed size (the chart images); by default the bar fills its box. */
  size?: { width: number; height: number } | undefined
}

/**
 * One region's bar in a metric's small multiple, a Recharts `BarChart` on a 0–100 % axis over a
 * track (docs/decisions/0140), with its 95 % interval as two reference lines (decision 0151). The
 * row's text says the share, the interval and the target (a dashed mark); the drawing is hidden
 * from assistive technology.
 * Right to left reverses the axis.
 */
export function ComparisonBar({ yes, interval, target, size }: ComparisonBarProps) {
  return (
    <PercentBar kind="comparison-bar" className="rc__bar" data={{ yes: yes ?? null }} size={size}>
      <Bar
        dataKey="yes"
        className="rc__bar-fill"
        fill={CHART_COLORS.yes}
        background={{ fill: CHART_COLORS.track }}
        isAnimationActive={false}
      />
      {interval === undefined
        ? null
        : [interval.low, interval.high].map((edge, index) => (
            <ReferenceLine
              key={index === 0 ? 'low' : 'high'}
              className="rc__bar-interval"
              x={edge}
              stroke={CHART_COLORS.text}
              strokeWidth={2}
              ifOverflow="extendDomain"
            />
          ))}
      {target === undefined ? null : (
        <ReferenceLine
          className="rc__bar-target"
          x={target}
          stroke={CHART_COLORS.text}
          strokeWidth={2}
          strokeDasharray="3 2"
          ifOverflow="extendDomain"
        />
      )}
    </PercentBar>
  )
}
