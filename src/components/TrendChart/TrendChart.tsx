import { ph } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { formatPercent } from '../../domain/format.ts'
import type { TrendPoint } from '../../domain/trend-series.ts'
import { countWithheld } from '../../domain/trend-series.ts'
import { trendSentence } from '../../domain/trend-sentences.ts'
import { formatMonth } from '../../domain/trend-wording.ts'
import { withheldNote } from '../MetricTrend/withheld-note.ts'
import { chartGeometry, monthTicks, nearestIndex, type PlotBox } from './chart-geometry.ts'
import { dayReadout } from './trend-datum.ts'
import '../../styles/metrics.css'
import './TrendChart.css'

export interface TrendChartProps {
  /** The metric's label: the chart's accessible name. */
  label: string
  /** The metric's daily points over the period, in date order. */
  points: readonly TrendPoint[]
  /** How the summary names the period, in the UI's language: "over 12 months". */
  period: string
  locale?: string
}

const WIDTH = 560
const HEIGHT = 200
const BOX: PlotBox = { left: 44, top: 8, width: WIDTH - 56, height: HEIGHT - 36 }
const Y_TICKS = [0, 25, 50, 75, 100]

/**
 * One metric's yes share over time, drawn in plain SVG (decision 0096): a line whose withheld
 * days are gaps (never zero) over the band of its 95 % Wilson interval. The plot is a slider
 * over the days: hover, or focus it and use the arrow keys (Home, End, Page Up/Down for a week),
 * to read a day's share, counts and interval. Named by the metric, described by one sentence
 * that says what happened in counts, then whether it was a steady rise or fall
 * (docs/decisions/0150).
 */
export function TrendChart({ label, points, period, locale }: TrendChartProps) {
  const { i18n, t } = useLingui()
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const svgRef = useRef<SVGSVGElement>(null)
  const [active, setActive] = useState<number | undefined>(undefined)
  const last = points.length - 1
  const geometry = chartGeometry(points, BOX)
  const summary = trendSentence(i18n, label, points, period, locale)
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

  function hover(event: MouseEvent<HTMLDivElement>) {
    const svg = svgRef.current
    if (svg === null) return
    const rect = svg.getBoundingClientRect()
    if (rect.width === 0) return
    setActive(nearestIndex(geometry.xs, ((event.clientX - rect.left) / rect.width) * WIDTH))
  }

  const activeX = current === undefined ? undefined : geometry.xs[active ?? 0]
  const activeY = current?.share === undefined ? undefined : geometry.y(current.share.yes)

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
        aria-valuetext={points[shown] === undefined ? '' : dayReadout(i18n, points[shown], locale)}
        data-testid="trend-plot"
        onKeyDown={move}
        onMouseMove={hover}
        onMouseLeave={() => setActive(undefined)}
        onBlur={() => setActive(undefined)}
      >
        <svg ref={svgRef} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true">
          {Y_TICKS.map((tick) => (
            <g key={tick} className="tc__grid">
              <line
                x1={BOX.left}
                x2={BOX.left + BOX.width}
                y1={geometry.y(tick)}
                y2={geometry.y(tick)}
              />
              <text x={BOX.left - 6} y={geometry.y(tick)} dy="0.32em" textAnchor="end">
                {formatPercent(tick, { locale })}
              </text>
            </g>
          ))}
          {monthTicks(points).map((index) => {
            const point = points[index]
            const x = geometry.xs[index]
            return point === undefined || x === undefined ? null : (
              <text key={point.date} className="tc__tick" x={x} y={HEIGHT - 8} textAnchor="middle">
                {formatMonth(point.date, locale)}
              </text>
            )
          })}
          {geometry.bands.map((band) => (
            <polygon key={band} className="tc__band" points={band} />
          ))}
          <path className="tc__line" d={geometry.line} data-testid="trend-line" />
          {geometry.dots.map((dot) => (
            <circle key={`${dot.x}`} className="tc__dot" cx={dot.x} cy={dot.y} r={3} />
          ))}
          {activeX === undefined ? null : (
            <line
              className="tc__cursor"
              x1={activeX}
              x2={activeX}
              y1={BOX.top}
              y2={BOX.top + BOX.height}
            />
          )}
          {activeX === undefined || activeY === undefined ? null : (
            <circle className="tc__dot tc__dot--active" cx={activeX} cy={activeY} r={4} />
          )}
        </svg>
        {readout === undefined ? null : (
          <p className="tc__tooltip" data-testid="trend-tooltip" aria-hidden="true">
            {readout}
          </p>
        )}
      </div>
      {withheld > 0 ? (
        <p className="tc__note" data-testid="trend-withheld-note">
          {withheldNote(i18n, withheld, points, locale)}
        </p>
      ) : null}
    </figure>
  )
}
