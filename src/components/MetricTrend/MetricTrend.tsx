import { ph } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useMemo } from 'react'
import type { TrendPoint } from '../../domain/trend/trend-series.ts'
import { countWithheld } from '../../domain/trend/trend-series.ts'
import { trendLine, trendSentence } from '../../domain/trend/trend-sentences.ts'
import { describeTrend } from '../../domain/trend/trend-summary.ts'
import { trendDetails } from '../../domain/trend/trend-wording.ts'
import { formatPercent, formatPercentBelow } from '../../domain/text/format.ts'
import { paceLine } from '../../domain/trend/pace-sentences.ts'
import type { PaceTarget } from '../../domain/trend/target-pace.ts'
import { ChartSlot } from '../charts/ChartSlot.tsx'
import { lazyChart } from '../charts/lazy-chart.ts'
import { sparklineModel, type SparkPoint } from './sparkline-model.ts'
import { CARD_PERIOD } from './trend-period.ts'
import { withheldNote } from './withheld-note.ts'
import './MetricTrend.css'

export interface MetricTrendProps {
  /** The metric's label ("Pipelines with women"). */
  label: string
  /** The metric's daily points over the last 12 months, in date order. */
  points: readonly TrendPoint[]
  /** The history is the demo mode's generated data: a visible badge says so. */
  demo?: boolean
  locale?: string
  /** The metric's target: the pace towards it in words, under the trend's line. */
  target?: PaceTarget | undefined
}

const Sparkline = lazyChart(() => import('./Sparkline.tsx').then((module) => module.Sparkline))

/** Fetches the sparkline's drawing code ahead of its first chart (decision 0391). */
export const preloadSparkline = (): Promise<unknown> => Sparkline.preload()

/**
 * A metric's yes share over the last 12 months as a Recharts sparkline smoothed to the week
 * (withheld weeks are gaps), its exact start and end marked, and one line of words: the period,
 * the change in points and its judgement ("12 months: +13 points, a steady rise",
 * docs/decisions/0150). The counts and 95 % intervals of both ends show on hover and keyboard
 * focus, and are the line's accessible description.
 */
export function MetricTrend({ label, points, demo = false, locale, target }: MetricTrendProps) {
  const { i18n, t } = useLingui()
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  // The same points draw the same line: a target arriving changes the words, not the drawing.
  const model = useMemo(() => sparklineModel(points), [points])
  const latest = points.at(-1)
  if (latest === undefined) return null
  // Beside a target it has not reached, the last week's share never rounds onto it (decision
  // 0232): 39.96 % under a 40 % target reads "39.96%", as the pace sentence under it says.
  const described = describeTrend(points)
  const short =
    target !== undefined && described.status === 'ok' && described.end.share < target.yesShare
      ? formatPercentBelow(described.end.share, target.yesShare, {
          locale,
          decimals: model.decimals,
        })
      : undefined
  const endLabel = (end: SparkPoint | undefined, testId: string, text?: string) =>
    end?.yes === undefined ? null : (
      <span className="mt__end-value" aria-hidden="true" data-testid={testId}>
        {text ?? formatPercent(end.yes, { locale, decimals: model.decimals })}
      </span>
    )
  const summary = trendSentence(i18n, label, points, CARD_PERIOD, locale, target?.yesShare)
  const details = trendDetails(i18n, points, locale)
  const withheld = countWithheld(points)
  const pace = paceLine(i18n, points, target, undefined, locale)

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
      <div className="mt__spark-row" data-testid="sparkline-row">
        {endLabel(model.start, 'trend-start')}
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
          <ChartSlot priority={1}>
            <Sparkline model={model} />
          </ChartSlot>
        </div>
        {endLabel(model.end, 'trend-end', short)}
      </div>
      <p id={`${id}-summary`} className="visually-hidden" data-testid="trend-summary">
        {summary}
      </p>
      <p
        className="mt__change"
        data-testid="trend-words"
        {...(details === undefined ? {} : { tabIndex: 0, 'aria-describedby': `${id}-details` })}
      >
        {trendLine(i18n, points, CARD_PERIOD, locale)}
        {details === undefined ? null : (
          <span id={`${id}-details`} role="tooltip" className="mt__details">
            {details}
          </span>
        )}
      </p>
      {pace === undefined ? null : (
        <p className="mt__pace" data-testid="trend-pace">
          {pace}
        </p>
      )}
      {withheld > 0 ? (
        <p className="mt__note" data-testid="withheld-note">
          {withheldNote(i18n, withheld, points, locale)}
        </p>
      ) : null}
    </div>
  )
}
