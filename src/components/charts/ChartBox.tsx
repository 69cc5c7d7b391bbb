import { use, type ReactElement } from 'react'
import { ResponsiveContainer } from 'recharts'
import { DrawBoxContext } from './draw-box.ts'
import './charts.css'
import { usePrinting } from './use-printing.ts'

/**
 * The size each kind of drawing is laid out at on paper (issue 35): its box in the printed
 * report on an A4 landscape page (the print CSS gives every card of a grid the same width), so
 * the drawing never keeps the window's pixel widths. On paper the drawing then scales to its box
 * with its proportions (PrintReport.css), which absorbs Letter's narrower page.
 */
const PRINT_SIZES: Readonly<Record<string, { width: number; height: number }>> = {
  'share-bar': { width: 310, height: 28 },
  sparkline: { width: 250, height: 40 },
  trend: { width: 310, height: 170 },
  'comparison-bar': { width: 300, height: 12 },
}

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
 * (decision 0392); for an image the chart is drawn at the export size; on paper at its kind's
 * print size (`PRINT_SIZES`), scaled to the printed box.
 */
export function ChartBox({ kind, className, height = '100%', size, children }: ChartBoxProps) {
  const printing = usePrinting()
  const box = use(DrawBoxContext)
  if (size === undefined && printing) {
    return (
      <div className={className} aria-hidden="true" data-chart={kind} data-print-size="">
        {children(PRINT_SIZES[kind] ?? { width: 300, height: 40 })}
      </div>
    )
  }
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
