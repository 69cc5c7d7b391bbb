import { msg, ph } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { TrendChange, TrendPoint } from '../../domain/trend-series.ts'
import { changeOverDays, countWithheld } from '../../domain/trend-series.ts'
import {
  changeDetails,
  changeText,
  formatDay,
  formatMonth,
  trendSummary,
} from '../../domain/trend-wording.ts'
import { withheldNote } from './withheld-note.ts'
import { ChartSlot } from '../charts/ChartSlot.tsx'
import { lazyChart } from '../charts/lazy-chart.ts'
import './MetricTrend.css'

export interface MetricTrendProps {
  /** The metric's label ("Pipelines with women"). */
  label: string
  /** The metric's daily points over the last 12 months, in date order. */
  points: readonly TrendPoint[]
  /** The history is the demo mode's generated data: a visible badge says so. */
  demo?: boolean
  locale?: string
}

const Sparkline = lazyChart(() => import('./Sparkline.tsx').then((module) => module.Sparkline))

/** How the summary names the sparkline's period. */
const OVER_12_MONTHS = msg({
  comment: 'Ends a sentence such as "Pipelines with women rose from 48% to 53% over 12 months."',
  message: 'over 12 months',
})

interface Comparison {
  days: number
  sinceText: (day: string, locale?: string) => string
}

/** Against 30 days ago (named by its day) and 365 days ago (named by its month). */
const COMPARISONS: readonly Comparison[] = [
  { days: 30, sinceText: formatDay },
  { days: 365, sinceText: formatMonth },
]

function direction(change: TrendChange): string {
  if (change.kind !== 'compared' || change.change.status !== 'ok') return 'none'
  return change.change.direction
}

/**
 * A metric's yes share over the last 12 months as a Recharts sparkline (withheld days are gaps),
 * with its change against 30 and 365 days ago in words. The counts and 95 % intervals behind
 * both ends of a change show on hover and keyboard focus, and are its accessible description.
 */
export function MetricTrend({ label, points, demo = false, locale }: MetricTrendProps) {
  const { i18n, t } = useLingui()
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const latest = points.at(-1)
  if (latest === undefined) return null
  const summary = trendSummary(i18n, label, points, i18n._(OVER_12_MONTHS), locale)
  const withheld = countWithheld(points)

  return (
    <div className="mt" data-testid="metric-trend">
      <p className="mt__heading">
        <Trans>12-month trend</Trans>
        {demo ? (
          <span className="mt__badge" data-testid="demo-badge">
            <Trans comment="Badge: the figures are generated for a demonstration">Demo data</Trans>
          </span>
        ) : null}
      </p>
      <div
        className="mt__spark"
        role="img"
        aria-label={t({
          comment: 'Name of a small line chart; {metric} names the metric',
          message: `${ph({ metric: label })}: yes share over 12 months`,
        })}
        aria-describedby={`${id}-summary`}
        data-testid="sparkline"
      >
        <ChartSlot>
          <Sparkline points={points} />
        </ChartSlot>
      </div>
      <p id={`${id}-summary`} className="visually-hidden" data-testid="trend-summary">
        {summary}
      </p>
      <ul className="mt__changes">
        {COMPARISONS.map(({ days, sinceText }) => {
          const change = changeOverDays(points, days)
          if (change === undefined) return null
          const details = changeDetails(i18n, change, latest.date, locale)
          const detailsId = `${id}-details-${days}`
          return (
            <li
              key={days}
              className={`mt__change mt__change--${direction(change)}`}
              data-testid={`change-${days}`}
              {...(details === undefined ? {} : { tabIndex: 0, 'aria-describedby': detailsId })}
            >
              {changeText(i18n, change, sinceText(change.since, locale), locale)}
              {details === undefined ? null : (
                <span id={detailsId} role="tooltip" className="mt__details">
                  {details}
                </span>
              )}
            </li>
          )
        })}
      </ul>
      {withheld > 0 ? (
        <p className="mt__note" data-testid="withheld-note">
          {withheldNote(i18n, withheld, points, locale)}
        </p>
      ) : null}
    </div>
  )
}
