import type { ReactNode } from 'react'
import { BarChart, XAxis, YAxis } from 'recharts'
import { ChartBox } from './ChartBox.tsx'
import { useChartDirection } from './use-chart-direction.ts'

export interface PercentBarProps {
  kind: string
  className: string
  /** One row of shares, in percent, by the `Bar`s' data keys. */
  data: Readonly<Record<string, number | null>>
  size?: { width: number; height: number } | undefined
  /** The `Bar`s (and any `<defs>` they fill with). */
  children: ReactNode
}

/**
 * One horizontal bar on a hidden 0–100 % axis, filling its box: a Recharts `BarChart` in the
 * vertical layout, whose axis runs from the right in right-to-left languages (the yes/no bar and
 * the comparison's bars, docs/decisions/0140).
 */
export function PercentBar({ kind, className, data, size, children }: PercentBarProps) {
  const rtl = useChartDirection() === 'rtl'
  return (
    <ChartBox kind={kind} className={className} size={size}>
      {(box) => (
        <BarChart
          layout="vertical"
          data={[data]}
          margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
          barCategoryGap={0}
          accessibilityLayer={false}
          {...box}
        >
          <XAxis type="number" domain={[0, 100]} reversed={rtl} hide />
          <YAxis type="category" hide />
          {children}
        </BarChart>
      )}
    </ChartBox>
  )
}
