import { ph } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react'
import { joinSentences } from '../../domain/text/format.ts'
import type { TrendEvent } from '../../domain/annotations/annotations.ts'
import type { TrendPoint } from '../../domain/trend/trend-series.ts'
import { countWithheld } from '../../domain/trend/trend-series.ts'
import { trendSentence } from '../../domain/trend/trend-sentences.ts'
import { withheldNote } from '../MetricTrend/withheld-note.ts'
import { dayReadout } from './trend-datum.ts'
import { trendMarks, type ChartTarget } from './trend-marks.ts'
import { EventMarks } from './EventMarks.tsx'
import { marksSentence } from './marks-text.ts'
import { paceLine, targetLabel } from '../../domain/trend/pace-sentences.ts'
import { ChartSlot } from '../charts/ChartSlot.tsx'
import { lazyChart } from '../charts/lazy-chart.ts'
import '../../styles/metrics.css'
import './TrendChart.css'

export interface TrendChartProps {
  /** The metric's label: the chart's accessible name. */
  label: string
  /** The metric's daily points over the period, in date order. */
  points: readonly TrendPoint[]
  /** The days of the period the view shows (the words say the data's own period). */
  periodDays: number
  /**
   * The longest history at hand (at least the last 12 months when there is one): the pace is
   * judged on its last 12 months whatever the period shown (decision 0232); by default `points`.
   */
  pacePoints?: readonly TrendPoint[] | undefined
  locale?: string
  /** The metric's target: a dashed level line to its date, and the pace in words under the chart. */
  target?: ChartTarget | undefined
  /** The region's events; those of the shown days are numbered marks, read in the summary. */
  events?: readonly TrendEvent[] | undefined
  /** The day the pace is judged on (`YYYY-MM-DD`); by default the last day shown. */
  today?: string | undefined
  /** More marks on the chart's axes. */
  children?: ReactNode
}

const TrendPlot = lazyChart(() => import('./TrendPlot.tsx').then((module) => module.TrendPlot))

/**
 * One metric's yes share over time, drawn with Recharts (decision 0140): a line whose withheld
 * days are gaps (never zero) over the band of its 95 % Wilson interval. The plot is a slider
 * over the days: hover, or focus it and use the arrow keys (Home, End, Page Up/Down for a week),
 * to read a day's share, counts and interval. Named by the metric, described by one sentence
 * that says what happened in counts, then whether it was a steady rise or fall
 * (docs/decisions/0150).
 */
export function TrendChart({
  label,
  points,
  periodDays,
  pacePoints,
  locale,
  target,
  events,
  today,
  children,
}: TrendChartProps) {
  const { i18n, t } = useLingui()
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const [active, setActive] = useState<number | undefined>(undefined)
  const last = points.length - 1
  const marks = useMemo(() => trendMarks(points, target, events), [points, target, events])
  const pace = paceLine(i18n, pacePoints ?? points, target, today, locale)
  const summary = joinSentences(
    [
      trendSentence(i18n, label, points, { days: periodDays, today }, locale, target?.yesShare),
      marksSentence(i18n, target, marks.events, locale),
    ],
    locale ?? i18n.locale,
  )
  const withheld = countWithheld(points)
  const current = active === undefined ? undefined : points[active]
  const readout = current === undefined ? undefined : dayReadout(i18n, current, locale)
  const shown = active ?? last

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const from = active ?? last
    const to: Record<string, number> = {
      ArrowLeft: from - 1,
      ArrowDown: from - 1,
      ArrowRight: from + 1,
      ArrowUp: from + 1,
      PageDown: from - 7,
      PageUp: from + 7,
      Home: 0,
      End: last,
    }
    const next = to[event.key]
    if (next === undefined) return
    event.preventDefault()
    setActive(Math.min(last, Math.max(0, next)))
  }

  return (
    <figure
      className="metric-card tc"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      data-testid="trend-chart"
    >
      <figcaption id={`${id}-title`} className="tc__title">
        {label}
      </figcaption>
      <p id={`${id}-summary`} className="tc__summary" data-testid="trend-chart-summary">
        {summary}
      </p>
      <div className="tc__stage">
        <div
          className="tc__plot"
          role="slider"
          tabIndex={0}
          aria-label={t({
            comment: 'Name of a chart one can move along day by day; {metric} names the metric',
            message: `${ph({ metric: label })}, day by day`,
          })}
          aria-valuemin={0}
          aria-valuemax={Math.max(0, last)}
          aria-valuenow={shown}
          aria-valuetext={
            points[shown] === undefined ? '' : dayReadout(i18n, points[shown], locale)
          }
          data-testid="trend-plot"
          onKeyDown={move}
          onBlur={() => setActive(undefined)}
        >
          <ChartSlot className="tc__slot">
            <TrendPlot
              points={points}
              locale={locale}
              active={active}
              onPointerDay={setActive}
              marks={marks}
              targetText={target === undefined ? undefined : targetLabel(i18n, target, locale)}
            >
              {children}
            </TrendPlot>
          </ChartSlot>
          {readout === undefined ? null : (
            <p className="tc__tooltip" data-testid="trend-tooltip" aria-hidden="true">
              {readout}
            </p>
          )}
        </div>
        <EventMarks marks={marks} locale={locale} />
      </div>
      {pace === undefined ? null : (
        <p className="tc__pace" data-testid="trend-pace">
          {pace}
        </p>
      )}
      {withheld > 0 ? (
        <p className="tc__note" data-testid="trend-withheld-note">
          {withheldNote(i18n, withheld, points, locale)}
        </p>
      ) : null}
    </figure>
  )
}
