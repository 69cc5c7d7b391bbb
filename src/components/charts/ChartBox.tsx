import { use, type ReactElement } from 'react'
import { ResponsiveContainer } from 'recharts'
import { DrawBoxContext } from './draw-box.ts'
import './charts.css'

export interface ChartBoxProps {
  /** What tests and the image renderer find the drawing by. */
  kind: string
  className: string
  /** The drawing's height on screen; its width is always its box's. */
  height?: number | `${number}%`
  /** A fixed size (the chart images): the chart gets it as props, nothing is measured. */
  size?: { width: number; height: number } | undefined
  /** The Recharts chart; it is given `size` when there is one. */
  children: (size: { width: number; height: number } | Record<string, never>) => ReactElement
}

/**
 * The box a Recharts drawing sits in, hidden from assistive technology (its component names and
 * describes it): on screen a `ResponsiveContainer` sizes the chart to the box, starting from the
 * size its ChartSlot measured, so the chart is laid out once instead of at 1 px and again
 * (decision 0392); for an image the chart is drawn at the export size.
 */
export function ChartBox({ kind, className, height = '100%', size, children }: ChartBoxProps) {
  const box = use(DrawBoxContext)
  const initial = {
    width: box?.width ?? 1,
    height: typeof height === 'number' ? height : (box?.height ?? 1),
  }
  return (
    <div className={className} aria-hidden="true" data-chart={kind}>
      {size === undefined ? (
        <ResponsiveContainer width="100%" height={height} initialDimension={initial}>
          {children({})}
        </ResponsiveContainer>
      ) : (
        children(size)
      )}
    </div>
  )
}
