import { useLingui } from '@lingui/react/macro'
import '../../styles/metrics.css'
import './LoadingSkeleton.css'

export interface LoadingSkeletonProps {
  /** Announced to screen readers while loading (default: "Loading the dashboard…"). */
  label?: string
  /** How many chart placeholders to draw (default 5, the named distributions). */
  charts?: number
  /** How many percentage placeholders (default 2). */
  figures?: number
}

/** A dashboard-shaped placeholder (header, figures, charts); busy and announced politely. */
export function LoadingSkeleton({ label, charts = 5, figures = 2 }: LoadingSkeletonProps) {
  const { t } = useLingui()
  return (
    <div className="sk" role="status" aria-busy="true" data-testid="loading-skeleton">
      <span className="visually-hidden">{label ?? t`Loading the dashboard…`}</span>
      <div className="sk__header" aria-hidden="true">
        <span className="sk__block sk__title" />
        <span className="sk__block sk__line" />
      </div>
      <div className="metric-board" aria-hidden="true">
        <div className="sk__figures metric-grid metric-grid--figures">
          {Array.from({ length: figures }, (_, index) => (
            <span key={index} className="metric-card sk__card sk__card--figure">
              <span className="sk__block sk__line" />
              <span className="sk__block sk__value" />
            </span>
          ))}
        </div>
        <div className="sk__charts metric-grid metric-grid--charts">
          {Array.from({ length: charts }, (_, index) => (
            <span key={index} className="metric-card sk__card">
              <span className="sk__block sk__line" />
              <span className="sk__block sk__bar" />
            </span>
          ))}
        </div>
      </div>
    </div>
  )
}
