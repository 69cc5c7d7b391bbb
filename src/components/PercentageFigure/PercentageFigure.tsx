import { useId } from 'react'
import { formatPercent } from '../../domain/format.ts'
import type { Percentage } from '../../domain/organization-info.ts'
import '../../styles/metrics.css'
import './PercentageFigure.css'

export interface PercentageFigureProps {
  percentage: Percentage
  /** Decimal places shown (default 1: the upstream reports values such as 41.5). */
  decimals?: number
  locale?: string
}

/** A single percentage (gender or ethnic diversity): big value, label, and a 0–100 % gauge. */
export function PercentageFigure({ percentage, decimals = 1, locale }: PercentageFigureProps) {
  const id = useId()
  const text = formatPercent(percentage.value, { locale, decimals })
  const fill = Math.min(100, Math.max(0, percentage.value))
  return (
    <figure
      className="metric-card pf"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-summary`}
      data-testid={`percentage-${percentage.key}`}
    >
      <figcaption id={`${id}-label`} className="pf__label">
        {percentage.label}
      </figcaption>
      <p className="pf__value" data-testid="percentage-value">
        {text}
      </p>
      <div className="pf__gauge" aria-hidden="true">
        <span className="pf__gauge-fill" style={{ inlineSize: `${fill}%` }} />
      </div>
      <p id={`${id}-summary`} className="visually-hidden">
        {`${percentage.label}: ${text}.`}
      </p>
    </figure>
  )
}
