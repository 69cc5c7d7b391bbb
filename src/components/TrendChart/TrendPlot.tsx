import { use, useMemo, type ReactNode } from 'react'
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceDot,
  ReferenceLine,
  XAxis,
  YAxis,
} from 'recharts'
import { formatPercent } from '../../domain/text/format.ts'
import type { TrendPoint } from '../../domain/trend/trend-series.ts'
import { formatMonth } from '../../domain/trend/trend-wording.ts'
import { ChartBox } from '../charts/ChartBox.tsx'
import { DrawBoxContext } from '../charts/draw-box.ts'
import { CHART_COLORS } from '../charts/chart-colors.ts'
import { useChartDirection } from '../charts/use-chart-direction.ts'
import { targetLabelPosition, type TrendMarks } from './trend-marks.ts'
import { drawnRows } from './drawn-rows.ts'
import { dayTime, monthTicks } from './trend-rows.ts'

export interface TrendPlotProps {
  points: readonly TrendPoint[]
  locale?: string | undefined
  /** The day the keyboard or pointer is on: a cursor and a dot mark it. */
  active?: number | undefined
  /** Called with the day under the pointer (Recharts' tooltip index). */
  onPointerDay?: ((index: number | undefined) => void) | undefined
  /** A fixed size (the chart images); by default the plot fills its box's width. */
  size?: { width: number; height: number } | undefined
  /** A target and events (trendMarks), with the target's label in the UI's language. */
  marks?: TrendMarks | undefined
  targetText?: string | undefined
  /** More marks on the same axes. */
  children?: ReactNode
}

const PLOT_HEIGHT = 200
const MARGIN = { top: 8, right: 12, bottom: 0, left: 12 }
const Y_AXIS_WIDTH = 44
const Y_TICKS = [0, 25, 50, 75, 100]
const AXIS_TEXT = { fill: CHART_COLORS.axis, fontSize: 12 }
/** Dash patterns: the target's long dashes, an event's dots (colour is never the only cue). */
const TARGET_DASH = '8 4'
const EVENT_DASH = '2 3'

/** Recharts names the day under the pointer by its index, as a number or a string. */
function tooltipDay(index: number | string | null | undefined): number | undefined {
  const day = Number(index)
  return index === null || index === undefined || !Number.isInteger(day) ? undefined : day
}

/**
 * The drawing of a trend chart, a Recharts `ComposedChart` (docs/decisions/0140): the 95 % interval
 * as a range `Area`, the yes share as a `Line` whose withheld days are gaps (nulls, never zero), a
 * time axis with month ticks and a 0–100 % axis. Right to left, the time axis runs from the right
 * and the percent axis stands on the right, outside the data.
 */
export function TrendPlot({
  points,
  locale,
  active,
  onPointerDay,
  size,
  marks,
  targetText,
  children,
}: TrendPlotProps) {
  const rtl = useChartDirection() === 'rtl'
  // No more points than the plot has pixels (decision 0392): a year on a phone is drawn by week.
  const width = size?.width ?? use(DrawBoxContext)?.width ?? Number.POSITIVE_INFINITY
  const plotWidth = width - MARGIN.left - MARGIN.right - Y_AXIS_WIDTH
  // The rows and ticks stay the same objects while the cursor moves: Recharts recomputes less.
  const rows = useMemo(() => drawnRows(points, plotWidth), [points, plotWidth])
  const end = marks?.domain[1]
  const ticks = useMemo(() => monthTicks(points, 6, end), [points, end])
  const target = marks?.target
  // The cursor is on a day, drawn by week or not: its own share, as the readout says.
  const day = active === undefined ? undefined : points[active]
  const current =
    day === undefined ? undefined : { time: dayTime(day.date), yes: day.share?.yes ?? null }
  return (
    <ChartBox kind="trend" className="tc__drawing" height={PLOT_HEIGHT} size={size}>
      {(box) => (
        <ComposedChart
          data={rows}
          margin={MARGIN}
          accessibilityLayer={false}
          onMouseMove={(state) => {
            const index = tooltipDay(state.activeTooltipIndex)
            onPointerDay?.(index === undefined ? undefined : rows[index]?.day)
          }}
          onMouseLeave={() => onPointerDay?.(undefined)}
          {...box}
        >
          <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
          <XAxis
            dataKey="time"
            type="number"
            scale="time"
            domain={marks === undefined ? ['dataMin', 'dataMax'] : marks.domain}
            ticks={ticks}
            tickFormatter={(time: number) =>
              formatMonth(new Date(time).toISOString().slice(0, 10), locale)
            }
            reversed={rtl}
            tick={AXIS_TEXT}
            stroke={CHART_COLORS.grid}
          />
          <YAxis
            domain={[0, 100]}
            ticks={Y_TICKS}
            tickFormatter={(tick: number) => formatPercent(tick, { locale })}
            orientation={rtl ? 'right' : 'left'}
            width={Y_AXIS_WIDTH}
            tick={AXIS_TEXT}
            axisLine={false}
            tickLine={false}
          />
          <Area
            dataKey="band"
            className="tc__band"
            fill={CHART_COLORS.yes}
            fillOpacity={0.18}
            stroke="none"
            connectNulls={false}
            isAnimationActive={false}
            activeDot={false}
          />
          <Line
            dataKey="yes"
            className="tc__line"
            stroke={CHART_COLORS.yes}
            strokeWidth={2.5}
            connectNulls={false}
            dot={false}
            activeDot={false}
            isAnimationActive={false}
          />
          {/* A day with no shown neighbour is a dot, or it would vanish between its gaps. */}
          {rows.map((row) =>
            row.lone && row.yes !== null ? (
              <ReferenceDot
                key={row.time}
                className="tc__dot"
                x={row.time}
                y={row.yes}
                r={3}
                fill={CHART_COLORS.yes}
                stroke="none"
              />
            ) : null,
          )}
          {target === undefined ? null : (
            <ReferenceLine
              className="tc__target"
              segment={[
                { x: target.from, y: target.yesShare },
                { x: target.to, y: target.yesShare },
              ]}
              stroke={CHART_COLORS.text}
              strokeWidth={2}
              strokeDasharray={TARGET_DASH}
              ifOverflow="visible"
              label={{
                value: targetText,
                position: targetLabelPosition(target, marks?.domain, rtl),
                className: 'tc__mark-label tc__target-label',
                fill: CHART_COLORS.text,
                fontSize: 12,
              }}
            />
          )}
          {marks?.events.map((mark) => (
            <ReferenceLine
              key={mark.event.id}
              className="tc__event"
              x={mark.time}
              stroke={CHART_COLORS.axis}
              strokeWidth={1.5}
              strokeDasharray={EVENT_DASH}
              label={{
                value: String(mark.number),
                // Beside the line, after it in reading order.
                position: rtl ? 'insideTopRight' : 'insideTopLeft',
                className: 'tc__mark-label tc__event-label',
                fill: CHART_COLORS.text,
                fontSize: 12,
                fontWeight: 700,
              }}
            />
          ))}
          {children}
          {current === undefined ? null : (
            <ReferenceLine x={current.time} stroke={CHART_COLORS.axis} strokeDasharray="3 3" />
          )}
          {current?.yes == null ? null : (
            <ReferenceDot
              x={current.time}
              y={current.yes}
              r={4}
              fill={CHART_COLORS.yes}
              stroke={CHART_COLORS.surface}
              strokeWidth={2}
            />
          )}
        </ComposedChart>
      )}
    </ChartBox>
  )
}
