import { Bar } from 'recharts'
import { CHART_COLORS } from '../charts/chart-colors.ts'
import { PercentBar } from '../charts/PercentBar.tsx'

/** Shares of one distribution, in percent; they add up to 100 (see `distributionShares`). */
export interface ShareBarProps {
  yes: number
  no: number
  /** Document-unique id of the hatch pattern that fills the "no" part. */
  patternId: string
  /** A fixed size (the chart images); by default the bar fills its box. */
  size?: { width: number; height: number } | undefined
}

/**
 * The 100 % stacked bar itself, a Recharts `BarChart` (docs/decisions/0140): "yes" solid from the
 * inline start, then "no" hatched, so colour is never the only cue. Right to left reverses the
 * axis, not the drawing. The wrapper gives the bar its name, values and keyboard readout, so the
 * chart is hidden from assistive technology and holds no text.
 */
export function ShareBar({ yes, no, patternId, size }: ShareBarProps) {
  return (
    <PercentBar kind="share-bar" className="dc__bar" data={{ yes, no }} size={size}>
      <defs>
        <pattern
          id={patternId}
          patternUnits="userSpaceOnUse"
          width="8"
          height="8"
          patternTransform="rotate(45)"
        >
          <rect width="8" height="8" fill={CHART_COLORS.no} />
          <rect width="2.5" height="8" fill={CHART_COLORS.noStripe} />
        </pattern>
      </defs>
      <Bar
        dataKey="yes"
        stackId="share"
        fill={CHART_COLORS.yes}
        className="dc__bar--yes"
        isAnimationActive={false}
      />
      <Bar
        dataKey="no"
        stackId="share"
        fill={`url(#${patternId})`}
        className="dc__bar--no"
        isAnimationActive={false}
      />
    </PercentBar>
  )
}
