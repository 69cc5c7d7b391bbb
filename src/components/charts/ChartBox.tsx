import { use, type ReactElement } from 'react'
import { ResponsiveContainer } from 'recharts'
import { SlotSizeContext } from './slot-size.ts'
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

/** A measured length as `ResponsiveContainer` keeps it (rounded), or 1 when unknown. */
const measured = (length: number | undefined): number =>
  length === undefined || length < 1 ? 1 : Math.round(length)

/**
 * The box a Recharts drawing sits in, hidden from assistive technology (its component names and
 * describes it): on screen a `ResponsiveContainer` sizes the chart to the box, starting at the
 * size its `ChartSlot` measured (decision 0202); for an image the chart is drawn at the export size.
 */
export function ChartBox({ kind, className, height = '100%', size, children }: ChartBoxProps) {
  const slot = use(SlotSizeContext)
  return (
    <div className={className} aria-hidden="true" data-chart={kind}>
      {size === undefined ? (
        <ResponsiveContainer
          width="100%"
          height={height}
          initialDimension={{
            width: measured(slot?.width),
            height: typeof height === 'number' ? height : measured(slot?.height),
          }}
        >
          {children({})}
        </ResponsiveContainer>
      ) : (
        children(size)
      )}
    </div>
  )
}
